import { useMemo } from 'react';
import { useSettings } from '../appSettings/useSettings';
import { darkTheme, lightTheme } from './theme';

/** The MUI theme of the settings' mode and theme colour (its palette yields the shades). */
export function useThemes() {
  const [{ theme, themeColor }] = useSettings();
  return useMemo(() => (theme === 'dark' ? darkTheme(themeColor) : lightTheme(themeColor)), [theme, themeColor]);
}
