export { MonitorPage as Page } from './MonitorPage';
