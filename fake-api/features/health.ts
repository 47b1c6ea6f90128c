/**
 * Health checks for a load balancer or a service manager, public and cheap:
 * - live: the process answers requests (restart it when this fails);
 * - ready: the database answers and its schema is up to the declarations (send it no traffic
 *   while this answers 503 / 50300; `msg` says which).
 * Neither says where the database is, nor any version: only what an operator acts on.
 */
import express from 'express';
import { sql } from 'kysely';
import { z } from 'zod';
import type { Data } from '../data';
import { migrationStatus } from '../database/migrate';
import { ApiFailure, CODES, fail, ok } from '../envelope';
import type { RouteRule } from '../authorization';
import type { Feature } from '../feature';
import { handle } from '../handle';

/** A database slower than this to answer counts as unreachable: a check must answer before its prober gives up. */
const ANSWER_WITHIN_MS = 2000;

export const routes: readonly RouteRule[] = [
  {
    method: 'GET',
    path: '/api/health/live',
    roles: 'public',
    doc: { tag: 'Operations', summary: 'Liveness: the process serves', answer: z.object({ status: z.literal('live') }) },
  },
  {
    method: 'GET',
    path: '/api/health/ready',
    roles: 'public',
    doc: {
      tag: 'Operations',
      summary: 'Readiness: the database answers and its schema is up to date; else 503 (50300) saying which',
      answer: z.object({ status: z.literal('ready') }),
      fails: [503],
    },
  },
];

function within<T>(ms: number, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('no answer in time')), ms).unref();
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/**
 * The readiness check of one API: why it is not ready, or undefined. The schema is planned
 * (migrate.ts `migrationStatus`, which reads the tables' columns) only when the record of applied
 * steps changed since the last check; otherwise a check is two one-row queries.
 */
export function readiness(data: Data): () => Promise<string | undefined> {
  let known: { applied: string; pending: Promise<number> } | undefined;
  const pendingSteps = async () => {
    // Any step recorded or removed changes the count or the highest id (ids only grow).
    const applied = await sql<{ n: number; last: number | null }>`SELECT count(*) AS n, max(id) AS last FROM mds_migrations`
      .execute(data.db)
      .then(({ rows }) => `${Number(rows[0].n)}:${rows[0].last}`)
      // No record at all (an empty database): planned like any other change.
      .catch(() => 'none');
    if (known?.applied !== applied) {
      const pending = migrationStatus(data.database, data.declarations).then(({ plan }) => plan.steps.length);
      const planned = { applied, pending };
      known = planned;
      // A plan that failed (the database went away meanwhile) is planned again next time.
      pending.catch(() => {
        if (known === planned) known = undefined;
      });
    }
    return known.pending;
  };
  return async () => {
    try {
      await within(ANSWER_WITHIN_MS, sql`SELECT 1`.execute(data.db));
      const pending = await within(ANSWER_WITHIN_MS, pendingSteps());
      return pending === 0 ? undefined : `schema behind: ${pending} migration step${pending === 1 ? '' : 's'} pending`;
    } catch {
      // Why it failed (an address, a user name) is the database's business, not a prober's.
      return 'database unreachable';
    }
  };
}

const health: Feature = ({ data }) => {
  const router = express.Router({ caseSensitive: true, strict: true });
  const notReady = readiness(data);
  router.get('/api/health/live', (_req, res) => ok(res, { status: 'live' }));
  router.get(
    '/api/health/ready',
    handle(async (_req, res) => {
      const why = await notReady();
      if (why) return fail(res, new ApiFailure(CODES.notReady, why));
      ok(res, { status: 'ready' });
    }),
  );
  return router;
};
export default health;
