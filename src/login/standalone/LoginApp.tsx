import { Suspense, useMemo, useState } from 'react';
import { createAuthProvider } from '../../../authProvider/authProvider';
import { lazyPart } from '../../components/lazyPart';
import { session } from '../../../authProvider/session';
import { createHttpClient } from '../../../dataProvider/http';
import { applyLocale, isLocale, type Locale } from '../../i18n/locales';
import { useThemes } from '../../theme/useThemes';
import { LoginKitContext, type LoginKit } from '../loginKit';
import { LoginPage } from '../LoginPage';
import type { Toast } from './LoginToast';
import type { Tree } from '../../i18n/messageTree';
import { loadLoginMessages, translator } from './messages';

const authProvider = createAuthProvider({
  http: createHttpClient({ baseUrl: import.meta.env.VITE_API_BASE_URL ?? '', timeout: Number(import.meta.env.VITE_API_TIMEOUT ?? 0), getToken: session.token }),
  // Signing in needs no resource rules; the admin loads them after.
  declarations: [],
});

// Snackbar and its transitions are fetched with the first notification, not with the page.
const { Part: LoginToast } = lazyPart(() => import('./LoginToast').then((m) => m.LoginToast));

/**
 * The console for a signed-out visitor: only the login page and its messages, without the admin
 * framework (and without MUI's components until a menu or a notification needs them). Signing in
 * goes on to the asked page by a full navigation, which loads the admin.
 */
export function LoginApp({ locale: initialLocale, messages: initialMessages }: { locale: Locale; messages: Tree }) {
  const [{ locale, messages }, setI18n] = useState({ locale: initialLocale, messages: initialMessages });
  const [toast, setToast] = useState<Toast>();
  // Mounted from the first notification on, so that the next ones slide in and out.
  const [toasted, setToasted] = useState(false);
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
      notify: (message, options) => {
        setToasted(true);
        setToast({ message, ...options });
      },
      search: window.location.search,
      theme,
    }),
    [locale, messages, theme],
  );
  return (
    <LoginKitContext.Provider value={kit}>
      <LoginPage />
      {toasted && (
        <Suspense fallback={null}>
          <LoginToast theme={theme} toast={toast} text={toast ? kit.translate(toast.message) : ''} onClose={() => setToast(undefined)} />
        </Suspense>
      )}
    </LoginKitContext.Provider>
  );
}
