import type { QueryClient } from '@tanstack/react-query';
import type { AuthProvider } from 'react-admin';

const IDENTITY_KEY = ['auth', 'getIdentity'];
/**
 * The identity counts as fresh this long: the first render, however slow the device, comes within
 * it and does not ask again. A profile change asks again at once (useRefreshProfile invalidates it).
 */
export const IDENTITY_FRESH_MS = 10_000;

/**
 * The router's loader for the first load: asks for the signed-in user's identity (react-admin's
 * useGetIdentity query) while the console's code is still on its way, so the first render has the
 * navbar's user and the workplace's greeting instead of drawing them a render later. It does not
 * wait for the answer, and later navigations ask nothing (react-admin's own query keeps it fresh).
 */
export function createIdentityPrefetch(authProvider: AuthProvider, queryClient: QueryClient) {
  queryClient.setQueryDefaults(IDENTITY_KEY, { staleTime: IDENTITY_FRESH_MS });
  let first = true;
  const loader = (): null => {
    const getIdentity = authProvider.getIdentity;
    if (first && getIdentity) void queryClient.prefetchQuery({ queryKey: IDENTITY_KEY, queryFn: ({ signal }) => getIdentity({ signal }) });
    first = false;
    return null;
  };
  return { loader };
}
