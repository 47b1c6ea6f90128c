/**
 * The health checks a load balancer or a service manager probes, without a session: live while
 * the process serves; ready only while the database answers and its schema is up to the
 * declarations, 503 (50300) saying which otherwise, and ready again once that is mended. Neither
 * tells where the database is or what runs it. The database going away: health.postgres.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../../fake-api/database/migrate';
import { call, startApi, type RunningApi } from './helpers';
import { expectingErrors, expectNothingPrivate } from './healthHelpers';

let run: RunningApi;
beforeAll(async () => {
  run = await startApi();
});
afterAll(() => run.stop());

const live = () => call<{ status: string }>(run.baseUrl, 'GET', '/api/health/live');
const ready = () => call<{ status: string } | null>(run.baseUrl, 'GET', '/api/health/ready');

describe('the health checks', () => {
  it('answer live and ready without a session', async () => {
    const l = await live();
    expect(l.status).toBe(200);
    expect(l.json).toMatchObject({ code: 20000, status: 'ok', data: { status: 'live' } });
    const r = await ready();
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject({ code: 20000, status: 'ok', data: { status: 'ready' } });
    expectNothingPrivate(l.text + r.text, run.dataDir);
    expect(l.headers.get('cache-control')).toBe('no-store');
  });

  it('take no parameters and no other method, like every route of the table', async () => {
    expect((await call(run.baseUrl, 'GET', '/api/health/ready?verbose=1')).json.code).toBe(40000);
    expect((await call(run.baseUrl, 'POST', '/api/health/live', { body: {} })).status).toBe(405);
  });

  it('turns not ready while the schema is behind the declarations, saying how far, and ready once migrated', async () => {
    // As a database restored from a backup older than the declarations: an index step no longer recorded as applied.
    const [{ step }] = await run.api.data.db.selectFrom('mds_migrations').select('step').where('step', 'like', 'index %').limit(1).execute();
    await run.api.data.db.deleteFrom('mds_migrations').where('step', '=', step).execute();

    await expectingErrors(async () => {
      const behind = await ready();
      expect(behind.status).toBe(503);
      expect(behind.json).toMatchObject({ code: 50300, status: 'fail', msg: 'schema behind: 1 migration step pending' });
      expectNothingPrivate(behind.text, run.dataDir);
      // Asked again with nothing changed: the same answer (from the plan kept for this record of steps).
      expect((await ready()).json.msg).toBe('schema behind: 1 migration step pending');
      expect((await live()).status).toBe(200);
    });

    expect(await migrate(run.api.data.database, run.api.data.declarations)).toEqual([step]);
    const again = await ready();
    expect(again.status).toBe(200);
    expect(again.json.data).toEqual({ status: 'ready' });
  });
});
