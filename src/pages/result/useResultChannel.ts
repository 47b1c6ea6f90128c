import { useSearchParams } from 'react-router-dom';
import type { Channel } from '../../../resources/channels';
import { useApiQuery } from '../../api';

/**
 * The channel whose application the success page follows: the one named by `?channel=` (the
 * step form links it), else the latest submitted. `data` is null when none was ever submitted.
 */
export function useResultChannel() {
  const [params] = useSearchParams();
  const id = params.get('channel');
  const one = useApiQuery<Channel>(`/api/channels/${encodeURIComponent(id ?? '')}`, {}, { enabled: id !== null });
  const latest = useApiQuery<{ list: Channel[]; total: number }>(
    '/api/channels',
    { query: { current: 1, pageSize: 1, sort: 'submittedAt', order: 'desc' } },
    { enabled: id === null },
  );
  if (id !== null) return { data: one.data, error: one.error, isFetching: one.isFetching, refetch: one.refetch };
  return { data: latest.data ? (latest.data.list[0] ?? null) : undefined, error: latest.error, isFetching: latest.isFetching, refetch: latest.refetch };
}
