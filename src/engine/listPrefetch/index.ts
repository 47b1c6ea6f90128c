export * from './listLoader';
export * from './listQuery';
export * from './usePrefetchList';
export * from './NextPagePrefetch';
