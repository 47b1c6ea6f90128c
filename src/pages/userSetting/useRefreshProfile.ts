import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { IDENTITY_QUERY_KEY } from '../../queryClient';

/** After the profile changed: the pages' copies and the navbar's identity are read again. */
export function useRefreshProfile() {
  const queryClient = useQueryClient();
  return useCallback(
    () =>
      Promise.all([
        queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] === 'api' && String(q.queryKey[1]).startsWith('/api/user/') }),
        queryClient.invalidateQueries({ queryKey: IDENTITY_QUERY_KEY }),
      ]),
    [queryClient],
  );
}
