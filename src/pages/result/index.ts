export { ResultPage as Page } from './ResultPage';
