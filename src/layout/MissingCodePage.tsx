import { Button, Card, Stack, Typography } from '@mui/material';
import CloudOff from '@mui/icons-material/CloudOff';
import Refresh from '@mui/icons-material/Refresh';
import { useTranslate } from 'react-admin';
import { StatusIllustration } from '../components';

/**
 * Shown for a page whose code did not download: a new version was deployed and the old one's
 * chunks are gone, or the network dropped. The browser keeps a failed import failed until the page
 * is loaded again, so the way out is a reload, at the same address. Not reloaded by itself: the
 * console asks for code ahead when the pointer comes near a link, and a reload for that would come
 * under the reader's pointer. Laid out as the exception pages are.
 */
export function MissingCodePage() {
  const translate = useTranslate();
  return (
    <Card role="alert" sx={{ py: 8, px: 2 }}>
      <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center' }}>
        <StatusIllustration label={<CloudOff fontSize="inherit" />} tone="warning" />
        <Typography variant="h6" component="h1">
          {translate('layout.missingCode.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ maxWidth: 480 }}>
          {translate('layout.missingCode.text')}
        </Typography>
        <Button variant="contained" startIcon={<Refresh />} onClick={() => window.location.reload()}>
          {translate('layout.missingCode.reload')}
        </Button>
      </Stack>
    </Card>
  );
}
