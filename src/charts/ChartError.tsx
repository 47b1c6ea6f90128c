import { Button, Stack, Typography } from '@mui/material';
import ErrorOutline from '@mui/icons-material/ErrorOutline';
import Refresh from '@mui/icons-material/Refresh';
import { useTranslate } from 'react-admin';

/** What a chart shows when its figures could not be loaded: why, and a way to try again. */
export function ChartError({ error, onRetry, minHeight }: { error: Error; onRetry: () => void; minHeight?: number }) {
  const translate = useTranslate();
  return (
    <Stack role="alert" spacing={1} sx={{ minHeight, alignItems: 'center', justifyContent: 'center', textAlign: 'center', py: 2 }}>
      <ErrorOutline color="error" />
      <Typography variant="body2">{translate('charts.loadFailed')}</Typography>
      <Typography variant="caption" color="text.secondary">
        {error.message}
      </Typography>
      <Button size="small" variant="outlined" startIcon={<Refresh />} onClick={onRetry}>
        {translate('charts.retry')}
      </Button>
    </Stack>
  );
}
