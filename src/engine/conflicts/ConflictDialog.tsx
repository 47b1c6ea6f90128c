import { useId } from 'react';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useTranslate, type RedirectionSideEffect } from 'react-admin';
import type { RecordConflict } from '../../../dataProvider/conflicts';
import { useRole } from '../../appSettings/useRole';
import { useDeclaration } from '../DeclarationsContext';
import { changeLabel, FieldValue, useRevisionText } from '../history';
import { conflictRows } from './conflictRows';
import { useConflictChoices } from './useConflictChoices';

interface ConflictDialogProps {
  conflict: RecordConflict;
  onClose: () => void;
  /** Where a write made again goes on success (where the refused one would have gone). */
  redirectTo: RedirectionSideEffect;
}

/**
 * Someone else changed the record before this write: who and when, the fields that differ (theirs
 * and mine), and the choice between theirs and mine written again on top of theirs. Never an
 * overwrite unasked: a write made again is refused in turn if the record changes once more.
 */
export function ConflictDialog({ conflict, onClose, redirectTo }: ConflictDialogProps) {
  const decl = useDeclaration();
  const role = useRole();
  const translate = useTranslate();
  const text = useRevisionText();
  const titleId = useId();
  const choices = useConflictChoices(conflict, onClose, redirectTo);
  const rows = conflictRows(decl, role, conflict);
  const { action, changedBy, changedAt } = conflict;
  const when = changedAt ? { time: text.absolute({ at: changedAt }), ago: text.relative({ at: changedAt }) } : undefined;
  const who = !when
    ? translate('mds.engine.conflict.meanwhile')
    : changedBy
      ? translate('mds.engine.conflict.by', { name: changedBy.name, ...when })
      : translate('mds.engine.conflict.at', when);
  const key = (k: string) => `mds.engine.conflict.${action}.${k}`;
  return (
    <Dialog open onClose={choices.pending ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="md">
      <DialogTitle id={titleId}>{translate(key('title'))}</DialogTitle>
      <DialogContent>
        <DialogContentText>{who}</DialogContentText>
        <DialogContentText sx={{ mt: 1 }}>{translate(rows.length > 0 ? key('rows') : 'mds.engine.conflict.noRows')}</DialogContentText>
        {rows.length > 0 && (
          <Box sx={{ overflowX: 'auto', mt: 1 }}>
            <Table size="small">
              <TableHead>
                <TableRow>
                  <TableCell>{translate('mds.engine.conflict.field')}</TableCell>
                  <TableCell>{translate('mds.engine.conflict.theirs')}</TableCell>
                  <TableCell>{translate(key('other'))}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((r) => (
                  <TableRow key={r.field}>
                    <TableCell component="th" scope="row">
                      {changeLabel(translate, decl.name, r.field)}
                    </TableCell>
                    <TableCell sx={{ overflowWrap: 'anywhere' }}>
                      <FieldValue field={r.field} value={r.theirs} text={text} />
                    </TableCell>
                    <TableCell sx={{ overflowWrap: 'anywhere' }}>
                      <FieldValue field={r.field} value={r.other} text={text} />
                      {action === 'update' && !r.mine && (
                        <Typography variant="caption" color="text.secondary" component="div">
                          {translate('mds.engine.conflict.notYours')}
                        </Typography>
                      )}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
        )}
        {action === 'update' && (
          <DialogContentText variant="body2" sx={{ mt: 2 }}>
            {translate('mds.engine.conflict.update.hint')}
          </DialogContentText>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={() => void choices.takeTheirs()} disabled={choices.pending}>
          {translate(key('theirs'))}
        </Button>
        {action === 'update' && (
          <Button variant="contained" onClick={choices.applyMine} disabled={choices.pending}>
            {translate('mds.engine.conflict.update.mine')}
          </Button>
        )}
        {action === 'delete' && (
          <Button variant="contained" color="error" onClick={choices.deleteAnyway} disabled={choices.pending}>
            {translate('mds.engine.conflict.delete.mine')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
