/**
 * What the login screens need from their surroundings, as one context: translation, the locale,
 * signing in, notifications, the query string and the theme. The admin provides it from react-admin
 * (AdminLoginPage); the small standalone login app (standalone/) provides it without loading the
 * admin framework, so the login page stays light. Login components use only these hooks.
 */
import { createContext, useContext } from 'react';
import type { Theme } from '@mui/material/styles';

export type NotifyType = 'success' | 'error' | 'info' | 'warning';

export interface LoginKit {
  translate: (key: string, options?: Record<string, unknown>) => string;
  locale: string;
  setLocale: (locale: string) => void;
  /** Signs in with the auth provider's `login` parameters, then goes on to `redirectTo`; throws the API's error. */
  login: (params: Record<string, unknown>, redirectTo: string) => Promise<void>;
  notify: (message: string, options?: { type?: NotifyType; autoHideDuration?: number }) => void;
  /** Phone sign-in's first step: asks the API to send an SMS code (throws the API's error, e.g. 42900). */
  requestCode: (params: { phoneNum: string; invitationCode?: string }) => Promise<{ retryAfter: number }>;
  /** The current location's query string (it carries `redirect`). */
  search: string;
  /** The console's MUI theme (mode, theme colour): the login page's styles are written from it. */
  theme: Theme;
}

export const LoginKitContext = createContext<LoginKit | null>(null);

export function useLoginKit(): LoginKit {
  const kit = useContext(LoginKitContext);
  if (!kit) throw new Error('Login components need a LoginKitContext (AdminLoginPage or the standalone login app)');
  return kit;
}

export const useTranslate = () => useLoginKit().translate;
export const useNotify = () => useLoginKit().notify;
export const useLogin = () => useLoginKit().login;
