import { useId } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, List, ListItem, ListItemText } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { BulkRefused } from './useBulkTransition';

/** Which of the selected records a bulk transition left as they were, each with the reason. */
export function BulkRefusalsDialog({ transition, refused, onClose }: { transition: string; refused: readonly BulkRefused[]; onClose: () => void }) {
  const translate = useTranslate();
  const titleId = useId();
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{translate('mds.engine.workflow.bulk.refusedTitle', { transition, smart_count: refused.length })}</DialogTitle>
      <DialogContent>
        <List dense disablePadding>
          {refused.map((r) => (
            <ListItem key={String(r.id)} disableGutters divider>
              <ListItemText primary={r.record} secondary={r.reason} />
            </ListItem>
          ))}
        </List>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          {translate('ra.action.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
