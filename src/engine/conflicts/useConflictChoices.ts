import { useQueryClient } from '@tanstack/react-query';
import { useDelete, useNotify, useRedirect, useUpdate, type RedirectionSideEffect } from 'react-admin';
import { ApiError } from '../../../dataProvider/errors';
import type { RecordConflict } from '../../../dataProvider/conflicts';
import { useDeclaration } from '../DeclarationsContext';
import { useWritableOnly } from '../useWritableOnly';
import { mineOnTheirs } from './conflictRows';

/** A refusal other than another conflict (which opens the dialog again) is said as any write's. */
function useNotifyFailure() {
  const notify = useNotify();
  return (e: unknown) => {
    if (e instanceof ApiError && e.changed) return;
    const message = e instanceof Error ? e.message : 'ra.notification.http_error';
    notify(message, { type: 'error', messageArgs: { _: message } });
  };
}

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
  const failed = useNotifyFailure();
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
