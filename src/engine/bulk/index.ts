export * from './BulkRefusalsDialog';
export * from './BulkTransitionButton';
export * from './BulkTransitionDialog';
export * from './useBulkTransition';
