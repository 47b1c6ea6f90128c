import { DialogContentText } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import type { Transition } from '../../../resources/lib/schema';
import { TransitionFieldInputs, TransitionFormDialog } from '../workflow';

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
  return (
    <TransitionFormDialog title={title} isPending={isPending} onSubmit={onSubmit} onClose={onClose}>
      <DialogContentText sx={{ mb: 1 }}>{translate('mds.engine.workflow.bulk.selected', { smart_count: count })}</DialogContentText>
      <TransitionFieldInputs transition={transition} />
    </TransitionFormDialog>
  );
}
