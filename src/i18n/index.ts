export * from './i18nProvider';
export * from './messages';
export * from './serverMessages';
