export { CardListPage as Page } from './CardListPage';
