import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';

const apiPort = process.env.API_PORT ?? '3001';

/**
 * Preloads the login page's chunks from index.html, so that a signed-out visitor's browser fetches
 * them beside the entry instead of after it has run (src/main.tsx imports them dynamically). A
 * signed-in visitor loses little: the console uses the same MUI chunks.
 */
function preloadLogin(): Plugin {
  return {
    name: 'mds-preload-login',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        const chunks = Object.values(bundle ?? {}).flatMap((c) => (c.type === 'chunk' ? [c] : []));
        const login = chunks.find((c) => c.facadeModuleId?.endsWith('/src/login/standalone/index.tsx'));
        if (!login) throw new Error('preloadLogin: no chunk for src/login/standalone');
        const files = new Set<string>();
        const visit = (fileName: string) => {
          if (files.has(fileName)) return;
          files.add(fileName);
          for (const imported of chunks.find((c) => c.fileName === fileName)?.imports ?? []) visit(imported);
        };
        visit(login.fileName);
        return [...files]
          .filter((fileName) => !html.includes(`/${fileName}"`))
          .map((fileName) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `/${fileName}` }, injectTo: 'head' as const }));
      },
    },
  };
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

export default defineConfig({
  // Brotli and gzip copies beside every text file of the build, which `npm run serve` answers with (fake-api/consoleFiles.ts).
  plugins: [react(), builtInsForPolyfills(), preloadLogin(), compression({ algorithms: ['brotliCompress', 'gzip'] })],
  server: {
    host: '127.0.0.1',
    port: 5173,
    strictPort: true,
    proxy: { '/api': { target: `http://127.0.0.1:${apiPort}`, changeOrigin: false } },
  },
  preview: { host: '127.0.0.1' },
  build: { target: 'es2022', sourcemap: false, chunkSizeWarningLimit: 1200 },
});
