import { useQueryClient } from '@tanstack/react-query';
import { useDelete, useNotify, useRedirect, useUpdate, type RedirectionSideEffect } from 'react-admin';
import { ApiError } from '../../../dataProvider/errors';
import type { RecordConflict } from '../../../dataProvider/conflicts';
import { useApiError } from '../../api/useApiError';
import { useDeclaration } from '../DeclarationsContext';
import { useWritableOnly } from '../useWritableOnly';
import { mineOnTheirs } from './conflictRows';

/**
 * What the user may do about a refused write: take theirs (the record is read again, and a form on
 * it shows it), or write again on top of theirs (an update's own changes only; a delete as asked),
 * then go where the write would have gone.
 */
export function useConflictChoices(conflict: RecordConflict, close: () => void, redirectTo: RedirectionSideEffect) {
  const decl = useDeclaration();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const redirect = useRedirect();
  const writable = useWritableOnly();
  const report = useApiError();
  // Another conflict opens the dialog again (the record's screen is told of it); any other refusal is said as every call's.
  const failed = (e: unknown) => (e instanceof ApiError && e.changed ? undefined : report(e));
  const [update, updating] = useUpdate();
  const [remove, removing] = useDelete();
  const { resource, id, current } = conflict;
  const done = (message: string) => {
    notify(message, { type: 'info', messageArgs: { smart_count: 1 } });
    close();
    redirect(redirectTo, resource, id);
  };
  return {
    pending: updating.isPending || removing.isPending,
    takeTheirs: async () => {
      close();
      await queryClient.invalidateQueries({ queryKey: [resource] });
    },
    applyMine: () =>
      update(
        resource,
        { id, data: writable(mineOnTheirs(decl, conflict)), previousData: current },
        { mutationMode: 'pessimistic', onSuccess: () => done('ra.notification.updated'), onError: failed },
      ),
    deleteAnyway: () =>
      remove(resource, { id, previousData: current }, { mutationMode: 'pessimistic', onSuccess: () => done('ra.notification.deleted'), onError: failed }),
  };
}
