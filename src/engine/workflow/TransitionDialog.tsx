import { useId } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { Form, useTranslate } from 'react-admin';
import type { Transition } from '../../../resources/lib/schema';
import { useDeclaration } from '../DeclarationsContext';
import { fieldInput } from '../fieldInput';
import { transitionLabel } from '../labels';
import { useTransitionForm } from './useTransitionForm';

const EMPTY = {};

/**
 * The fields a transition asks for (a reason to reject), with the declaration's rules and the
 * transition's own `required`; Confirm takes the transition, the server's field errors land on
 * their fields, Cancel (or Escape) leaves the record as it was.
 */
export function TransitionDialog({ transition, onClose }: { transition: Transition; onClose: () => void }) {
  const decl = useDeclaration();
  const translate = useTranslate();
  const titleId = useId();
  const { submit, isPending } = useTransitionForm(transition, onClose);
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      {/* An empty record: the form asks only for the transition's fields, never the record's current ones. */}
      <Form record={EMPTY} onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{translate(transitionLabel(decl.name, transition.name), { _: transition.name })}</DialogTitle>
        <DialogContent>
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
