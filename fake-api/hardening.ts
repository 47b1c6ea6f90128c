/** What makes json-server safe to expose: headers, JSON-only bodies, limits, clean errors. */
import express, { type NextFunction, type Request, type Response } from 'express';
import { megabytes } from '../resources/lib/files';
import { ApiFailure, CODES, fail } from './envelope';
import { refusedUploads } from './imageCheck';
import { logOf } from './requestLog';

export const JSON_LIMIT = 1024 * 1024;
const MAX_DEPTH = 10;

export const CONSOLE_CSP =
  "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; font-src 'self' data:; connect-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'";

export function securityHeaders(req: Request, res: Response, next: NextFunction) {
  res.set('X-Content-Type-Options', 'nosniff');
  res.set('Referrer-Policy', 'same-origin');
  if (req.path.startsWith('/api')) res.set('Cache-Control', 'no-store');
  next();
}

/**
 * The children of a JSON object or array, by index or `for…in`: Object.values and Object.entries
 * would copy every key of a body of 80,000 first (a JSON body has no inherited enumerable key).
 */
function eachChild(v: object, visit: (child: unknown, key: string | undefined) => boolean): boolean {
  if (Array.isArray(v)) {
    for (let i = 0; i < v.length; i++) if (visit(v[i], undefined)) return true;
    return false;
  }
  for (const k in v) if (visit((v as Record<string, unknown>)[k], k)) return true;
  return false;
}

/** True when `value` nests deeper than `max` levels; iterative and stops early, so no body can exhaust the stack. */
export function nestedDeeperThan(value: unknown, max: number): boolean {
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length) {
    const [v, d] = stack.pop()!;
    if (typeof v !== 'object' || v === null) continue;
    if (d + 1 > max) return true;
    eachChild(v, (child) => {
      if (typeof child === 'object' && child !== null) stack.push([child, d + 1]);
      return false;
    });
  }
  return false;
}

const hasNul = (s: string) => s.includes('\0');

/**
 * The top-level field of a body that holds a NUL character (U+0000) anywhere in it, in a value or a
 * key; iterative like nestedDeeperThan. No text of the contract holds one, and PostgreSQL refuses
 * it in a text value (SQLite would cut the text short), so it is refused at the door, named.
 */
export function fieldWithNul(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return typeof body === 'string' && hasNul(body) ? 'body' : undefined;
  let found: string | undefined;
  eachChild(body, (value, field) => {
    const name = field ?? 'body';
    const stack: unknown[] = [value];
    if (hasNul(name)) found = name;
    while (found === undefined && stack.length) {
      const v = stack.pop();
      if (typeof v === 'string' && hasNul(v)) found = name;
      else if (typeof v === 'object' && v !== null)
        eachChild(v, (child, k) => {
          if (k !== undefined && hasNul(k)) found = name;
          else stack.push(child);
          return found !== undefined;
        });
    }
    return found !== undefined;
  });
  return found;
}

const hasBody = (req: Request) => Number(req.get('content-length') ?? 0) > 0 || req.get('transfer-encoding') !== undefined;

/** Uploads read their raw body themselves (image types checked by content, 5 MiB). */
export const RAW_BODY_PATHS: readonly string[] = ['/api/user/upload'];

/** The body limit of a path: 1 MiB, or more where a declaration's records carry files (`limitOf`). */
export type BodyLimit = (path: string) => number;

/**
 * Writes must be JSON, at most 1 MiB (or the path's own limit) and 10 levels deep, with no NUL
 * character; where records carry files, each image uploaded must decode whole (imageCheck.ts).
 */
