import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';

const apiPort = process.env.API_PORT ?? '3001';

export default defineConfig({
  // Brotli and gzip copies beside every text file of the build, which `npm run serve` answers with (fake-api/consoleFiles.ts).
  plugins: [react(), compression({ algorithms: ['brotliCompress', 'gzip'] })],
  server: {
    host: '127.0.0.1',
    port: 5173,
    strictPort: true,
    proxy: { '/api': { target: `http://127.0.0.1:${apiPort}`, changeOrigin: false } },
  },
  preview: { host: '127.0.0.1' },
  build: { target: 'es2022', sourcemap: false, chunkSizeWarningLimit: 1200 },
});
