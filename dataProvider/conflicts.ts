/**
 * Writes refused because someone else changed the record first (41200): told to whoever shows that
 * record (its edit or show screen), with what the writer meant and what the record is now, so the
 * user chooses between theirs and a new write of their own changes on top of it.
 */
import type { Identifier, RaRecord } from 'ra-core';
import { ApiError, type RecordChanged } from './errors';
import { VERSION } from './versions';

export type ConflictAction = 'update' | 'delete' | 'transition';

export interface RecordConflict extends RecordChanged {
  resource: string;
  id: Identifier;
  action: ConflictAction;
  /** The values the refused update wrote. */
  mine?: Readonly<Record<string, unknown>>;
  /** The record as the writer was shown it. */
  base?: RaRecord;
}

type Listener = (conflict: RecordConflict) => void;
const listeners = new Set<Listener>();

export const recordConflicts = {
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  emit(conflict: RecordConflict) {
    listeners.forEach((l) => l(conflict));
  },
};

/** Tells who shows the record of a write refused because someone else changed it first, then fails as it did. */
export function tellConflict(resource: string, id: Identifier, action: ConflictAction, mine?: Record<string, unknown>, base?: RaRecord) {
  return (e: unknown): never => {
    // The record as it is now carries its version: a write on top of it is refused in turn if it changes again.
    if (e instanceof ApiError && e.changed)
      recordConflicts.emit({ resource, id, action, mine, base, ...e.changed, current: { ...e.changed.current, [VERSION]: e.changed.etag } });
    throw e;
  };
}
