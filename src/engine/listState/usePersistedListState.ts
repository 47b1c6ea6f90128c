import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { useNavigate, useStore } from 'react-admin';
import type { ResourceDecl } from '../../../resources/lib/schema';
import { decodeListState, encodeListState, hasListState, pickPersisted, withListState, type ListState } from './listStateCodec';

/**
 * What the declaration's `persist` names outlives the URL: kept in the console's store whenever
 * the list's URL changes, and put back when the list is opened again with a bare URL. With no
 * `persist`, nothing is kept: the URL is the whole state.
 */
export function usePersistedListState(decl: ResourceDecl) {
  const keys = decl.persist ?? [];
  const { search, pathname } = useLocation();
  const navigate = useNavigate();
  const [saved, setSaved] = useStore<ListState>(`mds.listState.${decl.name}`, {});
  const restored = useRef(false);
  useEffect(() => {
    if (keys.length === 0) return;
    if (!restored.current) {
      restored.current = true;
      const params = new URLSearchParams(search);
      if (!hasListState(search) && !params.has('view') && encodeListState(saved)) {
        navigate({ pathname, search: `?${withListState(search, pickPersisted(saved, keys))}` }, { replace: true });
        return;
      }
    }
    const next = pickPersisted(decodeListState(search), keys);
    if (encodeListState(next) !== encodeListState(saved)) setSaved(next);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs per URL change only
  }, [search]);
}
