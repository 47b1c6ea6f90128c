/**
 * Intl's first formatter in a page loads its locale's data: about 25 ms on a desktop, four times that
 * on a phone, and it came inside the first screen's render (the workplace's figures, a list's
 * cells). A signed-in visitor's page makes one of each kind as the HTML is read, while the scripts
 * are still downloading (inline/intlReadyEarly.ts).
 */
import type { Plugin } from 'vite';
import { TOKEN_KEY } from '../authProvider/session';
import { DEFAULT_LOCALE, LOCALE_KEY } from '../src/i18n/locales';
import { inlineScript } from './inlineScript';

export function intlReadyEarly(): Plugin {
  return {
    name: 'mds-intl-ready-early',
    apply: 'build',
    // After the preloads, which it must not hold back.
    transformIndexHtml: {
      order: 'post',
      handler: async () => [await inlineScript('intlReadyEarly', { tokenKey: TOKEN_KEY, localeKey: LOCALE_KEY, defaultLocale: DEFAULT_LOCALE })],
    },
  };
}
