/**
 * Brotli and gzip copies beside every text file of the build, which `npm run serve` answers with
 * (fake-api/consoleFiles.ts): compressed once, at the highest levels, not on every request.
 */
import type { Plugin } from 'vite';
import { compression } from 'vite-plugin-compression2';

export const compressedCopies = (): Plugin => compression({ algorithms: ['brotliCompress', 'gzip'] });
