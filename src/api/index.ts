export * from './ApiErrorProvider';
export * from './HttpContext';
export * from './useApiError';
export * from './useApiQuery';
export * from './useApiMutation';
export * from './avatarUrl';
