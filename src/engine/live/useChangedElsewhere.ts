import { useContext, useState } from 'react';
import type { Identifier } from 'react-admin';
import type { LiveEvent } from '../../../domain/events';
import type { ResourceDecl } from '../../../resources/lib/schema';
import { HttpContext } from '../../api/HttpContext';
import { revisionsPath, type RevisionPage } from '../history/revision';
import { useLiveEvents } from './useLiveEvents';
import { useReaderId } from './useReaderId';

export interface ChangeElsewhere {
  event: LiveEvent;
  /** The fields it changed, once its revision is read (none known for a record without history). */
  fields?: string[];
}

const CHANGES = new Set<LiveEvent['action']>(['update', 'transition', 'revert', 'delete']);

/**
 * The last change someone else (or the system) made to the record open in this form, as the live
 * stream tells it at once, with the fields it changed (its revision); `dismiss` forgets it.
 */
export function useChangedElsewhere(decl: ResourceDecl, id: Identifier | undefined) {
  const http = useContext(HttpContext);
  const me = useReaderId();
  const [change, setChange] = useState<ChangeElsewhere>();
  useLiveEvents((m) => {
    if (m.kind !== 'event' || id === undefined) return;
    const { event } = m;
    if (event.resource !== decl.name || String(event.id) !== String(id) || !CHANGES.has(event.action)) return;
    // The reader's own change (or one that cannot be told from it yet: who they are is still being read) is on screen already.
    if (me === undefined || (event.actor && String(event.actor.id) === String(me))) return;
    setChange({ event });
    if (!http || event.revision === null || event.action === 'delete') return;
    void http<RevisionPage>(revisionsPath(decl, id), { query: { page: 1, perPage: 5 } }).then(
      ({ data }) => {
        const revision = data.list.find((r) => r.id === event.revision);
        if (revision) setChange((c) => (c?.event === event ? { event, fields: revision.changes.map((x) => x.field) } : c));
      },
      () => undefined,
    );
  });
  return { change, dismiss: () => setChange(undefined) };
}
