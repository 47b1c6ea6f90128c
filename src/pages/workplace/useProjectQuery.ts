import { useEffect } from 'react';
import { useQuery, useQueryClient, type UseQueryOptions } from '@tanstack/react-query';
import { ApiError } from '../../../dataProvider/errors';
import { useApiError, useHttp } from '../../api';
import { ASKED_AHEAD_FRESH_MS } from '../../queryClient';
import { projectCardPath } from './openingRequests';

/** The project does not exist, or the caller is not one of its members. */
export const isProjectMissing = (e: unknown): boolean => e instanceof ApiError && e.code === 40400;

/**
 * One workplace card's data: GET /api/project/:projectId/<card>. Like useApiQuery (same cache
 * keys), except that a missing project is not reported as an error message: the page shows its
 * own not-found state instead, once rather than once per card.
 */
export function useProjectQuery<T>(projectId: string, card: string, query?: Record<string, string>, options: Partial<UseQueryOptions<T>> = {}) {
  const http = useHttp();
  const onError = useApiError();
  const path = projectCardPath(projectId, card);
  const request = {
    queryKey: ['api', path, 'GET', JSON.stringify(query ?? null), JSON.stringify(null)],
    queryFn: async ({ signal }: { signal: AbortSignal }) => (await http<T>(path, { query, signal })).data,
    // Asked for ahead of the card's mount, which a slow device's render can delay past the answer.
    staleTime: ASKED_AHEAD_FRESH_MS,
  };
  // Asked for as the page renders, not in an effect: effects run after the cards' own (a chart
  // measures its box there), which left the calls milliseconds apart, one after another.
  const client = useQueryClient();
  if (options.enabled !== false && !client.getQueryState(request.queryKey)) void client.prefetchQuery(request);
  const result = useQuery<T>({ ...request, ...options });
  useEffect(() => {
    if (result.error && !isProjectMissing(result.error)) onError(result.error);
  }, [result.error, onError]);
  return result;
}
