export { SearchTablePage as Page } from './SearchTablePage';
