/**
 * A SQLite deployment moves to PostgreSQL and back (`npm run db -- export | import`) with every
 * record, user, session, file and avatar (their bytes), history entry and operation-log entry,
 * ids kept: the tables read the same on the three databases, a session signed in on SQLite holds
 * on PostgreSQL, and the next write gets a fresh id on each (never the id of a row deleted before).
 * (PostgreSQL's project only, by its name: it needs both engines.)
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { withOperationLog } from '../../fake-api/data';
import { linesOf, openArchive, type Manifest } from '../../fake-api/database/archive';
import { openSource, type Target } from '../../fake-api/database/backup';
import { openDatabase } from '../../fake-api/database/connect';
import { exportData, importData } from '../../fake-api/database/exchange';
import { loadDeclarations } from '../../resources/lib/loadDeclarations';
import { pngImage } from '../fixtures/images';
import { databaseUrlFor, querySql } from './engine';
import { DAY, DS, GRANTS, isoDate, OUTPUTS, REQUESTS, SAFE_CSV } from './governanceHelpers';
import { b64, call, login, newPolicy, POLICIES, startApi, tempDir, type CallResult, type RunningApi } from './helpers';
import { runScript } from './processes';

const LONG = 240_000;
const work = tempDir('mds-move-');
const running: RunningApi[] = [];
afterAll(async () => {
  for (const run of running) await run.stop();
  fs.rmSync(work, { recursive: true, force: true });
});

const sqliteAt = (dataDir: string): Target => ({ dataDir });
/** An API on a SQLite data folder (this project's default is PostgreSQL). */
async function startOn(target: Target) {
  const run = await startApi({
    dataDir: target.dataDir,
    declarations: await loadDeclarations(),
    databaseUrl: target.url,
    env: { ...process.env, DATABASE_URL: '' },
  });
  running.push(run);
  return run;
}
const ok = <T>(res: CallResult<T>, what: string): T => {
  if (res.json.code !== 20000) throw new Error(`${what}: ${res.text}`);
  return res.json.data;
};

async function exportFrom(target: Target, file: string): Promise<Manifest> {
  const source = openSource(target);
  try {
    return await exportData(source, withOperationLog(await loadDeclarations()), file);
  } finally {
    await source.close();
  }
}

/** Each table of an export, its rows as sorted JSON objects (key order aside); of the migration steps, the fill's. */
async function tablesIn(file: string): Promise<Record<string, string[]>> {
  const { chunks } = await openArchive(file);
  const tables: Record<string, string[]> = {};
  let header: { table: string; columns: string[] } | undefined;
  for await (const line of linesOf(chunks)) {
    const value = JSON.parse(line) as unknown;
    if (!Array.isArray(value)) {
      header = value as { table: string; columns: string[] };
      tables[header.table] = [];
    } else if (header!.table === 'mds_migrations') {
      const step = String(value[header!.columns.indexOf('step')]);
      if (/^(fill:|store:|seed )/.test(step)) tables.mds_migrations.push(step);
    } else {
      const row = Object.fromEntries(header!.columns.map((c, i) => [c, value[i]] as const).sort(([a], [b]) => (a < b ? -1 : 1)));
      tables[header!.table].push(JSON.stringify(row));
    }
  }
  for (const rows of Object.values(tables)) rows.sort();
  return tables;
}

/** `npm run db -- …` as an operator runs it. */
const db = (env: Record<string, string>, ...args: string[]) => runScript('db.ts', args, env);

