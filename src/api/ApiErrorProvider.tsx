import { createContext, useCallback, type ReactNode } from 'react';
import { useLogoutIfAccessDenied, useNotify } from 'react-admin';
import { isSessionError } from '../../dataProvider/errors';

export type ReportApiError = (error: unknown) => void;

export const ApiErrorContext = createContext<ReportApiError | null>(null);

/**
 * What every failed call does (docs/product.md §8): a session code goes to the auth provider (one
 * "Confirm logout" modal), anything else shows the error's text for 5 seconds.
 */
function useReportApiError(): ReportApiError {
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

/**
 * The failure report, made once for the pages below (the layout): react-admin's logout hook reads
 * the location, so every card that calls the API would otherwise render again on each navigation,
 * a list's page and sort changes included.
 */
export function ApiErrorProvider({ children }: { children: ReactNode }) {
  return <ApiErrorContext.Provider value={useReportApiError()}>{children}</ApiErrorContext.Provider>;
}
