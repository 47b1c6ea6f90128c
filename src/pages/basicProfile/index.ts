export { BasicProfilePage as Page } from './BasicProfilePage';
