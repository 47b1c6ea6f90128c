export * from './listLoader';
export * from './listQuery';
export * from './usePrefetchList';
export * from './useChangeList';
export * from './NextPagePrefetch';
