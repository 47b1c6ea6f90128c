import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../dataProvider/errors';

/** Only transient failures (no response, 5xx) are worth retrying; an answer like 40000 or 50008 is final. */
export const isTransient = (error: unknown) => !(error instanceof ApiError) || error.status === 0 || error.status >= 500;

/** react-admin's query of the signed-in user (useGetIdentity). */
export const IDENTITY_QUERY_KEY = ['auth', 'getIdentity'];
/**
 * How long an answer asked for ahead of its first render counts as fresh: that render comes within
 * it, however slow the device, and does not ask again; nor does a quick return to the page. Used
 * for the identity (asked for with the first page's code, src/session/identityPrefetch.ts; a profile
 * change asks again at once, useRefreshProfile invalidates it), the workplace's cards (asked for
 * as the page renders, src/pages/workplace/useProjectQuery.ts) and react-admin's auth checks
 * (answered from the session, src/session/authChecksFromSession.ts).
 */
export const ASKED_AHEAD_FRESH_MS = 10_000;

export function createQueryClient() {
  const queryClient = new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failures, error) => failures < 2 && isTransient(error) && !(error instanceof ApiError && error.code !== undefined && error.status < 500),
      },
    },
  });
  queryClient.setQueryDefaults(IDENTITY_QUERY_KEY, { staleTime: ASKED_AHEAD_FRESH_MS });
  return queryClient;
}
