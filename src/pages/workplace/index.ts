export { WorkplacePage as Page } from './WorkplacePage';
