export * from './theme';
export * from './useThemes';
export * from './colorShades';
