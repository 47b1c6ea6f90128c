export * from './SessionLostQuestion';
export * from './useSessionGuard';
export * from './authChecksFromSession';
export * from './identityPrefetch';
