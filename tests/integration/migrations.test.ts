/**
 * The database follows the declarations: a new field is added on start and recorded, and a change
 * that cannot be applied safely stops the start with what to do, and changes nothing.
 */
import fs from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import type { FieldDecl } from '../../resources/lib/schema';
import { call, login, startApi, tempDir, type RunningApi } from './helpers';
import { ENGINE, querySql, readTable } from './engine';
import { samples, size, tag, title, V1 } from './samples';

const dirs: string[] = [];
const running: RunningApi[] = [];
afterEach(async () => {
  for (const run of running.splice(0)) await run.stop();
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

async function startWith(dataDir: string, fields: Record<string, FieldDecl>) {
  const run = await startApi({ dataDir, declarations: [samples(fields)] });
  running.push(run);
  return run;
}

/** A data folder whose samples table was made by V1 (3 seeded records), the API stopped. */
async function madeByV1() {
  const dir = tempDir('mds-migrate-');
  dirs.push(dir);
  const run = await startWith(dir, V1);
  await run.stop();
  return dir;
}

const refusedStart = (dir: string, fields: Record<string, FieldDecl>) => startApi({ dataDir: dir, declarations: [samples(fields)] });

describe('migrations', () => {
  it('add a new field on start, record the step, and keep every record', async () => {
    const dir = await madeByV1();
    const before = await readTable(dir, 'samples');
    const run = await startWith(dir, { ...V1, note: { kind: 'text', filter: true } });
    const token = await login(run.baseUrl, 'admin', 'admin');
    const created = await call<{ note: string }>(run.baseUrl, 'POST', '/api/test/samples', { token, body: { title: 'Saliva', note: 'cold chain' } });
    expect(created.json.data.note).toBe('cold chain');
    const rows = await readTable(dir, 'samples');
    expect(rows.slice(0, 3).map((r) => r.title)).toEqual(before.map((r) => r.title));
    const steps = (await readTable(dir, 'mds_migrations')).map((r) => r.step);
    expect(steps).toContain('add column samples.note');
    // A free-text filter is searched by substring: its text search, not a b-tree index no query reads.
    expect(steps).toContain(ENGINE === 'sqlite' ? 'search samples(title,note)' : 'trigram samples.note');
    expect(steps).not.toContain('index samples.note');
  });

  it('drops the index an older version made for a free-text filter, once, and makes it again when a filter needs it', async () => {
    const dir = await madeByV1();
    const steps = async () => (await readTable(dir, 'mds_migrations')).map((r) => r.step);
    const indexes = async () =>
      (
        await querySql(
          dir,
          ENGINE === 'sqlite'
            ? "SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'samples'"
            : "SELECT indexname AS name FROM pg_indexes WHERE tablename = 'samples'",
        )
      ).map((i) => i.name);
    await querySql(dir, 'CREATE INDEX samples_title ON samples (title, id)', true);
    await querySql(dir, "INSERT INTO mds_migrations (step, applied_at) VALUES ('index samples.title', '2026-11-01T00:00:00.000Z')", true);
    await (await startWith(dir, V1)).stop();
    await (await startWith(dir, V1)).stop();
    expect((await steps()).filter((s) => s === 'drop unused index samples.title')).toHaveLength(1);
    expect(await indexes()).not.toContain('samples_title');
    expect(await indexes()).toContain('samples_title_sort');
    // The same field as codes (an exact filter) needs the index again; as free text once more, not.
    const coded = { ...V1, title: { ...title, kind: 'enum', values: ['Serum', 'Plasma', 'Urine'] } as FieldDecl };
    await (await startWith(dir, coded)).stop();
    expect(await indexes()).toContain('samples_title');
    expect(await steps()).toContain('index samples.title');
    await (await startWith(dir, V1)).stop();
    expect(await indexes()).not.toContain('samples_title');
    expect(await steps()).toContain('drop unused index samples.title');
  });

  it.each([
    ['a field removed', { title, tag }, /samples\.size is in the database but no longer declared: put the field back/],
    ['a type changed', { title, tag, size: { kind: 'text' } as FieldDecl }, /samples\.size is stored as .* but declared as text/],
    ['a field made unique over duplicate values', { title, tag: { ...tag, unique: true }, size }, /samples\.tag is now unique, but records share a value/],
    [
      'a new required field over stored records',
      { ...V1, lab: { kind: 'text', required: true } as FieldDecl },
      /samples\.lab is new and required.*give it a defaultValue/,
    ],
  ])('refuse %s with what to do, and change nothing', async (_, fields, message) => {
    const dir = await madeByV1();
    const steps = await readTable(dir, 'mds_migrations');
    const rows = await readTable(dir, 'samples');
    await expect(refusedStart(dir, fields)).rejects.toThrow(message);
    expect(await readTable(dir, 'mds_migrations')).toEqual(steps);
    expect(await readTable(dir, 'samples')).toEqual(rows);
    // And the old declaration still starts on it.
    const run = await startWith(dir, V1);
    const token = await login(run.baseUrl, 'admin', 'admin');
    expect((await call<{ total: number }>(run.baseUrl, 'GET', '/api/test/samples', { token })).json.data.total).toBe(3);
  });

  it('refuses a field whose name cannot be a plain column name, and makes nothing', async () => {
    const dir = tempDir('mds-migrate-');
    dirs.push(dir);
    const bad = { title, 'size"); DROP TABLE samples; --': size } as Record<string, FieldDecl>;
    await expect(refusedStart(dir, bad)).rejects.toThrow(/field names must be letters, digits and _/);
    await expect(refusedStart(dir, { title, tag, size_ms__: size })).rejects.toThrow(/rename size_ms__/);
  });
});
