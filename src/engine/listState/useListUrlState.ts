import { useNavigate } from 'react-admin';
import { useCallback, useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { decodeListState, withListState, type ListState } from './listStateCodec';

type SetListState = (change: Partial<ListState>, opts?: { replace?: boolean }) => void;

/**
 * The list state held in the URL, a setter that merges a change into it (react-admin keeps
 * filter/sort/page there itself; columns and density are ours and ride along), and the query
 * string such a change would give.
 */
export function useListUrlState(): [ListState, SetListState, (change: Partial<ListState>) => string] {
  const { search, pathname } = useLocation();
  const navigate = useNavigate();
  const state = useMemo(() => decodeListState(search), [search]);
  const searchFor = useCallback((change: Partial<ListState>) => withListState(search, { ...decodeListState(search), ...change }), [search]);
  const update = useCallback<SetListState>(
    (change, opts) => navigate({ pathname, search: `?${searchFor(change)}` }, { replace: opts?.replace }),
    [navigate, pathname, searchFor],
  );
  return [state, update, searchFor];
}
