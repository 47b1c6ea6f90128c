import { Button, Stack, Typography } from '@mui/material';
import ErrorOutline from '@mui/icons-material/ErrorOutline';
import { useTranslate } from 'react-admin';

/** A failed call: what went wrong and a retry. */
export function ErrorState({ error, onRetry, title = 'cardList.error.title' }: { error: Error; onRetry: () => void; title?: string }) {
  const translate = useTranslate();
  return (
    <Stack role="alert" spacing={1} sx={{ alignItems: 'center', textAlign: 'center', py: 3 }}>
      <ErrorOutline color="error" />
      <Typography variant="body2">{translate(title)}</Typography>
      <Typography variant="caption" color="text.secondary">
        {error.message}
      </Typography>
      <Button size="small" variant="outlined" onClick={onRetry}>
        {translate('cardList.error.retry')}
      </Button>
    </Stack>
  );
}
