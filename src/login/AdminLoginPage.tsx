import { useMemo } from 'react';
import { useTheme } from '@mui/material/styles';
import { useAuthProvider, useLocaleState, useLogin, useNotify, useTranslate } from 'react-admin';
import { Navigate, useLocation } from 'react-router-dom';
import type { createAuthProvider } from '../../authProvider/authProvider';
import { session } from '../../authProvider/session';
import { DEFAULT_ROUTE_PATH } from '../../domain/routes';
import { safeRedirect } from './safeRedirect';
import { LoginKitContext, type LoginKit } from './loginKit';
import { LoginPage } from './LoginPage';

/** The admin's /login route (e.g. after a lost session): the same login page, on react-admin's hooks. */
export function AdminLoginPage() {
  const translate = useTranslate();
  const login = useLogin();
  const notify = useNotify();
  const authProvider = useAuthProvider();
  const [locale, setLocale] = useLocaleState();
  const { search } = useLocation();
  const theme = useTheme();
  const kit = useMemo<LoginKit>(
    () => ({
      translate,
      login: (params, to) => login(params, to),
      notify,
      locale,
      setLocale,
      search,
      theme,
      requestCode: (params) => (authProvider as ReturnType<typeof createAuthProvider>).requestCode(params),
    }),
    [translate, login, notify, locale, setLocale, search, theme, authProvider],
  );
  // Already signed in (e.g. `/` or a bookmark of /login): straight on.
  if (session.token()) return <Navigate to={safeRedirect(new URLSearchParams(search).get('redirect')) ?? DEFAULT_ROUTE_PATH} replace />;
  return (
    <LoginKitContext.Provider value={kit}>
      <LoginPage />
    </LoginKitContext.Provider>
  );
}
