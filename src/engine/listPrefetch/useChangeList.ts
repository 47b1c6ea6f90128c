import { useRef } from 'react';
import { useEvent } from 'react-admin';
import type { ListState } from '../listState/listStateCodec';
import { useListUrlState } from '../listState/useListUrlState';
import { usePrefetchList } from './usePrefetchList';

/**
 * Applies a change to the list's URL once its rows are in: at once when they are cached (one
 * render, in the input's own), else when they arrive. The router then has nothing to load, so
 * the page does not render a loading state first. Of quick changes, the last one wins.
 */
export function useChangeList(): (change: Partial<ListState>) => void {
  const [, setUrlState, searchFor] = useListUrlState();
  const { prefetch, cached } = usePrefetchList();
  const latest = useRef(0);
  // Reads the URL as it is when the rows arrive, not as it was at the input.
  const apply = useEvent((change: Partial<ListState>) => setUrlState(change));
  return useEvent((change: Partial<ListState>) => {
    const id = ++latest.current;
    const search = searchFor(change);
    if (cached(search)) return apply(change);
    void prefetch(search).then(() => {
      if (id === latest.current) apply(change);
    });
  });
}
