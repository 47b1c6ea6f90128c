import { useContext } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useEvent } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { sessionLost } from '../../../authProvider';
import { DeclarationsContext } from '../DeclarationsContext';
import { isListCached, listQueryAt, NAVIGATION_WAIT_MS } from './listLoader';

/**
 * Asks ahead for the rows this list would show at another query string (e.g. each choice of a
 * select filter as it opens), so that choosing one changes the page without waiting. Resolves
 * when they are in the cache (or the ask failed, or NAVIGATION_WAIT_MS passed, or the session has
 * ended); `cached` tells whether they already are.
 */
export function usePrefetchList() {
  const decls = useContext(DeclarationsContext);
  const dataProvider = useDataProvider();
  const queryClient = useQueryClient();
  const { pathname } = useLocation();
  const queryAt = (search: string) => listQueryAt(new URL(`${pathname}?${search}`, window.location.origin), decls, dataProvider);
  const prefetch = useEvent((search: string): Promise<void> => {
    const query = queryAt(search);
    // With an ended session an ask ahead only fails, and after "Cancel" in the Confirm logout
    // question it would ask again by itself: only what the user does asks again.
    if (!query || sessionLost.happened) return Promise.resolve();
    return Promise.race([queryClient.prefetchQuery(query), new Promise<void>((resolve) => setTimeout(resolve, NAVIGATION_WAIT_MS))]);
  });
  const cached = useEvent((search: string): boolean => {
    const query = queryAt(search);
    return query !== undefined && isListCached(queryClient, query);
  });
  return { prefetch, cached };
}
