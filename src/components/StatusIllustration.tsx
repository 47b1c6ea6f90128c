import type { ReactNode } from 'react';
import { Box } from '@mui/material';
import { alpha } from '@mui/material/styles';

/** A quiet illustration for result and exception pages: the status (a code, an icon) in a soft circle. */
export function StatusIllustration({ label, tone }: { label: ReactNode; tone: 'primary' | 'error' | 'warning' | 'success' }) {
  return (
    <Box
      aria-hidden
      sx={(theme) => ({
        width: 160,
        height: 160,
        mx: 'auto',
        borderRadius: '50%',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        bgcolor: alpha(theme.palette[tone].main, 0.12),
        color: theme.palette[tone].main,
        fontSize: 48,
        fontWeight: 700,
      })}
    >
      {label}
    </Box>
  );
}
