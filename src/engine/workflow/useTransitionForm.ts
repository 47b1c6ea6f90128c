import type { FieldValues } from 'react-hook-form';
import { ApiError } from '../../../dataProvider/errors';
import { refusalOf } from '../../../dataProvider/workflow';
import type { Transition } from '../../../resources/lib/schema';
import { askedByRefusal, givenValues, type ExtraAsk } from './guardAsks';
import { useRefusalText } from './useRefusalText';
import { useTakeTransition } from './useTakeTransition';

/**
 * The submit of a transition's dialog: sends the declared fields and the asked extra ones that were
 * filled in, and closes on success. On a refusal answers the errors of the fields on the dialog
 * (the refusal's own field says why in the reader's language), which the form puts on them; a
 * refusal naming an extra field the dialog does not show yet (the data changed) calls `onAsk`.
 */
export function useTransitionForm(transition: Transition, asks: readonly ExtraAsk[], onClose: () => void, onAsk: (name: string) => void) {
  const take = useTakeTransition();
  const refusals = useRefusalText();
  const submit = async (values: FieldValues) => {
    const names = [...(transition.fields ?? []).map(({ field }) => field), ...asks.map((a) => a.name)];
    const fields = givenValues(values, names);
    try {
      await take.mutateAsync({ transition, fields });
      onClose();
    } catch (e) {
      // The reason is already shown (useTakeTransition); the per-field ones go on the fields shown.
      const refusal = refusalOf(e);
      const ask = askedByRefusal(transition, refusal);
      if (ask && !names.includes(ask)) onAsk(ask);
      const errors: Record<string, string> = e instanceof ApiError ? { ...e.body?.errors } : {};
      if (refusal?.field) errors[refusal.field] = refusals.ofError(e, transition);
      const onFields = Object.entries(errors).filter(([name]) => names.includes(name));
      return onFields.length ? Object.fromEntries(onFields) : undefined;
    }
  };
  return { submit, isPending: take.isPending };
}
