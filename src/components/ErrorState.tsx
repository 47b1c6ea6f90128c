import { Button, Stack, Typography } from '@mui/material';
import ErrorOutline from '@mui/icons-material/ErrorOutlined';
import Refresh from '@mui/icons-material/Refresh';
import { useTranslate } from 'react-admin';

interface ErrorStateProps {
  error: Error;
  onRetry: () => void;
  /** Message key of what could not be loaded, in the page's own words. */
  title?: string;
  /** Keep the space of what failed (a chart's height). */
  minHeight?: number;
}

/** A failed call: what went wrong, the server's reason, and a retry. */
export function ErrorState({ error, onRetry, title = 'mds.query.loadFailed', minHeight }: ErrorStateProps) {
  const translate = useTranslate();
  return (
    <Stack role="alert" spacing={1} sx={{ minHeight, alignItems: 'center', justifyContent: 'center', textAlign: 'center', py: 2 }}>
      <ErrorOutline color="error" />
      <Typography variant="body2">{translate(title)}</Typography>
      <Typography variant="caption" color="text.secondary">
        {translate(error.message, { _: error.message })}
      </Typography>
      <Button size="small" variant="outlined" startIcon={<Refresh />} onClick={onRetry}>
        {translate('mds.query.retry')}
      </Button>
    </Stack>
  );
}
