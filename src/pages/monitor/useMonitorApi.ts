import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiError, useApiQuery, useHttp } from '../../api';
import type { MonitorInfo } from '../../../domain/monitor';

const DEFAULT_REFRESH_SECONDS = 15;

export const useMonitorInfo = () => useApiQuery<MonitorInfo>('/api/monitor/info');

/** A live read: refetched every `refreshSeconds` of the monitor's information form. */
export function useLiveQuery<T>(path: string) {
  const info = useMonitorInfo();
  const seconds = info.data?.refreshSeconds ?? DEFAULT_REFRESH_SECONDS;
  return useApiQuery<T>(path, {}, { refetchInterval: seconds * 1000 });
}

interface Call {
  path: string;
  method: string;
  body?: unknown;
}

/**
 * A write of the monitor whose path depends on what is written (`/activity/:id`). Every
 * monitor write can add to the activity feed, so all monitor reads are refetched after it.
 * Failures are reported unless `silent` (a form shows them on its fields).
 */
export function useMonitorMutation<T, V>(call: (vars: V) => Call, { silent = false }: { silent?: boolean } = {}) {
  const http = useHttp();
  const onError = useApiError();
  const queryClient = useQueryClient();
  return useMutation<T, Error, V>({
    mutationFn: async (vars) => {
      const { path, method, body } = call(vars);
      return (await http<T>(path, { method, body })).data;
    },
    onError: silent ? undefined : onError,
    onSuccess: () => queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] === 'api' && String(q.queryKey[1]).startsWith('/api/monitor/') }),
  });
}
