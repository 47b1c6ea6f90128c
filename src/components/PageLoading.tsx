import { Box, CircularProgress, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/**
 * A page on its way (lazy chunk, access check). react-admin's <Loading> leaves its spinner
 * unnamed and its text in a grey below AA contrast; this one is named and readable.
 */
export function PageLoading() {
  const translate = useTranslate();
  const text = translate('ra.message.loading');
  return (
    <Box role="status" sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1, py: 8 }}>
      <CircularProgress aria-label={text} />
      <Typography variant="body2" color="text.secondary">
        {text}
      </Typography>
    </Box>
  );
}
