import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RequestOptions } from '../../dataProvider/http';
import { isSessionError } from '../../dataProvider/errors';
import { useApiError } from './useApiError';
import { useHttp } from './HttpContext';

/**
 * A write to the API. Failures are reported (see useApiError); with `silent` only an ended session
 * is (a form that shows `error.body.errors` on its fields itself). On success the cached reads under
 * `invalidates` (path prefixes) are refetched.
 *   const save = useApiMutation<Channel, ChannelInput>('/api/channel-form/submit', { invalidates: ['/api/channels'] });
 *   await save.mutateAsync(values);
 */
export function useApiMutation<T, Body = unknown>(
  path: string,
  { method = 'POST', invalidates = [], silent = false }: { method?: string; invalidates?: string[]; silent?: boolean } = {},
) {
  const http = useHttp();
  const onError = useApiError();
  const queryClient = useQueryClient();
  return useMutation<T, Error, Body>({
    mutationFn: async (body: Body) => (await http<T>(path, { method, body } as RequestOptions)).data,
    // A silent form shows field errors itself, but an ended session is never its business.
    onError: (error) => (!silent || isSessionError(error) ? onError(error) : undefined),
    onSuccess: () =>
      Promise.all(invalidates.map((p) => queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] === 'api' && String(q.queryKey[1]).startsWith(p) }))),
  });
}
