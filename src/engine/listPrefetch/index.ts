export * from './listLoader';
export * from './listQuery';
