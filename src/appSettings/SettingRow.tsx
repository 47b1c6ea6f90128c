import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';

/** One setting: label on the left, control on the right. */
export function SettingRow({ label, htmlFor, children }: { label: string; htmlFor?: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', minHeight: 40, gap: 2 }}>
      <Typography component={htmlFor ? 'label' : 'span'} htmlFor={htmlFor} sx={{ fontSize: 14 }}>
        {label}
      </Typography>
      {children}
    </Box>
  );
}
