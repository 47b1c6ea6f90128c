/**
 * The API's Prometheus metrics, answered at GET /api/metrics (features/metrics.ts) to the bearer
 * of METRICS_TOKEN. Each API has a prom-client Registry of its own, so two APIs in one process
 * (the tests) count apart. With METRICS_TOKEN unset, prom-client is not even loaded and no
 * request is timed: the route answers 40400.
 */
import crypto from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import type { Registry } from 'prom-client';
import { isApiPath, routeTemplate } from './authorization';
import type { Data, TransactionObserver } from './data';
import type { JobObserver } from './jobs';

export const METRICS_PATH = '/api/metrics';

export interface Metrics {
  registry: Registry;
  /** Whether a request carries the metrics token (compared in constant time). */
  admits: (req: Request) => boolean;
  /** Counts and times every request, by method, route template and status. */
  timing: (req: Request, res: Response, next: NextFunction) => void;
  transaction: TransactionObserver;
  jobRun: JobObserver;
  smsSent: (state: 'sent' | 'failed') => void;
}

/** The token a scraper must send, or undefined: then there are no metrics at all. */
export const metricsToken = (env: NodeJS.ProcessEnv): string | undefined => env.METRICS_TOKEN || undefined;

/** Methods as they are; any other (a client's invention) as one word, so a label cannot grow without end. */
const KNOWN_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/** Server-sent event streams open in this process (a gauge: GET /api/events, eventStreams.ts). */
let streamsOpen = 0;

/** Counts a stream as open; call the function it answers when the stream ends (once is enough, more are ignored). */
export function sseStreamOpened(): () => void {
  streamsOpen++;
  let open = true;
  return () => {
    if (open) streamsOpen--;
    open = false;
  };
}

const sha256 = (text: string) => crypto.createHash('sha256').update(text).digest();

export async function createMetrics(token: string, data: Data): Promise<Metrics> {
  // Loaded only when metrics are on: a start without them does not pay for it.
  const { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } = await import('prom-client');
  const registry = new Registry();
  const registers = [registry];
  collectDefaultMetrics({ register: registry });

  const http = { labelNames: ['method', 'route', 'status'] as const, registers };
  const requests = new Counter({ name: 'http_requests_total', help: 'HTTP requests answered, by method, route template and status', ...http });
  const requestSeconds = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method, route template and status',
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    ...http,
  });

  new Gauge({
    name: 'db_pool_connections_in_use',
    help: 'Database connections in use (SQLite: its one connection)',
    registers,
    collect() {
      this.set(data.database.connections().inUse);
    },
  });
  new Gauge({
    name: 'db_pool_waiting',
    help: 'Queries and transactions waiting for a database connection (SQLite: none)',
    registers,
    collect() {
      this.set(data.database.connections().waiting);
    },
  });
  const byOutcome = { labelNames: ['outcome'] as const, registers };
  const transactions = new Counter({ name: 'db_transactions_total', help: 'Database transactions, by outcome (commit or rollback)', ...byOutcome });
  const transactionSeconds = new Histogram({
    name: 'db_transaction_duration_seconds',
    help: 'Time from a transaction asked for to its commit or rollback (waiting for the connection included), by outcome',
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    ...byOutcome,
  });
  for (const outcome of ['commit', 'rollback']) transactions.labels({ outcome }).inc(0);

  const jobRuns = new Counter({
    name: 'job_runs_total',
    help: 'Scheduled job runs, by job and outcome (done; skipped: another process ran it; failed)',
    labelNames: ['job', 'outcome'] as const,
    registers,
  });
  const jobFailures = new Counter({ name: 'job_failures_total', help: 'Scheduled job runs that failed, by job', labelNames: ['job'] as const, registers });
  const sms = new Counter({ name: 'sms_sends_total', help: 'SMS messages handed to the gateway, by state', labelNames: ['state'] as const, registers });
  for (const state of ['sent', 'failed'] as const) sms.labels({ state }).inc(0);
  new Gauge({
    name: 'sse_streams_open',
    help: 'Server-sent event streams open in this process',
    registers,
    collect() {
      this.set(streamsOpen);
    },
  });

  const expected = sha256(token);
  return {
    registry,
    admits: (req) => {
      const given = /^Bearer (.+)$/.exec(req.get('authorization') ?? '')?.[1];
      // Hashed first: equal lengths for timingSafeEqual, and no time that depends on where the texts differ.
      return crypto.timingSafeEqual(sha256(given ?? ''), expected) && given !== undefined;
    },
    timing: (req, res, next) => {
      const started = process.hrtime.bigint();
      // Read now: a mounted router changes req.url while it works.
      const api = isApiPath(req.path);
      res.once('finish', () => {
        const labels = {
          method: KNOWN_METHODS.has(req.method) ? req.method : 'OTHER',
          route: routeTemplate(req, api, res.statusCode),
          status: String(res.statusCode),
        };
        requests.inc(labels);
        requestSeconds.observe(labels, Number(process.hrtime.bigint() - started) / 1e9);
      });
      next();
    },
    transaction: (outcome, seconds) => {
      transactions.inc({ outcome });
      transactionSeconds.observe({ outcome }, seconds);
    },
    jobRun: (job, outcome) => {
      jobRuns.inc({ job, outcome });
      if (outcome === 'failed') jobFailures.inc({ job });
    },
    smsSent: (state) => sms.inc({ state }),
  };
}
