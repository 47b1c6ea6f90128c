import { useTheme } from '@mui/material/styles';

/** Series colours and chrome for recharts, from the MUI theme (light/dark, theme colour). */
export function useChartColors() {
  const theme = useTheme();
  const dark = theme.palette.mode === 'dark';
  return {
    series: [theme.palette.primary.main, '#14C9C9', '#F7BA1E', '#722ED1', '#F53F3F', '#00B42A', '#3491FA', '#FF7D00'],
    primary: theme.palette.primary.main,
    grid: dark ? 'rgba(255,255,255,0.12)' : '#E5E6EB',
    axis: theme.palette.text.secondary,
    text: theme.palette.text.primary,
    tooltip: { background: theme.palette.background.paper, border: theme.palette.divider, color: theme.palette.text.primary },
    dark,
  };
}
