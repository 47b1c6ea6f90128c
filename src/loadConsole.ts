import { loadFeatureMessages } from './i18n/featureMessages';
import { storedLocale } from './i18n/locales';

/**
 * What starting the console needs, fetched side by side: its code and its stored locale's messages
 * (src/i18n/featureMessages.ts). src/main.tsx mounts it when signed in; the login page asks for it
 * ahead, once the visitor types (src/login/standalone/prefetchConsole.ts).
 */
export const loadConsole = () => Promise.all([import('./AdminRoot'), loadFeatureMessages(storedLocale())]).then(([admin]) => admin);
