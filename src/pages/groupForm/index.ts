export { GroupFormPage as Page } from './GroupFormPage';
