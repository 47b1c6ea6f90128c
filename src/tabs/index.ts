export * from './tabsStore';
export * from './TabBar';
export * from './KeepAlive';
export * from './useTabTracking';
