import { Box, Button, ListItem, Stack, Typography } from '@mui/material';
import Restore from '@mui/icons-material/Restore';
import { useTranslate } from 'react-admin';
import { ChangeLine } from './ChangeLine';
import type { Revision } from './revision';
import type { RevisionText } from './useRevisionText';

/**
 * One revision: when (how long ago, and the date and time), what was done and by whom, each field's
 * change; and, where it may be reverted to, its Revert button.
 */
export function RevisionItem({ revision, text, onRevert }: { revision: Revision; text: RevisionText; onRevert?: () => void }) {
  const translate = useTranslate();
  const absolute = text.absolute(revision);
  return (
    <ListItem component="li" disableGutters divider sx={{ display: 'block', py: 1 }}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'flex-start', gap: 1 }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="caption" color="text.secondary" component="p">
            <time dateTime={revision.at} title={absolute}>
              {text.relative(revision)}
            </time>
            {` · ${absolute}`}
          </Typography>
          <Typography variant="body2" component="p">
            <Box component="span" sx={{ fontWeight: 600 }}>
              {text.action(revision)}
            </Box>
            {` · ${text.by(revision)}`}
          </Typography>
        </Box>
        {onRevert && (
          <Button
            size="small"
            startIcon={<Restore />}
            onClick={onRevert}
            aria-label={translate('mds.engine.history.revertTo', { time: absolute })}
            sx={{ flex: 'none' }}
          >
            {translate('mds.engine.history.revert')}
          </Button>
        )}
      </Stack>
      {revision.changes.length > 0 && (
        <Stack component="ul" spacing={0.5} sx={{ listStyle: 'none', p: 0, m: 0, mt: 0.5 }}>
          {revision.changes.map((c) => (
            <ChangeLine key={c.field} change={c} text={text} created={revision.action === 'create'} />
          ))}
        </Stack>
      )}
    </ListItem>
  );
}
