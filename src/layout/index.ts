export * from './Layout';
export * from './Logo';
export * from './Notification';
