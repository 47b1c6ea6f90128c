/**
 * What a visitor's first page needs beyond the entry, preloaded as the HTML is read (src/main.tsx imports
 * either part dynamically, so without this it would be asked for only after the entry had run). A
 * signed-out visitor gets the login page's chunks; a signed-in one the console's and its locale's
 * messages, and nothing of the login page, with the chunks of the page at the URL. A small inline
 * script (inline/preloadFirstPage.ts) chooses by the stored token and locale and the path.
 */
import type { Plugin } from 'vite';
import { TOKEN_KEY } from '../authProvider/session';
import { pathPatterns, ROUTES } from '../domain/routes';
import { DEFAULT_LOCALE, LOCALE_KEY, LOCALES } from '../src/i18n/locales';
import { chunkFor, FIRST_PAGES, pageModule, withImports } from './chunks';
import { inlineScript } from './inlineScript';

export function preloadFirstPage(): Plugin {
  return {
    name: 'mds-preload-first-page',
    transformIndexHtml: {
      order: 'post',
      async handler(html, { bundle }) {
        if (!bundle) return;
        const chunks = Object.values(bundle).flatMap((c) => (c.type === 'chunk' ? [c] : []));
        /** A page's chunk and what it imports, but what index.html has already. */
        const files = (source: string) => [...withImports(chunks, [chunkFor(chunks, source).fileName])].filter((f) => !html.includes(`/${f}"`));
        const console = files(FIRST_PAGES.console);
        const beyondConsole = (source: string) => files(source).filter((f) => !console.includes(f));
        const pages = ROUTES.flatMap((r) => (r.page ? [r] : []));
        const script = await inlineScript('preloadFirstPage', {
          tokenKey: TOKEN_KEY,
          localeKey: LOCALE_KEY,
          defaultLocale: DEFAULT_LOCALE,
          login: files(FIRST_PAGES.login),
          console,
          messages: Object.fromEntries(LOCALES.map((l) => [l, beyondConsole(`/src/i18n/features/${l}.ts`)])),
          routes: pages.map((r) => [pathPatterns(r), beyondConsole(pageModule(r.page!))]),
        });
        return [script];
      },
    },
  };
}