describe('moving between SQLite and PostgreSQL', () => {
  it('keeps every row and id both ways, and the next write gets a fresh id', { timeout: LONG }, async () => {
    // A SQLite deployment with a bit of everything.
    const first = sqliteAt(path.join(work, 'sqlite'));
    const source = await startOn(first);
    const base = source.baseUrl;
    const [admin, user] = [await login(base, 'admin', 'admin'), await login(base, 'user', 'user')];
    const made = [];
    for (const n of ['81000001', '81000002', '81000003'])
      made.push(ok(await call<{ id: number }>(base, 'POST', POLICIES, { token: admin, body: newPolicy({ number: n }) }), 'policy'));
    ok(await call(base, 'DELETE', `${POLICIES}/${made[2].id}`, { token: admin }), 'delete');
    const png = pngImage(3, 2);
    const uploaded = await fetch(`${base}/api/user/upload`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/octet-stream', Authorization: `Bearer ${admin}` },
      body: new Uint8Array(png),
    });
    const avatar = ((await uploaded.json()) as { data: { avatar: string } }).data.avatar;
    const request = ok(
      await call<{ id: number }>(base, 'POST', REQUESTS, {
        token: user,
        body: {
          title: 'Moving engines',
          datasets: [DS.plain],
          purpose: 'diseaseSpecific',
          researchPlan: 'Aggregate analysis only.',
          ethicsNumber: 'IRB-2026-0001',
          ethicsExpiresAt: isoDate(Date.now() + 3 * 365 * DAY),
        },
      }),
      'request',
    );
    ok(await call(base, 'POST', `${REQUESTS}/${request.id}/transitions`, { token: user, body: { to: 'submitted' } }), 'submit');
    ok(
      await call(base, 'POST', `${REQUESTS}/${request.id}/transitions`, {
        token: admin,
        body: { to: 'approved', accessExpiresAt: isoDate(Date.now() + 365 * DAY) },
      }),
      'approve',
    );
    const grants = ok(await call<{ list: { id: number; request: number }[] }>(base, 'GET', `${GRANTS}?pageSize=100`, { token: admin }), 'grants').list;
    const grant = grants.find((g) => g.request === request.id)!;
    const output = ok(
      await call<{ id: number }>(base, 'POST', OUTPUTS, {
        token: user,
        body: { title: 'Moved output', grant: grant.id, description: 'Counts by group.', file: { name: 'table.csv', data: b64(SAFE_CSV) } },
      }),
      'output',
    );

    // Exported from SQLite while its API serves, imported into PostgreSQL by the command line.
    const a = path.join(work, 'a.mds.gz');
    const exported = await exportFrom(first, a);
    expect(exported).toMatchObject({ kind: 'export', engine: 'sqlite', payload: 'jsonl' });
    expect(exported.tables.mds_transitions).toBeGreaterThan(0);
    await source.stop();
    const pg = { dataDir: path.join(work, 'pg'), url: await databaseUrlFor(path.join(work, 'pg')) };
    const imported = await db({ DATABASE_URL: pg.url! }, 'import', a);
    expect(imported.code, imported.stderr).toBe(0);
    expect(imported.stdout).toContain(`Imported ${a}: `);
    const again = await db({ DATABASE_URL: pg.url! }, 'import', a);
    expect(again.code).toBe(1);
    expect(again.stderr).toMatch(/is not empty\. This would replace:\n(.*\n)*\s+policies\s+\d+ rows/);

    // And back into a new SQLite folder.
    const b = path.join(work, 'b.mds.gz');
    expect((await exportFrom(pg, b)).engine).toBe('postgres');
    const last = sqliteAt(path.join(work, 'sqlite-again'));
    const database = openDatabase(last);
    await importData(database, withOperationLog(await loadDeclarations()), b).finally(() => database.close());
    const c = path.join(work, 'c.mds.gz');
    await exportFrom(last, c);

    // Table by table, the same rows with the same ids on all three.
    const [onSqlite, onPostgres, backOnSqlite] = [await tablesIn(a), await tablesIn(b), await tablesIn(c)];
    expect(Object.keys(onPostgres).sort()).toEqual(Object.keys(onSqlite).sort());
    for (const table of Object.keys(onSqlite)) {
      expect([table, onPostgres[table]]).toEqual([table, onSqlite[table]]);
      expect([table, backOnSqlite[table]]).toEqual([table, onSqlite[table]]);
    }
    expect(onSqlite.mds_migrations).toContain('store: demo');
    expect(onSqlite.mds_avatars).toHaveLength(1);
    expect(onSqlite.mds_sessions.length).toBeGreaterThanOrEqual(2);
    expect(onSqlite.mds_files.length).toBeGreaterThan(0);

    // PostgreSQL holds them in its own types: bytes as bytea, flags as booleans.
    const [file] = await querySql(pg.dataDir, `SELECT bytes FROM mds_files WHERE resource = 'outputs' AND record_id = ${output.id}`);
    expect(Buffer.from(file.bytes as Buffer).equals(Buffer.from(SAFE_CSV))).toBe(true);
    expect(new Set((await querySql(pg.dataDir, 'SELECT enable FROM presets')).map((r) => typeof r.enable))).toEqual(new Set(['boolean']));

    // Served from PostgreSQL: the session signed in on SQLite, the avatar and the file as uploaded, and a fresh id.
    const onPg = await startOn(pg);
    expect((await call(onPg.baseUrl, 'GET', '/api/user/info', { token: user })).status).toBe(200);
    expect(Buffer.from(await (await fetch(`${onPg.baseUrl}${avatar}`)).arrayBuffer()).equals(png)).toBe(true);
    const download = await fetch(`${onPg.baseUrl}${OUTPUTS}/${output.id}/files/file`, { headers: { Authorization: `Bearer ${admin}` } });
    expect(Buffer.from(await download.arrayBuffer()).toString()).toBe(SAFE_CSV);
    const next = ok(await call<{ id: number }>(onPg.baseUrl, 'POST', POLICIES, { token: admin, body: newPolicy({ number: '81000004' }) }), 'policy');
    // Past the largest id, and past the deleted one's.
    expect(next.id).toBe(made[2].id + 1);
    expect(next.id).toBe(exported.nextIds.policies);

    // The same on the SQLite folder it came back to.
    const onLast = await startOn(last);
    expect(ok(await call<{ id: number }>(onLast.baseUrl, 'POST', POLICIES, { token: admin, body: newPolicy({ number: '81000005' }) }), 'policy').id).toBe(
      made[2].id + 1,
    );
  });
});
