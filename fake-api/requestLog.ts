/**
 * One log line per request, written when its answer is finished: method, route template, status,
 * duration and the signed-in user, under the request's id. The id comes back as X-Request-Id; a
 * proxy that TRUST_PROXY trusts may give it (so its own log and ours share it), anyone else gets a
 * fresh one. Never logged: the raw path (record ids, phone numbers in it), the query string,
 * headers (tokens) or bodies (passwords, SMS codes).
 */
import { randomUUID } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import { isApiPath, optionalCallerOf, routeTemplate } from './authorization';
import { log, type Logger } from './logger';

const loggers = new WeakMap<Request, Logger>();

/** The request's logger: every line it writes carries the request's id (the root logger outside a request). */
export const logOf = (req: Request): Logger => loggers.get(req) ?? log;

/** What a proxy's id may look like (a UUID, a trace id); anything else is replaced, so no one writes into our lines through it. */
const WELL_FORMED = /^[A-Za-z0-9._:-]{1,128}$/;

type TrustFn = (address: string, hop: number) => boolean;

/** The proxy's id when the request came through a proxy the app trusts (`trust proxy`, trustProxy.ts), else a fresh one. */
function requestIdOf(req: Request): string {
  const given = req.get('X-Request-Id');
  const address = req.socket.remoteAddress;
  const trusted = req.app.get('trust proxy fn') as TrustFn | undefined;
  if (given !== undefined && WELL_FORMED.test(given) && address !== undefined && trusted?.(address, 0)) return given;
  return randomUUID();
}

/** What an operator looks at first: a failed answer (5xx) is an error, a refused one (4xx) a warning. */
const levelOf = (status: number, aborted: boolean) => (status >= 500 ? 'error' : status >= 400 || aborted ? 'warn' : 'info');

/** The middleware, first of all: later handlers find the request's logger with `logOf(req)`. */
export function requestLog(logger: Logger = log) {
  return (req: Request, res: Response, next: NextFunction) => {
    const started = performance.now();
    const reqId = requestIdOf(req);
    const child = logger.child({ reqId });
    loggers.set(req, child);
    res.setHeader('X-Request-Id', reqId);
    // Read now: a router mounted on a path strips it from req.url while it answers.
    const { method } = req;
    const api = isApiPath(req.path);
    let written = false;
    const write = () => {
      if (written) return;
      written = true;
      // Closed before the answer was all sent: the client went away.
      const aborted = !res.writableFinished;
      const status = res.statusCode;
      const route = routeTemplate(req, api, status);
      const fields = {
        method,
        route,
        status,
        durationMs: Math.round((performance.now() - started) * 10) / 10,
        userId: optionalCallerOf(req)?.userId,
        ...(aborted ? { aborted } : {}),
      };
      child[levelOf(status, aborted)](fields, `${method} ${route} ${aborted ? 'aborted' : status}`);
    };
    res.once('finish', write);
    res.once('close', write);
    next();
  };
}
