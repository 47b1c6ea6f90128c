import { useCallback, useState } from 'react';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useDataProvider, type GetListResult, type Identifier, type RaRecord } from 'react-admin';
import type { LiveEvent } from '../../../domain/events';
import { useLiveEvents } from './useLiveEvents';
import { useReaderId } from './useReaderId';

/** Changes that keep a record where it is: its row is read again and redrawn in place. */
const IN_PLACE = new Set<LiveEvent['action']>(['update', 'transition', 'revert']);
/** Changes that add or take away rows: the list waits for the reader to ask (its rows would jump under the pointer). */
const ROWS = new Set<LiveEvent['action']>(['create', 'delete', 'restore']);

const isListOf = (resource: string) => (key: QueryKey) => key[0] === resource && key[1] === 'getList';

/**
 * A generated list kept in step with changes made elsewhere (the live stream): a shown record
 * that changed is read again and its row redrawn in place, selection and scroll untouched; records
 * added or removed by others are counted, and `refresh` reads the list again. A `reset` (the stream
 * was away too long) counts as a change.
 */
export function useLiveList(resource: string) {
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider();
  const me = useReaderId();
  const [changes, setChanges] = useState(0);
  const shown = (id: Identifier) =>
    queryClient
      .getQueriesData<GetListResult>({ predicate: (q) => isListOf(resource)(q.queryKey) })
      .some(([, page]) => page?.data.some((r) => String(r.id) === String(id)));
  const redraw = async (id: Identifier) => {
    const { data } = await dataProvider.getMany<RaRecord>(resource, { ids: [id] });
    const fresh = data[0];
    queryClient.setQueriesData<GetListResult>({ predicate: (q) => isListOf(resource)(q.queryKey) }, (page) =>
      page && fresh ? { ...page, data: page.data.map((r) => (String(r.id) === String(id) ? fresh : r)) } : page,
    );
  };
  useLiveEvents((m) => {
    if (m.kind === 'reset') return setChanges((n) => n + 1);
    const e = m.event;
    if (e.resource !== resource) return;
    if (IN_PLACE.has(e.action) && shown(e.id)) void redraw(e.id).catch(() => undefined);
    // The reader's own additions and removals are on screen already (and who they are is known by the time anyone could make one).
    else if (ROWS.has(e.action) && me !== undefined && String(e.actor?.id) !== String(me)) setChanges((n) => n + 1);
  });
  const refresh = useCallback(() => {
    setChanges(0);
    void queryClient.invalidateQueries({ predicate: (q) => isListOf(resource)(q.queryKey) });
  }, [queryClient, resource]);
  return { changes, refresh };
}
