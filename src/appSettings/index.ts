export * from './settingsStore';
export * from './useSettings';
export * from './useRole';
export * from './LazySettingsDrawer';
