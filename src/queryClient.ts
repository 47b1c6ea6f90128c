import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../dataProvider/errors';

/** Only transient failures (no response, 5xx) are worth retrying; an answer like 40000 or 50008 is final. */
export const isTransient = (error: unknown) => !(error instanceof ApiError) || error.status === 0 || error.status >= 500;

/** react-admin's query of the signed-in user (useGetIdentity). */
export const IDENTITY_QUERY_KEY = ['auth', 'getIdentity'];
/**
 * The identity counts as fresh this long: asked for with the first page's code
 * (src/session/identityPrefetch.ts), the first render comes within it, however slow the device,
 * and does not ask again. A profile change asks again at once (useRefreshProfile invalidates it).
 */
export const IDENTITY_FRESH_MS = 10_000;

export function createQueryClient() {
  const queryClient = new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failures, error) => failures < 2 && isTransient(error) && !(error instanceof ApiError && error.code !== undefined && error.status < 500),
      },
    },
  });
  queryClient.setQueryDefaults(IDENTITY_QUERY_KEY, { staleTime: IDENTITY_FRESH_MS });
  return queryClient;
}
