export { NotFoundPage as Page } from './NotFoundPage';
