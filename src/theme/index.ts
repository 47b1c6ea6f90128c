export * from './theme';
export * from './useBodyThemeAttribute';
