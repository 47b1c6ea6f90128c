export { UserSettingPage as Page } from './UserSettingPage';
