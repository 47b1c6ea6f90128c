import type { FieldValues } from 'react-hook-form';
import type { Transition } from '../../../resources/lib/schema';
import { ApiError } from '../../../dataProvider/errors';
import { useTakeTransition } from './useTakeTransition';

/**
 * The submit of a transition's dialog: sends the declared fields that were filled in and closes
 * on success; on a refusal answers the server's field errors, which the form puts on its fields.
 */
export function useTransitionForm(transition: Transition, onClose: () => void) {
  const take = useTakeTransition();
  const submit = async (values: FieldValues) => {
    const fields = Object.fromEntries(
      (transition.fields ?? []).flatMap(({ field }) =>
        values[field] === undefined || values[field] === null || values[field] === '' ? [] : [[field, values[field]]],
      ),
    );
    try {
      await take.mutateAsync({ transition, fields });
      onClose();
    } catch (e) {
      // The message is already shown (useTakeTransition); the per-field ones go on their fields.
      return e instanceof ApiError ? e.body?.errors : undefined;
    }
  };
  return { submit, isPending: take.isPending };
}
