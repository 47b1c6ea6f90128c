import type { ReactNode } from 'react';
import { Avatar, Box, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { useFormat } from '../../hooks/useFormat';

/** One overview figure behind a round icon in its series colour. */
export function OverviewStatistic({ icon, label, value, color }: { icon: ReactNode; label: string; value: number; color: string }) {
  const format = useFormat();
  return (
    <Box component="figure" aria-label={label} sx={{ m: 0, display: 'flex', alignItems: 'center', gap: 1.5 }}>
      <Avatar sx={{ bgcolor: alpha(color, 0.15), color, width: 48, height: 48 }}>{icon}</Avatar>
      <Box component="figcaption">
        <Typography variant="caption" color="text.secondary">
          {label}
        </Typography>
        <Typography variant="h6" sx={{ fontWeight: 600, lineHeight: 1.2 }} data-testid="overview-count">
          {format.number(value)}
        </Typography>
      </Box>
    </Box>
  );
}
