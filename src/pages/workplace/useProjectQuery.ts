import { useEffect } from 'react';
import { useQuery, type UseQueryOptions } from '@tanstack/react-query';
import { ApiError } from '../../../dataProvider/errors';
import { useApiError, useHttp } from '../../api';

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
  const path = `/api/project/${encodeURIComponent(projectId)}/${card}`;
  const result = useQuery<T>({
    queryKey: ['api', path, 'GET', JSON.stringify(query ?? null), JSON.stringify(null)],
    queryFn: async ({ signal }) => (await http<T>(path, { query, signal })).data,
    ...options,
  });
  useEffect(() => {
    if (result.error && !isProjectMissing(result.error)) onError(result.error);
  }, [result.error, onError]);
  return result;
}
