/** The console's providers, wired to the API at VITE_API_BASE_URL (same origin by default). */
import type { ResourceDecl } from '../resources/lib/schema';
import { createAuthProvider, session } from '../authProvider';
import { createDataProvider, createHttpClient, takeEarlyAnswer } from '../dataProvider';
import { createI18nProvider } from './i18n';
import { createQueryClient } from './queryClient';
import { answerAuthChecksFromSession } from './session/authChecksFromSession';
import { createStore } from './store';
import { endpointsOf } from './registry/declarations';

export function createProviders(decls: readonly ResourceDecl[]) {
  const http = createHttpClient({
    baseUrl: import.meta.env.VITE_API_BASE_URL ?? '',
    timeout: Number(import.meta.env.VITE_API_TIMEOUT ?? 0),
    getToken: session.token,
    // What index.html asked for as it was read (build/firstRequests.ts), taken once.
    earlyAnswer: takeEarlyAnswer,
  });
  const queryClient = createQueryClient();
  answerAuthChecksFromSession(queryClient, decls);
  const i18nProvider = createI18nProvider(decls);
  const store = createStore();
  // react-admin renders nothing until its stored locale is the i18nProvider's (one blank pass and a
  // second whole render on every first load): they agree from the start.
  store.setItem('locale', i18nProvider.getLocale());
  return {
    http,
    dataProvider: createDataProvider(http, endpointsOf(decls)),
    authProvider: createAuthProvider({ http, declarations: decls }),
    i18nProvider,
    queryClient,
    store,
  };
}

export type Providers = ReturnType<typeof createProviders>;
