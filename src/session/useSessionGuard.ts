import { useGetIdentity, useLogoutIfAccessDenied } from 'react-admin';

/** docs/product.md §8: a failed user-info call logs out to login with a redirect query. */
export function useSessionGuard() {
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  useGetIdentity({ onError: (error: Error) => void logoutIfAccessDenied(error) });
}
