/** MUI themes from the spec's theme colour (#165DFF), light and dark. */
import { createTheme, type ThemeOptions } from '@mui/material/styles';
import { defaultTheme } from 'react-admin';

export const DEFAULT_THEME_COLOR = '#165DFF';

const shared = (mode: 'light' | 'dark', primary: string): ThemeOptions => ({
  ...defaultTheme,
  palette: {
    mode,
    primary: { main: primary },
    success: { main: mode === 'light' ? '#00B42A' : '#27C346' },
    background: mode === 'light' ? { default: '#F2F3F5', paper: '#FFFFFF' } : { default: '#17171A', paper: '#232324' },
  },
  shape: { borderRadius: 4 },
  typography: {
    fontFamily: '"Inter", "PingFang SC", "Noto Sans CJK SC", "Microsoft YaHei", "Helvetica Neue", Arial, sans-serif',
    fontSize: 14,
  },
  components: {
    // One input look everywhere (react-admin's inputs, filters and our own forms): compact, outlined.
    MuiTextField: { defaultProps: { variant: 'outlined', size: 'small', margin: 'dense' } },
    MuiFormControl: { defaultProps: { variant: 'outlined', size: 'small', margin: 'dense' } },
    MuiAutocomplete: { defaultProps: { fullWidth: true } },
    MuiAppBar: { styleOverrides: { root: { boxShadow: 'none' } } },
    MuiPaper: { styleOverrides: { root: { backgroundImage: 'none' } } },
    MuiTableCell: { styleOverrides: { head: { fontWeight: 600 } } },
  },
});

export const lightTheme = (primary = DEFAULT_THEME_COLOR) => createTheme(shared('light', primary));
export const darkTheme = (primary = DEFAULT_THEME_COLOR) => createTheme(shared('dark', primary));
