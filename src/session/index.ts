export * from './ConfirmLogoutDialog';
export * from './useSessionGuard';
