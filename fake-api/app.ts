/**
 * The fake API: json-server's Express app under the contract's envelope, sessions, per-declaration
 * collections and a durable store. `createApi` is what `main.ts` serves and what tests run in-process.
 */
import path from 'node:path';
import express from 'express';
import jsonServer from 'json-server';
import type { ResourceDecl } from '../resources/lib/schema';
import { accountRouter, accountRoutes } from './accounts';
import { AuditLog, auditTrail } from './audit';
import { authorization, collectionRoutes, RouteTable } from './authorization';
import { collectionRouter } from './collections';
import { initialDb, isDb, withNewCollections, type Db } from './db';
import { CONSOLE_CSP, errorHandler, exactPaths, jsonBodies, notFound, refuseOverrides, securityHeaders } from './hardening';
import { loadFeatures, type FeatureModule } from './feature';
import { authLimitOptions, createAuthLimits, envInt, type AuthLimitOptions } from './rateLimit';
import { Sessions, type SessionOptions } from './sessions';
import { SmsGateway } from './sms';
import { Store } from './store';

export interface ApiOptions {
  /** Folder of the store (`db.json`); created when missing. */
  dataDir: string;
  declarations: readonly ResourceDecl[];
  /** Demo accounts on; never in production. */
  demo: boolean;
  env?: NodeJS.ProcessEnv;
  sessions?: Partial<SessionOptions>;
  /** Built console to serve beside the API (clean URLs fall back to index.html). */
  consoleDir?: string;
  now?: () => number;
  /** Sign-in limits beyond the environment's (RATE_LIMIT_ADDRESS, RATE_LIMIT_PHONE, SMS_RESEND_SECONDS…). */
  authLimits?: Partial<AuthLimitOptions>;
  /** Where the fake SMS gateway writes (default: the console log). */
  smsLog?: (line: string) => void;
  /** Routers beyond the declared collections; default: every file in fake-api/features/. */
  features?: readonly FeatureModule[];
}

export interface Api {
  app: express.Application;
  store: Store<Db>;
  sessions: Sessions;
  /** The role × endpoint × method table every /api request passes. */
  table: RouteTable;
  close: () => Promise<void>;
}

export async function createApi(opts: ApiOptions): Promise<Api> {
  const env = opts.env ?? process.env;
  const now = opts.now ?? Date.now;
  const store = Store.open<Db>({ file: path.join(opts.dataDir, 'db.json'), initial: () => initialDb(opts.declarations, env, opts.demo), isValid: isDb });
  if (store.restoredFromBackup) console.warn('[fake-api] the store was damaged and has been restored from its last good copy');
  const grown = withNewCollections(store.data, opts.declarations, env, opts.demo);
  if (grown) await store.write(() => ({ state: grown, result: undefined }));

  // Contract: 8 h by default; an idle session ends sooner. Both configurable.
  const lifetimes = { ttlMs: envInt(env, 'SESSION_TTL_SECONDS', 8 * 3600) * 1000, idleMs: envInt(env, 'SESSION_IDLE_SECONDS', 2 * 3600) * 1000 };
  const sessions = new Sessions(store, { ...lifetimes, ...opts.sessions }, now);
  const app = jsonServer.create();
  app.set('json spaces', 0);
  app.disable('x-powered-by');
  app.set('case sensitive routing', true);
  app.set('strict routing', true);
  // Plain key=value parsing: no nested objects smuggled through brackets.
  app.set('query parser', 'simple');
  app.set('trust proxy', false);

  const features = opts.features ?? (await loadFeatures());
  const table = new RouteTable([...accountRoutes, ...opts.declarations.flatMap(collectionRoutes), ...features.flatMap((f) => f.routes)], opts.demo);

  const audit = new AuditLog(opts.dataDir);
  app.use(securityHeaders, exactPaths, refuseOverrides, auditTrail(audit, store, now), authorization(table, sessions), jsonBodies());
  const authLimits = createAuthLimits(authLimitOptions(env, opts.authLimits), now);
  app.use(accountRouter({ store, sessions, demo: opts.demo, authLimits }));
  // The declared `audit` resource shows the operation log, which lives beside the store.
  for (const decl of opts.declarations) {
    app.use(decl.endpoint, collectionRouter(decl, { store, sessions, now, source: decl.name === 'audit' ? () => audit.entries() : undefined }));
  }
  const deps = { store, sessions, now, demo: opts.demo, declarations: opts.declarations, authLimits, sms: new SmsGateway(opts.smsLog) };
  for (const feature of features) app.use(feature.default(deps));
  app.use('/api', notFound);

  if (opts.consoleDir) {
    const index = path.join(opts.consoleDir, 'index.html');
    app.use((_req, res, next) => {
      res.set('Content-Security-Policy', CONSOLE_CSP);
      next();
    });
    app.use(
      express.static(opts.consoleDir, {
        index: false,
        fallthrough: true,
        maxAge: '1y',
        immutable: true,
        setHeaders: (res, file) => file.endsWith('.html') && res.set('Cache-Control', 'no-cache'),
      }),
    );
    // Clean URLs (no file extension) answer the console; a missing asset stays a 404.
    app.get('*', (req, res, next) => (path.extname(req.path) ? next() : res.set('Cache-Control', 'no-cache').sendFile(index)));
  }
  app.use(notFound);
  app.use(errorHandler);
  return { app, store, sessions, table, close: () => store.close() };
}
