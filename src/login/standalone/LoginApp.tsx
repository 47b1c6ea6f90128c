import { useMemo, useState } from 'react';
import { Alert, CssBaseline, Snackbar, ThemeProvider } from '@mui/material';
import { createAuthProvider } from '../../../authProvider/authProvider';
import { session } from '../../../authProvider/session';
import { createHttpClient } from '../../../dataProvider/http';
import { applyLocale, isLocale, type Locale } from '../../i18n/locales';
import { useThemes } from '../../theme/useThemes';
import { LoginKitContext, type LoginKit, type NotifyType } from '../loginKit';
import { LoginPage } from '../LoginPage';
import type { Tree } from './messageTree';
import { loadLoginMessages, translator } from './messages';

const authProvider = createAuthProvider({
  http: createHttpClient({ baseUrl: import.meta.env.VITE_API_BASE_URL ?? '', timeout: Number(import.meta.env.VITE_API_TIMEOUT ?? 0), getToken: session.token }),
  // Signing in needs no resource rules; the admin loads them after.
  declarations: [],
});

interface Toast {
  message: string;
  type?: NotifyType;
  autoHideDuration?: number;
}

/**
 * The console for a signed-out visitor: only the login page, its messages and MUI, without the
 * admin framework. Signing in goes on to the asked page by a full navigation, which loads the admin.
 */
export function LoginApp({ locale: initialLocale, messages: initialMessages }: { locale: Locale; messages: Tree }) {
  const [{ locale, messages }, setI18n] = useState({ locale: initialLocale, messages: initialMessages });
  const [toast, setToast] = useState<Toast>();
  const theme = useThemes();
  const kit = useMemo<LoginKit>(
    () => ({
      translate: translator(messages),
      locale,
      setLocale: (next) => {
        if (!isLocale(next)) return;
        void loadLoginMessages(next).then((m) => {
          applyLocale(next, true);
          setI18n({ locale: next, messages: m });
        });
      },
      login: async (params, redirectTo) => {
        await authProvider.login(params);
        window.location.assign(redirectTo);
      },
      requestCode: (params) => authProvider.requestCode(params),
      notify: (message, options) => setToast({ message, ...options }),
      search: window.location.search,
    }),
    [locale, messages],
  );
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <LoginKitContext.Provider value={kit}>
        <LoginPage />
      </LoginKitContext.Provider>
      <Snackbar open={!!toast} autoHideDuration={toast?.autoHideDuration ?? 4000} onClose={() => setToast(undefined)}>
        <Alert severity={toast?.type ?? 'info'} variant="filled" onClose={() => setToast(undefined)}>
          {toast && kit.translate(toast.message)}
        </Alert>
      </Snackbar>
    </ThemeProvider>
  );
}
