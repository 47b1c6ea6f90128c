export * from './DateCell';
export * from './NumberCell';
export * from './TextCell';
