/**
 * A rolling upgrade on PostgreSQL: while one API process serves, a newer one starts on the same
 * database and adds a field's column. The older one keeps answering every kind of call. Each of
 * its connections keeps the statements it ran prepared, and those name their columns: a prepared
 * `SELECT *` would fail with "cached plan must not change result type" once the table changed.
 * (PostgreSQL only, by its name: SQLite serves one process, sqliteLock.sqlite.test.ts.)
 */
import fs from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { call, login, startApi, tempDir, type RunningApi } from './helpers';
import { samples, V1 } from './samples';

const SAMPLES = '/api/test/samples';
interface Sample {
  id: number;
  title: string;
  note?: string;
}

const dir = tempDir('mds-rolling-');
const running: RunningApi[] = [];
afterAll(async () => {
  for (const run of running) await run.stop();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** Every kind of call the older process serves: a session check, list, read, create, update and delete. */
async function everyKindOfCall(api: RunningApi, token: string, round: number) {
  const list = await call<{ list: Sample[]; total: number }>(api.baseUrl, 'GET', `${SAMPLES}?sort=title&order=asc`, { token });
  const searched = await call<{ list: Sample[] }>(api.baseUrl, 'GET', `${SAMPLES}?title=plas`, { token });
  const created = await call<Sample>(api.baseUrl, 'POST', SAMPLES, { token, body: { title: `Saliva ${round}`, tag: 'batch-2', size: 4 } });
  const read = await call<Sample>(api.baseUrl, 'GET', `${SAMPLES}/${created.json.data.id}`, { token });
  const updated = await call<Sample>(api.baseUrl, 'PATCH', `${SAMPLES}/${created.json.data.id}`, { token, body: { size: 5 } });
  const removed = await call(api.baseUrl, 'DELETE', `${SAMPLES}/${created.json.data.id}`, { token });
  const user = await call<{ name: string }>(api.baseUrl, 'GET', '/api/user/info', { token });
  return {
    statuses: [list, searched, created, read, updated, removed, user].map((r) => r.status),
    total: list.json.data.total,
    searched: searched.json.data.list.map((s) => s.title),
    read: read.json.data,
    updated: updated.json.data,
    user: user.json.data.name,
  };
}

describe('a rolling upgrade on one PostgreSQL database', () => {
  it('the older process keeps serving after the newer one adds a column', async () => {
    const older = await startApi({ dataDir: dir, declarations: [samples(V1)] });
    running.push(older);
    const token = await login(older.baseUrl, 'admin', 'admin');
    // Twice: the statements are prepared on the connections the calls take.
    const before = [await everyKindOfCall(older, token, 1), await everyKindOfCall(older, token, 2)];
    expect(before.map((b) => b.statuses)).toEqual([
      [200, 200, 201, 200, 200, 200, 200],
      [200, 200, 201, 200, 200, 200, 200],
    ]);

    const newer = await startApi({ dataDir: dir, declarations: [samples({ ...V1, note: { kind: 'text', filter: true } })] });
    running.push(newer);
    const noted = await call<Sample>(newer.baseUrl, 'POST', SAMPLES, { token, body: { title: 'Plasma, noted', note: 'cold chain' } });
    expect(noted.json.data.note).toBe('cold chain');

    const after = await everyKindOfCall(older, token, 3);
    expect(after.statuses).toEqual([200, 200, 201, 200, 200, 200, 200]);
    expect(after.total).toBe(before[1].total + 1);
    expect(after.searched).toContain('Plasma, noted');
    // The older process shows the fields it knows: the new column is not read.
    expect(after.read).toEqual({ ...before[1].read, id: after.read.id, title: 'Saliva 3' });
    expect(after.updated).toMatchObject({ title: 'Saliva 3', size: 5 });
    expect(after.user).toBe(before[1].user);
    expect((await call<Sample>(older.baseUrl, 'GET', `${SAMPLES}/${noted.json.data.id}`, { token })).json.data).not.toHaveProperty('note');
  });
});
