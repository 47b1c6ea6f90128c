import type { QueryClient } from '@tanstack/react-query';
import type { AuthProvider } from 'react-admin';
import { IDENTITY_QUERY_KEY } from '../queryClient';

/**
 * The router's loader for the first load: asks for the signed-in user's identity (react-admin's
 * useGetIdentity query) while the console's code is still on its way, so the first render has the
 * navbar's user and the workplace's greeting instead of drawing them a render later. It does not
 * wait for the answer, and later navigations ask nothing (react-admin's own query keeps it fresh;
 * how long the first answer counts as fresh is the query client's: ASKED_AHEAD_FRESH_MS).
 */
export function createIdentityPrefetch(authProvider: AuthProvider, queryClient: QueryClient) {
  let first = true;
  const loader = (): null => {
    const getIdentity = authProvider.getIdentity;
    if (first && getIdentity) void queryClient.prefetchQuery({ queryKey: IDENTITY_QUERY_KEY, queryFn: ({ signal }) => getIdentity({ signal }) });
    first = false;
    return null;
  };
  return { loader };
}
