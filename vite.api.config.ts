import { defineConfig } from 'vite';

/**
 * The fake API as one file (dist-api/main.js) for `npm run serve`: `npm run build` runs this after
 * the console's build. Its own code and the ES-module packages (Kysely, Zod, libphonenumber-js) go
 * into the file, since Node loads one file much faster than their hundreds of modules; the CommonJS
 * packages stay outside, loaded from node_modules as they are (some read files beside their code,
 * better-sqlite3 is native; Alibaba Cloud's SMS SDK is loaded only by SMS_PROVIDER=aliyun).
 */
export default defineConfig({
  publicDir: false,
  build: {
    ssr: 'fake-api/bundle.ts',
    outDir: 'dist-api',
    target: 'node20',
    sourcemap: false,
    rollupOptions: { output: { entryFileNames: 'main.js' } },
  },
  ssr: {
    noExternal: true,
    external: [
      '@alicloud/dysmsapi20170525',
      '@alicloud/openapi-core',
      'better-sqlite3',
      'compression',
      'express',
      'express-static-gzip',
      'json-server',
      'pg',
      'pino',
      'pino-pretty',
      'prom-client',
    ],
  },
});
