export * from './StatusIllustration';
export * from './Permission';
