/** MUI themes from the theme colour (spec §9: #165DFF), light and dark, with its 10 shades. */
import { createTheme, type ThemeOptions } from '@mui/material/styles';
import { defaultTheme } from 'react-admin';
import { colorShades } from './colorShades';

export const DEFAULT_THEME_COLOR = '#165DFF';

declare module '@mui/material/styles' {
  interface Palette {
    /** The theme colour's 10 shades, light to dark (shade 6 is the colour itself). */
    shades: string[];
  }
  interface PaletteOptions {
    shades?: string[];
  }
}

const shared = (mode: 'light' | 'dark', color: string): ThemeOptions => {
  const shades = colorShades(color);
  const focusRing = mode === 'light' ? shades[5] : shades[3];
  return {
    ...defaultTheme,
    palette: {
      mode,
      // Dark mode uses a lighter shade so text and focus rings keep their contrast (WCAG AA 4.5:1
      // on the paper and on the selected menu item, checked by axe in tests/e2e/a11y.test.ts).
      primary: mode === 'light' ? { main: shades[5], light: shades[3], dark: shades[7] } : { main: shades[3], light: shades[2], dark: shades[5] },
      shades,
      // Text on a filled colour is white or black, whichever reaches AA (4.5:1), not MUI's 3:1.
      contrastThreshold: 4.5,
      // Status colours dark enough on white and grey (light) or light enough on the dark paper.
      success: { main: mode === 'light' ? '#008026' : '#27C346' },
      error: { main: mode === 'light' ? '#C62828' : '#F76560' },
      warning: { main: mode === 'light' ? '#A84F00' : '#FFA726' },
      info: { main: mode === 'light' ? '#01579B' : '#29B6F6' },
      background: mode === 'light' ? { default: '#F2F3F5', paper: '#FFFFFF' } : { default: '#17171A', paper: '#232324' },
    },
    shape: { borderRadius: 4 },
    typography: {
      fontFamily: '"Inter", "PingFang SC", "Noto Sans CJK SC", "Microsoft YaHei", "Helvetica Neue", Arial, sans-serif',
      fontSize: 14,
    },
    components: {
      // One visible focus ring for everything reached by the keyboard (not by the mouse).
      MuiButtonBase: { styleOverrides: { root: { '&.Mui-focusVisible': { outline: `2px solid ${focusRing}`, outlineOffset: 2 } } } },
      // One input look everywhere (react-admin's inputs, filters and our own forms): compact, outlined.
      MuiTextField: { defaultProps: { variant: 'outlined', size: 'small', margin: 'dense' } },
      MuiFormControl: { defaultProps: { variant: 'outlined', size: 'small', margin: 'dense' } },
      MuiAutocomplete: { defaultProps: { fullWidth: true } },
      MuiAppBar: { styleOverrides: { root: { boxShadow: 'none' } } },
      MuiPaper: { styleOverrides: { root: { backgroundImage: 'none' } } },
      MuiTableCell: { styleOverrides: { head: { fontWeight: 600 } } },
      // react-admin's <Loading> writes its text in text.disabled, under AA: the secondary text colour instead.
      RaLoading: { styleOverrides: { root: { '& .RaLoading-message': { color: mode === 'light' ? 'rgba(0, 0, 0, 0.6)' : 'rgba(255, 255, 255, 0.7)' } } } },
      // MUI rows set `outline: 0`; a list row reached by the keyboard (layout/useKeyboardRows) shows the ring inside its box.
      MuiTableRow: { styleOverrides: { root: { '&:focus-visible': { outline: `2px solid ${focusRing}`, outlineOffset: -2 } } } },
      // The route progress bar (nprogress) in the theme colour.
      MuiCssBaseline: {
        styleOverrides: {
          ':focus-visible': { outline: `2px solid ${focusRing}`, outlineOffset: 2 },
          '#nprogress .bar': { background: shades[5] },
          '#nprogress .peg': { boxShadow: `0 0 10px ${shades[5]}, 0 0 5px ${shades[5]}` },
        },
      },
    },
  };
};

export const lightTheme = (color = DEFAULT_THEME_COLOR) => createTheme(shared('light', color));
export const darkTheme = (color = DEFAULT_THEME_COLOR) => createTheme(shared('dark', color));
