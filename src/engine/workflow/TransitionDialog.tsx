import { useId } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { Form, RecordContextProvider, useRecordContext, useTranslate } from 'react-admin';
import type { Transition } from '../../../resources/lib/schema';
import { ConflictAlerts } from '../checks';
import { useDeclaration } from '../DeclarationsContext';
import { fieldInput } from '../fieldInput';
import { transitionLabel } from '../labels';
import { useTransitionForm } from './useTransitionForm';

const EMPTY = {};

/**
 * The fields a transition asks for (a reason to reject), with the declaration's rules and the
 * transition's own `required`; Confirm takes the transition, the server's field errors land on
 * their fields, Cancel (or Escape) leaves the record as it was. The record's conflicts (a purpose
 * its datasets' use conditions exclude) are repeated here, where the decision is taken.
 */
export function TransitionDialog({ transition, onClose }: { transition: Transition; onClose: () => void }) {
  const decl = useDeclaration();
  const translate = useTranslate();
  const titleId = useId();
  const record = useRecordContext();
  const { submit, isPending } = useTransitionForm(transition, onClose);
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      {/* An empty record: the form asks only for the transition's fields, never the record's current ones. */}
      <Form record={EMPTY} onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{translate(transitionLabel(decl.name, transition.name), { _: transition.name })}</DialogTitle>
        <DialogContent>
          {decl.checks && (
            <RecordContextProvider value={record}>
              <ConflictAlerts />
            </RecordContextProvider>
          )}
          {(transition.fields ?? []).flatMap(({ field, required }) => {
            const declared = decl.fields[field];
            return declared ? [fieldInput(decl.name, field, { ...declared, required: !!required })] : [];
          })}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={isPending}>
            {translate('ra.action.confirm')}
          </Button>
        </DialogActions>
      </Form>
    </Dialog>
  );
}
