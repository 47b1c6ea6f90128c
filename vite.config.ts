import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import {
  BUILD,
  builtInsForPolyfills,
  compressedCopies,
  converterWhenExported,
  declaredIcons,
  firstRequests,
  intlReadyEarly,
  libraryPatchesMark,
  preloadFirstPage,
  routerProductionBuild,
  apiOnlyLeftOut,
  sharedChunks,
} from './build';

const apiPort = process.env.API_PORT ?? '3001';

/** The plugins that shape the modules, in both passes of a build (build/sharedChunks.ts). */
const modulePlugins = () => [apiOnlyLeftOut(), react(), declaredIcons(), builtInsForPolyfills(), converterWhenExported(), routerProductionBuild()];

export default defineConfig(async ({ command }) => ({
  // The page's inline scripts come after the preloads Vite writes, which they must not hold back.
  plugins: [...modulePlugins(), preloadFirstPage(), firstRequests(), intlReadyEarly(), compressedCopies()],
  server: {
    host: '127.0.0.1',
    port: 5173,
    strictPort: true,
    proxy: { '/api': { target: `http://127.0.0.1:${apiPort}`, changeOrigin: false } },
  },
  preview: { host: '127.0.0.1' },
  optimizeDeps: { rolldownOptions: { output: { footer: libraryPatchesMark(import.meta.dirname) } } },
  build: {
    ...BUILD,
    rolldownOptions:
      command === 'build'
        ? {
            // Terser takes most of a build's time, by design: Rolldown would say so on every build.
            checks: { bundlerTimings: false },
            output: { codeSplitting: { groups: await sharedChunks({ plugins: modulePlugins(), build: BUILD }) } },
          }
        : undefined,
  },
}));
