export { MessageBoxButton } from './MessageBoxButton';
