/**
 * The console's build options, the same in both passes of a build (sharedChunks.ts). Terser, two
 * passes: about 3 KB less of every console page's code (brotli) than Vite's own minifier.
 */
export const BUILD = {
  target: 'es2022',
  sourcemap: false,
  chunkSizeWarningLimit: 1200,
  minify: 'terser',
  terserOptions: { module: true, ecma: 2020, compress: { passes: 2 } },
} as const;
