export { ExceptionPage as Page } from './ExceptionPage';
