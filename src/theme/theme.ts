/** MUI themes from the theme colour (docs/product.md §9: #165DFF), light and dark, with its 10 shades. */
import { createTheme, type ThemeOptions } from '@mui/material/styles';
import { defaultTheme } from 'react-admin';
import { colorShades } from './colorShades';
import { FormControlRoot } from './FormControlRoot';

export const DEFAULT_THEME_COLOR = '#165DFF';

declare module '@mui/material/styles' {
  interface Palette {
    /** The theme colour's 10 shades, light to dark (shade 6 is the colour itself). */
    shades: string[];
    /** The keyboard focus ring's colour, for what MUI does not draw (the login page's own parts). */
    focusRing: string;
  }
  interface PaletteOptions {
    shades?: string[];
    focusRing?: string;
  }
}

/**
 * Dark mode's accents, and the lighter ones colour-weak mode needs on it: its 80 % inversion
 * (docs/product.md §4) turns the dark paper light grey and a mid-light accent into a grey close to it (about
 * 2:1); the pale ones invert to dark colours that keep 3:1 or more.
 */
const darkAccents = (shades: string[], colorWeak: boolean) =>
  colorWeak
    ? { primary: { main: shades[1], light: shades[0], dark: shades[3] }, success: '#A8E6B0', error: '#FDC5BF', warning: '#FFD9A3', info: '#B3E5FC' }
    : { primary: { main: shades[3], light: shades[2], dark: shades[5] }, success: '#27C346', error: '#F76560', warning: '#FFA726', info: '#29B6F6' };

const shared = (mode: 'light' | 'dark', color: string, colorWeak = false): ThemeOptions => {
  const shades = colorShades(color);
  const dark = darkAccents(shades, colorWeak);
  const focusRing = mode === 'light' ? shades[5] : dark.primary.main;
  return {
    ...defaultTheme,
    palette: {
      mode,
      // Dark mode uses a lighter shade so text and focus rings keep their contrast (WCAG AA 4.5:1
      // on the paper and on the selected menu item, checked by axe in tests/e2e/a11y.ts).
      primary: mode === 'light' ? { main: shades[5], light: shades[3], dark: shades[7] } : dark.primary,
      shades,
      focusRing,
      // Text on a filled colour is white or black, whichever reaches AA (4.5:1), not MUI's 3:1.
      contrastThreshold: 4.5,
      // Status colours dark enough on white and grey (light) or light enough on the dark paper.
      success: { main: mode === 'light' ? '#008026' : dark.success },
      error: { main: mode === 'light' ? '#C62828' : dark.error },
      warning: { main: mode === 'light' ? '#A84F00' : dark.warning },
      info: { main: mode === 'light' ? '#01579B' : dark.info },
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
      // Its root drops the MUI 5 props react-admin still passes (see FormControlRoot).
      MuiFormControl: { defaultProps: { variant: 'outlined', size: 'small', margin: 'dense', component: FormControlRoot } },
      MuiAutocomplete: { defaultProps: { fullWidth: true } },
      // A row of tabs too wide for its box shows its scroll buttons on touch screens too (MUI hides them there).
      MuiTabs: { defaultProps: { allowScrollButtonsMobile: true } },
      MuiAppBar: { styleOverrides: { root: { boxShadow: 'none' } } },
      MuiPaper: { styleOverrides: { root: { backgroundImage: 'none' } } },
      MuiTableCell: { styleOverrides: { head: { fontWeight: 600 } } },
      // react-admin's <Loading> writes its text in text.disabled, under AA: the secondary text colour instead.
      RaLoading: { styleOverrides: { root: { '& .RaLoading-message': { color: mode === 'light' ? 'rgba(0, 0, 0, 0.6)' : 'rgba(255, 255, 255, 0.7)' } } } },
      // react-admin keeps the filters and the list's buttons on one row from md up: beside seven buttons the filters
      // got a narrow column (one field per row in English). The filters now take the room the buttons leave, and the
      // buttons go to the right of the next row when both do not fit on one.
      RaListToolbar: {
        styleOverrides: {
          root: ({ theme }) => ({
            [theme.breakpoints.up('sm')]: { flexWrap: 'wrap', '& > form': { flex: '1 1 auto' }, '& > .RaTopToolbar-root': { marginLeft: 'auto' } },
          }),
        },
      },
      // A table wider than a phone made the whole list as wide, its toolbar and filters running off the screen's
      // right edge: the table scrolls inside its card instead. Its wrapper scrolls, not the card, whose overflow
      // react-admin leaves visible: the bulk actions' toolbar slides up out of it, over the list's buttons.
      RaList: {
        styleOverrides: {
          root: { '& .RaList-main': { minWidth: 0 }, '& .RaDatagrid-tableWrapper, & .RaDataTable-tableWrapper': { overflowX: 'auto' } },
        },
      },
      // On a phone react-admin puts a toolbar's buttons in one row that never wraps: they wrap onto more rows instead.
      RaTopToolbar: {
        styleOverrides: {
          root: ({ theme }) => ({ [theme.breakpoints.down('sm')]: { flexWrap: 'wrap', paddingTop: theme.spacing(0.5), paddingBottom: theme.spacing(0.5) } }),
        },
      },
      // MUI rows set `outline: 0`; a list row reached by the keyboard (layout/useKeyboardRows) shows the ring inside its box.
      MuiTableRow: { styleOverrides: { root: { '&:focus-visible': { outline: `2px solid ${focusRing}`, outlineOffset: -2 } } } },
      // The route progress bar (nprogress) in the theme colour, over the navbar (which is over the drawer: Navbar.tsx).
      // Its styles are nprogress.css's (the spinner is off), here rather than imported: a stylesheet the
      // console's code imports is one more request before the console can start.
      MuiCssBaseline: {
        styleOverrides: (theme) => ({
          ':focus-visible': { outline: `2px solid ${focusRing}`, outlineOffset: 2 },
          '#nprogress': { pointerEvents: 'none' },
          '#nprogress .bar': { background: shades[5], position: 'fixed', zIndex: theme.zIndex.drawer + 2, top: 0, left: 0, width: '100%', height: 2 },
          '#nprogress .peg': {
            display: 'block',
            position: 'absolute',
            right: 0,
            width: 100,
            height: '100%',
            boxShadow: `0 0 10px ${shades[5]}, 0 0 5px ${shades[5]}`,
            transform: 'rotate(3deg) translate(0px, -4px)',
          },
        }),
      },
    },
  };
};

export const lightTheme = (color = DEFAULT_THEME_COLOR) => createTheme(shared('light', color));
export const darkTheme = (color = DEFAULT_THEME_COLOR, colorWeak = false) => createTheme(shared('dark', color, colorWeak));
