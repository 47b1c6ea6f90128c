export * from './Layout';
export * from './Logo';
export * from './LocaleMenu';
export * from './Notification';
