export { UserInfoPage as Page } from './UserInfoPage';
