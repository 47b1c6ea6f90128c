import type { ReactNode } from 'react';
import { ThemeProvider, type Breakpoint, type Theme } from '@mui/material/styles';

/** A media query no screen matches. */
const NEVER = '@media (max-width:-1px)';

// react-admin's Button asks `down('sm')` to show only its icon: it is never so in here. Every other
// breakpoint (a dialog's width, the layout's) is the theme's own.
const keepLabels = (outer: Theme): Theme => ({
  ...outer,
  breakpoints: { ...outer.breakpoints, down: (key: Breakpoint | number) => (key === 'sm' ? NEVER : outer.breakpoints.down(key)) },
});

/**
 * Buttons that keep their labels on a phone. react-admin's Button becomes an icon button below
 * `sm`, and the workflow's transition buttons have no icon: on a phone they would show nothing.
 */
export function LabelledButtons({ children }: { children: ReactNode }) {
  return <ThemeProvider theme={keepLabels}>{children}</ThemeProvider>;
}
