import { useContext } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useEvent } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { DeclarationsContext } from '../DeclarationsContext';
import { listQueryAt } from './listLoader';

/**
 * Asks ahead for the rows this list would show at another query string (e.g. each choice of a
 * select filter as it opens), so that choosing one changes the page without waiting.
 */
export function usePrefetchList(): (search: string) => void {
  const decls = useContext(DeclarationsContext);
  const dataProvider = useDataProvider();
  const queryClient = useQueryClient();
  const { pathname } = useLocation();
  return useEvent((search: string) => {
    const query = listQueryAt(new URL(`${pathname}?${search}`, window.location.origin), decls, dataProvider);
    if (query) void queryClient.prefetchQuery(query);
  });
}
