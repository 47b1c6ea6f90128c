import { defineConfig, loadEnv, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import path from 'node:path';
import ts from 'typescript';
import { compression } from 'vite-plugin-compression2';
import { TOKEN_KEY } from './authProvider/session';
import { RESOURCES_DIR } from './resources/lib/loadDeclarations';
import { DEFAULT_LOCALE, LOCALE_KEY, LOCALES } from './src/i18n/locales';
import { pathPatterns, ROUTES } from './domain/routes';
import { chunkFor, FIRST_PAGES, pageModule, sharedChunks, withImports } from './vite.chunks';
import { firstRequestsSent } from './vite.firstRequests';
import { routesKeptWhenUnchanged, stylesWhileRendering, updatesAfterPaint } from './vite.patches';

const apiPort = process.env.API_PORT ?? '3001';

/**
 * What a visitor's first page needs beyond the entry, preloaded as the HTML is read (src/main.tsx imports
 * either part dynamically, so without this it would be asked for only after the entry had run). A
 * signed-out visitor gets the login page's chunks; a signed-in one the console's and its locale's
 * messages, and nothing of the login page. A small inline script chooses by the stored token and locale
 * (the server allows it by its hash: fake-api/consoleFiles.ts consoleCsp), and the page at the URL.
 */
function preloadFirstPage(): Plugin {
  return {
    name: 'mds-preload-first-page',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return;
        const chunks = Object.values(bundle).flatMap((c) => (c.type === 'chunk' ? [c] : []));
        /** A page's chunk and what it imports, but what index.html has already. */
        const files = (source: string) => [...withImports(chunks, [chunkFor(chunks, source).fileName])].filter((f) => !html.includes(`/${f}"`));
        const login = files(FIRST_PAGES.login);
        const console = files(FIRST_PAGES.console);
        const beyondConsole = (source: string) => files(source).filter((f) => !console.includes(f));
        const messages = Object.fromEntries(LOCALES.map((l) => [l, beyondConsole(`/src/i18n/features/${l}.ts`)]));
        const pageRoutes = firstPageRoutes();
        const routes = pageRoutes.map(({ patterns, page }) => [patterns, beyondConsole(pageModule(page))]);
        const code =
          `(()=>{let f=${JSON.stringify(login)};` +
          `try{if(localStorage.getItem(${JSON.stringify(TOKEN_KEY)})){const m=${JSON.stringify(messages)};` +
          `f=${JSON.stringify(console)}.concat(m[localStorage.getItem(${JSON.stringify(LOCALE_KEY)})]||m[${JSON.stringify(DEFAULT_LOCALE)}]);` +
          `for(const[r,k]of ${JSON.stringify(routes)})if(r.some((x)=>new RegExp(x).test(location.pathname))){f=f.concat(k);break}}}catch(e){}` +
          `for(const h of f){const l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href='/'+h;document.head.appendChild(l)}})()`;
        return [{ tag: 'script', children: code, injectTo: 'head' as const }];
      },
    },
  };
}

/**
 * Intl's first formatter in a page loads its locale's data: about 25 ms on a desktop, four times that
 * on a phone, and it came inside the first screen's render (the workplace's figures, a list's
 * cells). A signed-in visitor's page makes one of each kind as the HTML is read, while the scripts
 * are still downloading (allowed by its hash, like the preloads).
 */
function intlReadyEarly(): Plugin {
  const locale = `localStorage.getItem(${JSON.stringify(LOCALE_KEY)})||${JSON.stringify(DEFAULT_LOCALE)}`;
  const code =
    `try{if(localStorage.getItem(${JSON.stringify(TOKEN_KEY)})){const l=${locale};` +
    `new Intl.NumberFormat(l).format(0);new Intl.DateTimeFormat(l).format(0)}}catch(e){}`;
  return {
    name: 'mds-intl-ready-early',
    apply: 'build',
    // After the preloads and the first requests, which it must not hold back.
    transformIndexHtml: { order: 'post', handler: () => [{ tag: 'script', children: code, injectTo: 'head' }] },
  };
}

/** Each page route's addresses as patterns of `location.pathname` (pathPatterns), with its page folder. */
function firstPageRoutes(): { patterns: string[]; page: string }[] {
  return ROUTES.flatMap((r) => (r.page ? [{ patterns: pathPatterns(r), page: r.page }] : []));
}

/**
 * node-polyglot (react-admin's translations) requires polyfills of what every browser the build
 * targets has built in: `object.entries` brings get-intrinsic, call-bind and their kin (about
 * 13 KB before compression) into every console page. They are answered with the built-ins.
 */
function builtInsForPolyfills(): Plugin {
  const shims: Record<string, string> = {
    'object.entries': 'module.exports = Object.entries;',
    hasown: 'module.exports = Object.hasOwn;',
  };
  const prefix = '\0built-in:';
  return {
    name: 'mds-built-ins-for-polyfills',
    enforce: 'pre',
    resolveId: (source) => (source in shims ? prefix + source : null),
    load: (id) => (id.startsWith(prefix) ? shims[id.slice(prefix.length)] : null),
  };
}

