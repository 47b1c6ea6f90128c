import { useNavigate } from 'react-admin';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** `/redirect/<path>` re-enters `<path>` (with its query): used to reload a tab. */
export function RedirectPage() {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  useEffect(() => {
    const target = `/${pathname.replace(/^\/redirect\/?/, '')}${search}`;
    navigate(target.startsWith('//') ? '/' : target, { replace: true });
  }, [navigate, pathname, search]);
  return null;
}
