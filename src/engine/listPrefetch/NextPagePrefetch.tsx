import { useEffect } from 'react';
import { useListContext } from 'react-admin';
import { useListUrlState } from '../listState/useListUrlState';
import { usePrefetchList } from './usePrefetchList';

const AFTER_PAINT_MS = 100;

/**
 * Asks for the next page's rows once the list shows its own, so paging forward shows them at
 * once (the answer stays in the cache; an old one is shown and asked for again, as react-admin does).
 */
export function NextPagePrefetch() {
  const { page, perPage, total, isPending } = useListContext();
  const [, , searchFor] = useListUrlState();
  const { prefetch } = usePrefetchList();
  const next = !isPending && total !== undefined && page * perPage < total ? searchFor({ page: page + 1 }) : undefined;
  useEffect(() => {
    if (next === undefined) return;
    // After the rows are painted: the ask is not in the way of the change that showed them.
    const timer = setTimeout(() => void prefetch(next), AFTER_PAINT_MS);
    return () => clearTimeout(timer);
  }, [next, prefetch]);
  return null;
}
