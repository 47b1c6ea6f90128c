import { Box, Button, Link, Paper, Stack, Typography } from '@mui/material';
import CheckCircle from '@mui/icons-material/CheckCircle';
import { useLocaleState, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { Channel } from '../../../resources/channels';
import { ChannelSummary } from './ChannelSummary';

/** Step 3: the stored channel, a way to follow its progress, and "again" for the next one. */
export function FinishStep({ channel, onAgain }: { channel: Channel; onAgain: () => void }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const time = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(channel.submittedAt));
  return (
    <Stack spacing={3}>
      <Stack spacing={1} sx={{ alignItems: 'center', textAlign: 'center' }} role="status">
        <CheckCircle color="success" sx={{ fontSize: 64 }} />
        <Typography variant="h6" component="h2">
          {translate('stepForm.success.title')}
        </Typography>
        <Typography color="text.secondary">{translate('stepForm.success.subtitle')}</Typography>
        <Typography variant="body2" color="text.secondary">
          {translate('stepForm.stored', { id: channel.id, time })}
        </Typography>
      </Stack>
      <ChannelSummary channel={channel} />
      <Box sx={{ display: 'flex', justifyContent: 'center', gap: 1.5 }}>
        <Button variant="contained" component={RouterLink} to={`/result/success?channel=${channel.id}`}>
          {translate('stepForm.viewProgress')}
        </Button>
        <Button variant="outlined" onClick={onAgain}>
          {translate('stepForm.again')}
        </Button>
      </Box>
      <Paper variant="outlined" sx={{ p: 2, bgcolor: 'action.hover' }}>
        <Typography variant="subtitle2" component="h3" gutterBottom>
          {translate('stepForm.description.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {translate('stepForm.description.text')}{' '}
          <Link component={RouterLink} to="/channels">
            {translate('stepForm.description.list')}
          </Link>
        </Typography>
      </Paper>
    </Stack>
  );
}
