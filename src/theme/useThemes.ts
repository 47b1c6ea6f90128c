import { useMemo } from 'react';
import { useSettings } from '../appSettings/useSettings';
import { darkTheme, lightTheme } from './theme';

/** The MUI theme of the settings' mode, theme colour and colour-weak mode (its palette yields the shades). */
export function useThemes() {
  const [{ theme, themeColor, colorWeak }] = useSettings();
  return useMemo(() => (theme === 'dark' ? darkTheme(themeColor, colorWeak) : lightTheme(themeColor)), [theme, themeColor, colorWeak]);
}
