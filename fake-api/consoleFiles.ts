/**
 * How `npm run serve` answers the built console: each file in the best encoding the browser accepts
 * (the build writes brotli and gzip copies beside every text file, see vite.config.ts), hashed
 * files (`/assets/*-<hash>.*`) cached for a year as immutable, everything else (index.html, the
 * clean-URL fallback, the favicon) revalidated on every visit. Other answers (the API's JSON) are
 * compressed on the fly above 1 KB.
 */
import compression from 'compression';
import express, { type NextFunction, type Request, type Response } from 'express';
import type { ServerResponse } from 'node:http';
import expressStaticGzip from 'express-static-gzip';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { CONSOLE_CSP } from './hardening';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const THRESHOLD = 1024;

/** What is worth compressing: a compressible type, except a stream of events (it must reach the browser as it is written). */
const compressible = (req: Request, res: Response) =>
  !String(res.getHeader('Content-Type') ?? '').startsWith('text/event-stream') && compression.filter(req, res);

/**
 * An answer sent whole (res.json, res.send) compressed at once, in the same turn of the event loop.
 * The compression middleware's zlib stream hands each answer to another thread and back: under the
 * write-load bench that kept a reader's list page waiting some more turns behind the writes (reader
 * p50 about 13 -> 4 ms, p99 45 -> 23 ms without it). Brotli at quality 4, as that middleware uses.
 */
function compressWhole(req: Request, res: Response, next: NextFunction) {
  const send = res.send.bind(res);
  res.send = (body?: unknown) => {
    const text = typeof body === 'string' && Buffer.byteLength(body) >= THRESHOLD && !res.getHeader('Content-Encoding');
    const encoding = text && compressible(req, res) && req.acceptsEncodings('br', 'gzip');
    if (!text || (encoding !== 'br' && encoding !== 'gzip')) return send(body);
    res.setHeader('Content-Encoding', encoding);
    res.vary('Accept-Encoding');
    return send(encoding === 'br' ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }) : gzipSync(body));
  };
  next();
}

/** The API's answers above 1 KB, gzip or brotli as accepted: those sent whole at once, the rest (a file) by the compression middleware. */
export function compressAnswers() {
  return [compression({ threshold: THRESHOLD, filter: compressible }), compressWhole];
}

/**
 * The console's Content-Security-Policy: no script but its own files and the inline scripts of its
 * index.html (build/inline/: the preloads and the early number formats), allowed by their hashes.
 */
export function consoleCsp(dir: string): string {
  const html = fs.existsSync(path.join(dir, 'index.html')) ? fs.readFileSync(path.join(dir, 'index.html'), 'utf8') : '';
  const hashes = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => `'sha256-${createHash('sha256').update(m[1]).digest('base64')}'`);
  return CONSOLE_CSP.replace("script-src 'self'", ["script-src 'self'", ...hashes].join(' '));
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
