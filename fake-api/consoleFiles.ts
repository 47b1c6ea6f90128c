/**
 * How `npm run serve` answers the built console: each file in the best encoding the browser accepts
 * (the build writes brotli and gzip copies beside every text file, see vite.config.ts), hashed
 * files (`/assets/*-<hash>.*`) cached for a year as immutable, everything else (index.html, the
 * clean-URL fallback, the favicon) revalidated on every visit. Other answers (the API's JSON) are
 * compressed on the fly above 1 KB.
 */
import compression from 'compression';
import express, { type Request, type Response } from 'express';
import type { ServerResponse } from 'node:http';
import expressStaticGzip from 'express-static-gzip';
import path from 'node:path';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The API's answers above 1 KB, gzip or brotli as accepted; a stream of events is left as it is (it must reach the browser as it is written). */
export function compressAnswers() {
  return compression({
    threshold: 1024,
    filter: (req: Request, res: Response) => !String(res.getHeader('Content-Type') ?? '').startsWith('text/event-stream') && compression.filter(req, res),
  });
}

/** The console's files from `dir`, and its index.html for every clean URL (no file extension). */
export function consoleFiles(dir: string) {
  const index = path.join(dir, 'index.html');
  const router = express.Router();
  router.use(
    expressStaticGzip(dir, {
      enableBrotli: true,
      orderPreference: ['br', 'gzip'],
      index: false,
      serveStatic: {
        index: false,
        fallthrough: true,
        setHeaders: (res: ServerResponse, file: string) => {
          // The file's name is its content's hash only under assets/ (Vite's output).
          res.setHeader('Cache-Control', path.relative(dir, file).startsWith(`assets${path.sep}`) ? IMMUTABLE : 'no-cache');
          // Also when a file has no compressed copy (too small to gain): caches keep one answer per encoding asked.
          res.setHeader('Vary', 'Accept-Encoding');
        },
      },
    }),
  );
  // Clean URLs answer the console; a missing asset stays a 404.
  router.get('*', (req, res, next) => (path.extname(req.path) ? next() : res.set('Cache-Control', 'no-cache').sendFile(index)));
  return router;
}
