/**
 * The fake API: json-server's Express app under the contract's envelope, sessions and
 * per-declaration collections, on a database (SQLite by default, PostgreSQL by `databaseUrl`).
 * `createApi` is what `main.ts` serves and what tests run in-process.
 */
import express from 'express';
import jsonServer from 'json-server';
import { base64Length, maxBytesOf } from '../resources/lib/files';
import { fileFields, type ResourceDecl } from '../resources/lib/schema';
import { accountRouter } from './accounts';
import { auditTrail, auditWrites } from './audit';
import { authorization, RouteTable } from './authorization';
import { collectionRouter } from './collections';
import { Data } from './data';
import { fillNew } from './db';
import { compressAnswers, consoleCsp, consoleFiles } from './consoleFiles';
import { errorHandler, exactPaths, JSON_LIMIT, jsonBodies, notFound, refuseOverrides, securityHeaders, type BodyLimit } from './hardening';
import { loadFeatures, type FeatureModule } from './feature';
import { buildDocument, docsRouter, docsRoutes, type OpenApiDocument } from './openapi';
import { apiDocsOn } from './openapi/docsPage';
import { trustProxy } from './trustProxy';
import { apiRoutes } from './routes';
import { authLimitOptions, createAuthLimits, envInt, type AuthLimitOptions } from './rateLimit';
import { Sessions, type SessionOptions } from './sessions';
import { SmsGateway } from './sms';
import { smsSettings } from './smsProviders/settings';
import { JobRunner } from './jobs';
import { scheduledJobs } from './scheduledJobs';
import type { Logger } from './logger';
import { requestLog } from './requestLog';
import { createMetrics, metricsToken } from './metrics';
import { EventFeed, eventRetentionMs } from './events';
import { EventStreams, streamLimits } from './eventStreams';

export interface ApiOptions {
  /** The data folder: the SQLite database (and an earlier version's `db.json` to import); created when missing. */
  dataDir: string;
  /** A postgres:// URL: the database is PostgreSQL instead of the SQLite file (default: DATABASE_URL). */
  databaseUrl?: string;
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
  /** Where the SMS gateway writes its lines, the log provider's texts among them (default: the console log). */
  smsLog?: (line: string) => void;
  /** Routers beyond the declared collections; default: every file in fake-api/features/. */
  features?: readonly FeatureModule[];
  /** Run the scheduled jobs on their timers (default: unless JOBS=off); `api.jobs.run(name)` runs one either way. */
  jobs?: boolean;
  /** Where request lines go (requestLog.ts); default: the root logger (logger.ts, LOG_LEVEL, LOG_FORMAT). */
  logger?: Logger;
}

export interface Api {
  app: express.Application;
  data: Data;
  sessions: Sessions;
  /** The role × endpoint × method table every /api request passes. */
  table: RouteTable;
  /** The API's description (OpenAPI 3.1), as served at /api/openapi.json; made when first asked for. */
  readonly document: OpenApiDocument;
  /** The scheduled jobs (scheduledJobs.ts: the expiry sweep, reminders, housekeeping, backups). */
  jobs: JobRunner;
  /** Ends the live streams: a graceful shutdown does not wait for them to end by themselves. */
  drain: () => void;
  close: () => Promise<void>;
}

/** A record's files travel base64-encoded inside its JSON: its endpoint takes their size on top of 1 MiB. */
function fileBodyLimits(declarations: readonly ResourceDecl[]): BodyLimit {
  const limits = declarations.flatMap((decl) => {
    const extra = fileFields(decl).reduce((sum, [, f]) => sum + base64Length(maxBytesOf(f)), 0);
    return extra > 0 ? [{ endpoint: decl.endpoint, limit: JSON_LIMIT + extra }] : [];
  });
  return (path) => limits.find(({ endpoint }) => path === endpoint || path.startsWith(`${endpoint}/`))?.limit ?? JSON_LIMIT;
}

