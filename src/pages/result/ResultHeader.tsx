import type { ReactNode } from 'react';
import { Box, Stack, Typography } from '@mui/material';
import CheckCircle from '@mui/icons-material/CheckCircle';
import Cancel from '@mui/icons-material/Cancel';

/** The result's icon, title and subtitle, an optional line of detail, and its actions. */
export function ResultHeader({
  status,
  title,
  subtitle,
  detail,
  actions,
}: {
  status: 'success' | 'error';
  title: string;
  subtitle: string;
  detail?: ReactNode;
  actions: ReactNode;
}) {
  const Icon = status === 'success' ? CheckCircle : Cancel;
  return (
    <Stack spacing={1.5} sx={{ alignItems: 'center', textAlign: 'center', py: 3 }}>
      <Icon color={status} sx={{ fontSize: 72 }} aria-hidden />
      <Typography variant="h5" component="h1">
        {title}
      </Typography>
      <Typography color="text.secondary">{subtitle}</Typography>
      {detail}
      <Box className="mds-no-print" sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: 1.5, pt: 1 }}>
        {actions}
      </Box>
    </Stack>
  );
}
