import { useNavigate } from 'react-admin';
import { useCallback, useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { decodeListState, withListState, type ListState } from './listStateCodec';

/**
 * The list state held in the URL, and a setter that merges a change into it (react-admin keeps
 * filter/sort/page there itself; columns and density are ours and ride along).
 */
export function useListUrlState(): [ListState, (change: Partial<ListState>, opts?: { replace?: boolean }) => void] {
  const { search, pathname } = useLocation();
  const navigate = useNavigate();
  const state = useMemo(() => decodeListState(search), [search]);
  const update = useCallback(
    (change: Partial<ListState>, opts?: { replace?: boolean }) => {
      const next = { ...decodeListState(search), ...change };
      navigate({ pathname, search: `?${withListState(search, next)}` }, { replace: opts?.replace });
    },
    [navigate, pathname, search],
  );
  return [state, update];
}