export async function createApi(opts: ApiOptions): Promise<Api> {
  const env = opts.env ?? process.env;
  const now = opts.now ?? Date.now;
  // Read before the database is opened: a wrong value stops the start with nothing to close.
  const proxies = trustProxy(env);
  const docs = apiDocsOn(env) ? docsRoutes : [];
  const smsSetup = smsSettings(env, opts.demo);
  const data = await Data.open({ dataDir: opts.dataDir, url: opts.databaseUrl ?? (env.DATABASE_URL || undefined), declarations: opts.declarations });
  try {
    await fillNew(data, { dataDir: opts.dataDir, env, demo: opts.demo });
  } catch (e) {
    await data.close();
    throw e;
  }
  // Metrics: only with METRICS_TOKEN set; unset, nothing is counted or timed and /api/metrics answers 40400.
  const token = metricsToken(env);
  const metrics = token ? await createMetrics(token, data) : undefined;
  if (metrics) data.onTransaction(metrics.transaction);

  // Contract: 8 h by default; an idle session ends sooner. Both configurable.
  const lifetimes = { ttlMs: envInt(env, 'SESSION_TTL_SECONDS', 8 * 3600) * 1000, idleMs: envInt(env, 'SESSION_IDLE_SECONDS', 2 * 3600) * 1000 };
  const sessionOptions = { ...lifetimes, ...opts.sessions };
  const sessions = new Sessions(data, sessionOptions, now);
  const app = jsonServer.create();
  app.set('json spaces', 0);
  app.disable('x-powered-by');
  // No generated (weak) ETags: a record answer carries its own strong one (etag.ts), which If-Match checks.
  app.set('etag', false);
  app.set('case sensitive routing', true);
  app.set('strict routing', true);
  // Plain key=value parsing: no nested objects smuggled through brackets.
  app.set('query parser', 'simple');
  // The client's address comes from X-Forwarded-For only behind the proxies TRUST_PROXY names (trustProxy.ts).
  app.set('trust proxy', proxies);

  const features = opts.features ?? (await loadFeatures());
  const served = new RouteTable(apiRoutes(opts.declarations, features), opts.demo);
  // Described as this process serves it (demo-only routes in demo mode only); the description's own pages are not part of it.
  // Made when first asked for: building it takes a tenth of a second that a (re)start need not wait for.
  let document: OpenApiDocument | undefined;
  const describe = () => (document ??= buildDocument({ declarations: opts.declarations, rules: served.rules }));
  const table = new RouteTable([...served.rules, ...docs], opts.demo);

  auditWrites(data, now);

  app.use(requestLog(opts.logger)); // First: every answer has its X-Request-Id and its log line (requestLog.ts).
  if (metrics) app.use(metrics.timing);
  app.use(
    compressAnswers(),
    securityHeaders,
    exactPaths,
    refuseOverrides,
    auditTrail(data, now),
    authorization(table, sessions),
    jsonBodies(fileBodyLimits(opts.declarations)),
  );
  const authLimits = createAuthLimits(data, authLimitOptions(env, opts.authLimits), now);
  app.use(accountRouter({ data, sessions, demo: opts.demo, authLimits }));
  for (const decl of opts.declarations) app.use(decl.endpoint, collectionRouter(decl, { data, now }));
  const sms = new SmsGateway({ settings: smsSetup, data, now, log: opts.smsLog, observe: metrics?.smsSent });
  // Made before the features: the monitor lists and runs them (features/scheduledJobs.ts).
  const jobDeps = { sms, idleMs: sessionOptions.idleMs, resendMs: authLimits.options.resendSeconds * 1000 };
  const jobs = new JobRunner(data, scheduledJobs(data, env, jobDeps), now, metrics?.jobRun);
  const feed = new EventFeed(data, { retentionMs: eventRetentionMs(env), now });
  await feed.start();
  const live = new EventStreams(feed, sessions, streamLimits(env));
  const deps = { data, sessions, now, demo: opts.demo, declarations: opts.declarations, authLimits, sms, metrics, jobs, live };
  for (const feature of features) app.use(feature.default(deps));
  // API_DOCS=off: the description's routes are neither in the table nor served (40400).
  if (docs.length > 0) app.use(docsRouter(describe));
  app.use('/api', notFound);

  if (opts.consoleDir) {
    const csp = consoleCsp(opts.consoleDir);
    app.use((_req, res, next) => {
      res.set('Content-Security-Policy', csp);
      next();
    });
    app.use(consoleFiles(opts.consoleDir));
  }
  app.use(notFound);
  app.use(errorHandler);
  if (opts.jobs ?? env.JOBS !== 'off') jobs.start();
  return {
    app,
    data,
    sessions,
    table,
    get document() {
      return describe();
    },
    jobs,
    drain: () => live.endAll(),
    close: async () => {
      live.endAll();
      await feed.close();
      await jobs.stop();
      await sms.close();
      await data.close();
    },
  };
}
