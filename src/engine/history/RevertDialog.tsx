import { useId } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Stack } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { ApiError, RECORD_CHANGED_CODE } from '../../../dataProvider/errors';
import { useDeclaration } from '../DeclarationsContext';
import { ChangeLine } from './ChangeLine';
import type { Revision, RevisionChange } from './revision';
import { useRevert } from './useRevert';
import type { RevisionText } from './useRevisionText';

interface RevertDialogProps {
  revision: Revision;
  /** What the revert would change (revertPlan.ts): each field as it is now → as it will be. */
  changes: readonly RevisionChange[];
  text: RevisionText;
  onClose: () => void;
}

/**
 * Asks before reverting the record to `revision`, saying what will change; a refusal (a value taken
 * since, a reference gone, someone else's newer change) stays in the dialog in the API's words.
 */
export function RevertDialog({ revision, changes, text, onClose }: RevertDialogProps) {
  const decl = useDeclaration();
  const record = useRecordContext();
  const translate = useTranslate();
  const titleId = useId();
  const revert = useRevert(decl, record!.id);
  const error = revert.error;
  const fieldErrors = Object.entries((error as { body?: { errors?: Record<string, string> } } | null)?.body?.errors ?? {});
  return (
    <Dialog open onClose={revert.isPending ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{translate('mds.engine.history.confirm.title', { time: text.absolute(revision) })}</DialogTitle>
      <DialogContent>
        <DialogContentText>{translate(changes.length > 0 ? 'mds.engine.history.confirm.changes' : 'mds.engine.history.confirm.nothing')}</DialogContentText>
        {changes.length > 0 && (
          <Stack component="ul" spacing={0.5} sx={{ listStyle: 'none', p: 0, mt: 1, mb: 0 }}>
            {changes.map((c) => (
              <ChangeLine key={c.field} change={c} text={text} />
            ))}
          </Stack>
        )}
        {error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {error instanceof ApiError && error.code === RECORD_CHANGED_CODE
              ? translate('mds.engine.history.changedMeanwhile')
              : translate(error.message, { _: error.message })}
            {fieldErrors.map(([field, message]) => (
              <div key={field}>{`${text.label(field)}${translate(message, { _: message })}`}</div>
            ))}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={revert.isPending}>
          {translate('ra.action.cancel')}
        </Button>
        {/* Nothing to change is no revert: the API would write nothing. */}
        <Button variant="contained" onClick={() => revert.mutate(revision, { onSuccess: onClose })} disabled={revert.isPending || changes.length === 0}>
          {translate('mds.engine.history.revert')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
