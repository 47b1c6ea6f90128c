/** Builds the plain react-admin app like the console (same plugins): `vite build -c bench/plain-react-admin/vite.config.ts --outDir <dir>`. */
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react(), compression({ algorithms: ['brotliCompress', 'gzip'] })],
  build: { target: 'es2022', sourcemap: false, chunkSizeWarningLimit: 2000 },
});
