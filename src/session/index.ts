export * from './ConfirmLogoutDialog';
export * from './useSessionGuard';
export * from './authChecksFromSession';
export * from './identityPrefetch';
