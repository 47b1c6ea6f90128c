import { Box, Button, Card, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { StatusIllustration } from '../../components';
import { useGoBack } from '../../hooks/useGoBack';
import { addChunkMessages } from '../../i18n/chunkMessages';
import en from './locale/en-US.chunk';
import zh from './locale/zh-CN.chunk';

// The page's texts come with its chunk, not with every page's catalogue (i18n/chunkMessages.ts).
addChunkMessages({ 'en-US': en, 'zh-CN': zh });

export type ExceptionStatus = 403 | 404 | 500;

/** docs/product.md §2 exception pages: 403 (back), 404 (retry and back), 500 (back). */
export function ExceptionPage({ status }: { status: ExceptionStatus }) {
  const translate = useTranslate();
  const goBack = useGoBack();
  return (
    <Card sx={{ py: 8, px: 2 }}>
      <Stack spacing={3} sx={{ alignItems: 'center', textAlign: 'center' }}>
        <StatusIllustration label={String(status)} tone={status === 500 ? 'error' : status === 403 ? 'warning' : 'primary'} />
        <Typography variant="h6" component="h1">
          {translate(`exception.${status}`)}
        </Typography>
        <Box sx={{ display: 'flex', gap: 1.5 }}>
          {status === 404 && (
            <Button variant="outlined" onClick={() => window.location.reload()}>
              {translate('exception.retry')}
            </Button>
          )}
          <Button variant="contained" onClick={goBack}>
            {translate('exception.back')}
          </Button>
        </Box>
      </Stack>
    </Card>
  );
}
