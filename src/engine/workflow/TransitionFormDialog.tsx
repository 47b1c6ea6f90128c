import { useId, type ReactNode } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { Form, useTranslate } from 'react-admin';
import type { FieldValues } from 'react-hook-form';

const EMPTY = {};

/**
 * The frame of a form a transition asks for, alone or for several records: its title, its inputs,
 * and Cancel (or Escape) and Confirm. The form starts empty: it asks only for what the transition
 * takes, never the record's current values.
 */
export function TransitionFormDialog({
  title,
  isPending,
  onSubmit,
  onClose,
  children,
}: {
  title: string;
  isPending: boolean;
  onSubmit: (values: FieldValues) => unknown;
  onClose: () => void;
  children: ReactNode;
}) {
  const translate = useTranslate();
  const titleId = useId();
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <Form record={EMPTY} onSubmit={onSubmit} noValidate>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>{children}</DialogContent>
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
