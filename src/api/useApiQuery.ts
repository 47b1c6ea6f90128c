import { useEffect } from 'react';
import { useQuery, type UseQueryOptions } from '@tanstack/react-query';
import type { RequestOptions } from '../../dataProvider/http';
import { useApiError } from './useApiError';
import { useHttp } from './HttpContext';

/**
 * Reads `path` from the API (envelope decoded) with react-query caching; failures are reported
 * once (see useApiError) and also returned as `error` for the page's own error state.
 *   const { data, isPending, error, refetch } = useApiQuery<Project[]>('/api/user/my-project/list');
 *   const { data } = useApiQuery<Result>('/api/public-opinion-analysis', { method: 'POST', body: { quota: 'visitors' } });
 */
export function useApiQuery<T>(path: string, request: RequestOptions = {}, options: Partial<UseQueryOptions<T>> = {}) {
  const http = useHttp();
  const onError = useApiError();
  const query = useQuery<T>({
    queryKey: ['api', path, request.method ?? 'GET', JSON.stringify(request.query ?? null), JSON.stringify(request.body ?? null)],
    queryFn: async ({ signal }) => (await http<T>(path, { ...request, signal })).data,
    ...options,
  });
  useEffect(() => {
    if (query.error) onError(query.error);
  }, [query.error, onError]);
  return query;
}