/**
 * react-router names no production build in its package exports, so a bundler gets its development
 * build, dev warnings and all: the console's build takes the production files it ships beside them.
 * Every import of it is redirected, so one copy (one router context) is bundled.
 */
function routerProductionBuild(): Plugin {
  const dist = path.resolve('node_modules/react-router/dist/production');
  const files: Record<string, string> = { 'react-router': 'index.mjs', 'react-router/dom': 'dom-export.mjs' };
  return {
    name: 'mds-router-production-build',
    apply: 'build',
    enforce: 'pre',
    resolveId: (source) => (source in files ? path.join(dist, files[source]) : null),
  };
}

/**
 * Every react-admin list imports its default CSV exporter, and with it the converter (jsonexport),
 * though only an export runs it: react-admin's import of it gets a stand-in that fetches the
 * converter, in a chunk of its own, when an export first calls it.
 */
function converterWhenExported(): Plugin {
  const id = '\0lazy:jsonexport';
  const source = 'jsonexport/dist/index.js';
  return {
    name: 'mds-converter-when-exported',
    enforce: 'pre',
    resolveId: (imported, importer) => (imported === source && importer?.includes('/ra-core/') ? id : null),
    load: (loaded) =>
      loaded === id
        ? `const converter = () => import('${source}').then((m) => m.default);
export default (...args) => {
  const done = args.at(-1);
  if (typeof done !== 'function') return converter().then((convert) => convert(...args));
  converter().then((convert) => convert(...args), done);
};`
        : null,
  };
}

/**
 * A declaration's `seed` rules (each resources/*.ts file, as loadDeclarations.ts finds them) are for the fake API's demo data, never read by the
 * console: its build leaves them out (about 3 KB of every console page's code). They are blanked
 * where they stand, so every other line and column, and with them the source maps, stay as they are.
 */
function seedsLeftToTheApi(): Plugin {
  return {
    name: 'mds-seeds-left-to-the-api',
    enforce: 'pre',
    transform(code, id) {
      if (path.dirname(id) !== RESOURCES_DIR || !id.endsWith('.ts')) return null;
      const file = ts.createSourceFile(id, code, ts.ScriptTarget.Latest, true);
      const seeds: { start: number; end: number }[] = [];
      const visit = (node: ts.Node): void => {
        if (ts.isPropertyAssignment(node) && ts.isIdentifier(node.name) && node.name.text === 'seed') {
          seeds.push({ start: node.getStart(file), end: node.getEnd() + (code[node.getEnd()] === ',' ? 1 : 0) });
        } else ts.forEachChild(node, visit);
      };
      visit(file);
      let blanked = code;
      for (const { start, end } of seeds) blanked = blanked.slice(0, start) + blanked.slice(start, end).replace(/[^\n]/g, ' ') + blanked.slice(end);
      return { code: blanked, map: null };
    },
  };
}

/** The plugins that shape the modules, in both passes of a build (see vite.chunks.ts). */
const modulePlugins = () => [
  seedsLeftToTheApi(),
  react(),
  builtInsForPolyfills(),
  converterWhenExported(),
  routerProductionBuild(),
  routesKeptWhenUnchanged(),
  updatesAfterPaint(),
  stylesWhileRendering(),
];
// Terser, two passes: about 3 KB less of every console page's code (brotli) than Vite's own minifier.
const BUILD = {
  target: 'es2022',
  sourcemap: false,
  chunkSizeWarningLimit: 1200,
  minify: 'terser',
  terserOptions: { module: true, ecma: 2020, compress: { passes: 2 } },
} as const;

export default defineConfig(async ({ command, mode }) => ({
  // Brotli and gzip copies beside every text file of the build, which `npm run serve` answers with (fake-api/consoleFiles.ts).
  plugins: [
    ...modulePlugins(),
    preloadFirstPage(),
    firstRequestsSent(loadEnv(mode, process.cwd(), 'VITE_').VITE_API_BASE_URL ?? ''),
    intlReadyEarly(),
    compression({ algorithms: ['brotliCompress', 'gzip'] }),
  ],
  server: {
    host: '127.0.0.1',
    port: 5173,
    strictPort: true,
    proxy: { '/api': { target: `http://127.0.0.1:${apiPort}`, changeOrigin: false } },
  },
  preview: { host: '127.0.0.1' },
  build: {
    ...BUILD,
    rolldownOptions:
      command === 'build'
        ? {
            // Terser takes most of a build's time, by design: Rolldown would say so on every build.
            checks: { bundlerTimings: false },
            output: {
              codeSplitting: {
                groups: await sharedChunks({ plugins: modulePlugins(), build: BUILD }),
              },
            },
          }
        : undefined,
  },
}));
