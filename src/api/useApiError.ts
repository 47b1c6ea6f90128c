import { useCallback } from 'react';
import { useLogoutIfAccessDenied, useNotify } from 'react-admin';
import { isSessionError } from '../../dataProvider/errors';

/**
 * What every failed call does (spec §8): a session code goes to the auth provider (one
 * "Confirm logout" modal), anything else shows the error's text for 5 seconds.
 */
export function useApiError() {
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  const notify = useNotify();
  return useCallback(
    (error: unknown) => {
      if (isSessionError(error)) {
        void logoutIfAccessDenied(error);
        return;
      }
      const message = error instanceof Error ? error.message : 'mds.http.error';
      notify(message, { type: 'error', messageArgs: { _: message } });
    },
    [logoutIfAccessDenied, notify],
  );
}
