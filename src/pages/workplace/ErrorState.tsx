import { Button, Stack, Typography } from '@mui/material';
import ErrorOutline from '@mui/icons-material/ErrorOutline';
import { useTranslate } from 'react-admin';

/** A failed call: what went wrong and a retry. */
export function ErrorState({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const translate = useTranslate();
  return (
    <Stack role="alert" spacing={1} sx={{ alignItems: 'center', textAlign: 'center', py: 2 }}>
      <ErrorOutline color="error" />
      <Typography variant="body2">{translate('workplace.error.title')}</Typography>
      <Typography variant="caption" color="text.secondary">
        {error.message}
      </Typography>
      <Button size="small" variant="outlined" onClick={onRetry}>
        {translate('workplace.error.retry')}
      </Button>
    </Stack>
  );
}
