import { useId } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { Form, useTranslate } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import type { Transition } from '../../../resources/lib/schema';
import { TransitionFieldInputs } from '../workflow';

const EMPTY = {};

/**
 * Asks once, for every selected record, for the fields the transition declares (a reason to
 * reject), with their rules; says how many records it is about. Confirm sends, Cancel leaves.
 */
export function BulkTransitionDialog({
  transition,
  title,
  count,
  isPending,
  onSubmit,
  onClose,
}: {
  transition: Transition;
  title: string;
  count: number;
  isPending: boolean;
  onSubmit: (values: FieldValues) => unknown;
  onClose: () => void;
}) {
  const translate = useTranslate();
  const titleId = useId();
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <Form record={EMPTY} onSubmit={onSubmit} noValidate>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 1 }}>{translate('mds.engine.workflow.bulk.selected', { smart_count: count })}</DialogContentText>
          <TransitionFieldInputs transition={transition} />
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
