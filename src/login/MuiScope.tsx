import type { ReactNode } from 'react';
import type { Theme } from '@mui/material/styles';
import { ThemeProvider } from '@mui/system';

/**
 * The console's MUI theme around the MUI parts the login page loads when they are first needed
 * (the language menu, the notification): the page itself draws without MUI (loginStyles). The
 * system's provider, as MUI's own does for a theme without CSS variables.
 */
export function MuiScope({ theme, children }: { theme: Theme; children: ReactNode }) {
  return <ThemeProvider theme={theme}>{children}</ThemeProvider>;
}