export function jsonBodies(limitOf: BodyLimit = () => JSON_LIMIT) {
  const parsers = new Map<number, ReturnType<typeof express.json>>();
  const parserFor = (limit: number) => {
    if (!parsers.has(limit)) parsers.set(limit, express.json({ limit, strict: false, inflate: false, type: () => true }));
    return parsers.get(limit)!;
  };
  return (req: Request, res: Response, next: NextFunction) => {
    if (!['POST', 'PUT', 'PATCH'].includes(req.method) || !hasBody(req) || RAW_BODY_PATHS.includes(req.path)) return next();
    if (!req.is('application/json')) return fail(res, new ApiFailure(CODES.badInput, 'the body must be application/json', null, 415));
    // Compressed bodies are not offered: inflating them is a decompression bomb waiting to happen.
    const encoding = (req.get('content-encoding') ?? 'identity').trim().toLowerCase();
    if (encoding !== 'identity') return fail(res, new ApiFailure(CODES.badInput, 'compressed request bodies are not supported', null, 415));
    const limit = limitOf(req.path);
    parserFor(limit)(req, res, (err?: unknown) => {
      if (err) return next(err);
      if (nestedDeeperThan(req.body, MAX_DEPTH)) return fail(res, new ApiFailure(CODES.badInput, `the body is nested deeper than ${MAX_DEPTH} levels`));
      const nul = fieldWithNul(req.body);
      if (nul !== undefined) {
        const name = nul.replaceAll('\0', '\\0').slice(0, 50);
        return fail(res, new ApiFailure(CODES.badInput, `${name} holds a NUL character`, { errors: { [name]: 'Must not contain NUL characters' } }));
      }
      // Only a path whose records hold files takes more than the JSON limit: only there can an image come.
      if (limit <= JSON_LIMIT) return next();
      refusedUploads(req.body).then(
        (errors) => (errors ? fail(res, new ApiFailure(CODES.badInput, 'invalid file', { errors })) : next()),
        (e: unknown) => next(e),
      );
    });
  };
}

/** Routes match exactly: `/api/list/policy/` is not `/api/list/policy`. */
export function exactPaths(req: Request, res: Response, next: NextFunction) {
  if (req.path.length > 1 && req.path.endsWith('/') && req.path.startsWith('/api/')) return notFound(req, res);
  next();
}

/** Method-override headers and JSONP callbacks are not offered. */
export function refuseOverrides(req: Request, res: Response, next: NextFunction) {
  if (req.get('x-http-method-override') || req.get('x-http-method') || req.get('x-method-override')) {
    return fail(res, new ApiFailure(CODES.badInput, 'method override is not supported'));
  }
  next();
}

export function notFound(_req: Request, res: Response) {
  fail(res, new ApiFailure(CODES.notFound, 'no such route'));
}

/** Last handler: envelope errors as they are, body-parser errors mapped, anything else a bare 50000. */
export function errorHandler(err: unknown, req: Request, res: Response, next: NextFunction) {
  if (res.headersSent) return next(err);
  if (err instanceof ApiFailure) return fail(res, err);
  const type = (err as { type?: string }).type;
  if (type === 'entity.too.large') {
    const limit = (err as { limit?: unknown }).limit;
    return fail(res, new ApiFailure(CODES.tooLarge, `the body is larger than ${typeof limit === 'number' ? megabytes(limit) : 1} MiB`));
  }
  if (type === 'entity.parse.failed') return fail(res, new ApiFailure(CODES.badInput, 'the body is not valid JSON'));
  if (type === 'encoding.unsupported' || type === 'charset.unsupported')
    return fail(res, new ApiFailure(CODES.badInput, 'unsupported body encoding', null, 415));
  // Express's own refusals (a path that does not decode, an aborted body…) carry a 4xx status.
  const status = (err as { status?: unknown }).status;
  if (typeof status === 'number' && status >= 400 && status < 500) return fail(res, new ApiFailure(CODES.badInput, 'bad request'));
  // The stack stays here, under the request's id; the client is told only that it failed.
  logOf(req).error({ err }, 'unexpected error');
  fail(res, new ApiFailure(CODES.serverError, 'Internal server error'));
}

/** For a known path with a method it does not serve. */
export function methodNotAllowed(req: Request, res: Response) {
  fail(res, new ApiFailure(CODES.badInput, `${req.method} is not allowed here`, null, 405));
}
