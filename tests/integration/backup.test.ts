/**
 * Backups (`npm run db -- backup | verify | restore`, run as an operator runs them) taken while the
 * API serves writes: restored into a fresh database, every write acknowledged before the backup
 * began is there with its operation-log entry, the rows are those the manifest counts, files come
 * back byte for byte and sessions still sign in. A damaged file is refused, a database holding rows
 * is not replaced without --force, and the scheduled backup keeps the last BACKUP_KEEP files.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BackupJob } from '../../fake-api/backupJob';
import { openArchive, type Manifest } from '../../fake-api/database/archive';
import { restore, verify } from '../../fake-api/database/backup';
import { loadDeclarations } from '../../resources/lib/loadDeclarations';
import { withOperationLog } from '../../fake-api/data';
import { databaseUrlFor, ENGINE, querySql } from './engine';
import { OUTPUTS, SAFE_CSV, startGovernance, type Gov } from './governanceHelpers';
import { call, newPolicy, POLICIES, startApi, tempDir, type RunningApi } from './helpers';
import { runScriptOn } from './processes';

const LONG = 180_000;

/** `npm run db -- …` on a data folder's database, as an operator runs it. */
const db = (dir: string, ...args: string[]) => runScriptOn(dir, 'db.ts', args);

async function manifestOf(file: string): Promise<Manifest> {
  const { manifest, close } = await openArchive(file);
  close();
  return manifest;
}

const countOf = async (dir: string, table: string) => Number((await querySql(dir, `SELECT count(*) AS n FROM "${table}"`))[0].n);

const dirs: string[] = [];
const newDir = () => {
  const dir = tempDir('mds-backup-');
  dirs.push(dir);
  return dir;
};
let gov: Gov;
let restored: RunningApi | undefined;
let sourceDir: string;
let backupFile: string;
let restoredDir: string;
beforeAll(async () => {
  sourceDir = newDir();
  gov = await startGovernance({ dataDir: sourceDir });
});
afterAll(async () => {
  await gov?.stop();
  await restored?.stop();
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

describe('a backup taken while the API serves writes', () => {
  it(
    'holds every write acknowledged before it began, with its log entry; restored, the rows match its manifest and files come back byte for byte',
    { timeout: LONG },
    async () => {
      const { grant } = await gov.grant(gov.user);
      const output = await gov.output(gov.user, Number(grant.id), { csv: SAFE_CSV });

      // Four writers add policies without pause until the backup has ended.
      const acked: number[] = [];
      let writing = true;
      const writer = async (w: number) => {
        for (let i = 0; writing; i++) {
          const res = await call<{ id: number }>(gov.run.baseUrl, 'POST', POLICIES, {
            token: gov.admin,
            body: newPolicy({ number: String(70_000_000 + w * 100_000 + i) }),
          });
          if (res.status !== 201) throw new Error(`a write failed: ${res.text}`);
          acked.push(res.json.data.id);
        }
      };
      const writers = [0, 1, 2, 3].map(writer);
      await expect.poll(() => acked.length, { timeout: 30_000 }).toBeGreaterThanOrEqual(20);

      const before = [...acked];
      backupFile = path.join(newDir(), 'console.mds.gz');
      const taken = await db(sourceDir, 'backup', backupFile);
      const during = acked.length - before.length;
      writing = false;
      await Promise.all(writers);
      expect(taken.code, taken.stderr).toBe(0);
      expect(taken.stdout).toContain(`Backup of ${ENGINE === 'sqlite' ? 'SQLite' : 'PostgreSQL'}`);
      // The API kept answering writes while the backup was taken.
      expect(during).toBeGreaterThan(0);
      const manifest = await manifestOf(backupFile);
      expect(manifest).toMatchObject({ kind: 'backup', engine: ENGINE, payload: ENGINE === 'sqlite' ? 'sqlite' : 'jsonl' });

      restoredDir = newDir();
      const back = await db(restoredDir, 'restore', backupFile);
      expect(back.code, back.stderr).toBe(0);
      expect(back.stdout).toContain(`Restored ${backupFile}`);

      const ids = new Set((await querySql(restoredDir, 'SELECT id FROM policies')).map((r) => Number(r.id)));
      expect(before.filter((id) => !ids.has(id))).toEqual([]);
      // Each of those writes with its operation-log entry.
      const logged = new Set((await querySql(restoredDir, `SELECT "recordId" FROM audit WHERE result = 'success'`)).map((r) => String(r.recordId)));
      expect(before.filter((id) => !logged.has(String(id)))).toEqual([]);
      // Every table holds what the manifest counts (the schema's own steps are the restored database's).
      for (const [table, n] of Object.entries(manifest.tables))
        if (table !== 'mds_migrations') expect([table, await countOf(restoredDir, table)]).toEqual([table, n]);
      expect(await countOf(restoredDir, 'audit')).toBeGreaterThan(before.length);

      // The restored API serves it: the session signed in before the backup, and the output's file as it was uploaded.
      const years = 100 * 365 * 86_400_000;
      restored = await startApi({
        dataDir: restoredDir,
        declarations: await loadDeclarations(),
        now: () => gov.clock.t,
        sessions: { ttlMs: years, idleMs: years },
      });
      expect((await call(restored.baseUrl, 'GET', '/api/user/info', { token: gov.admin })).status).toBe(200);
      const file = await fetch(`${restored.baseUrl}${OUTPUTS}/${output.id}/files/file`, { headers: { Authorization: `Bearer ${gov.admin}` } });
      expect(file.status).toBe(200);
      expect(Buffer.from(await file.arrayBuffer()).equals(Buffer.from(SAFE_CSV))).toBe(true);
      await restored.stop();
    },
  );

  it('is checked by verify, which finds a flipped byte', { timeout: LONG }, async () => {
    const good = await db(sourceDir, 'verify', backupFile);
    expect(good.code).toBe(0);
    expect(good.stdout).toContain('OK: the checksum and the row counts match.');
    expect(good.stdout).toMatch(/policies\s+\d+ rows/);

    const bytes = fs.readFileSync(backupFile);
    const at = Math.floor(bytes.length / 2);
    bytes[at] ^= 0x10;
    const damaged = path.join(path.dirname(backupFile), 'damaged.mds.gz');
    fs.writeFileSync(damaged, bytes);
    const bad = await db(sourceDir, 'verify', damaged);
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain(`db verify: ${damaged}: it is damaged`);
    const fresh = newDir();
    const decls = withOperationLog(await loadDeclarations());
    await expect(restore({ dataDir: fresh, url: await databaseUrlFor(fresh) }, decls, damaged)).rejects.toThrow(/damaged/);
    // Nothing of it was kept.
    expect(await querySql(fresh, 'SELECT id FROM policies').catch(() => [])).toEqual([]);
  });

  it('restores into a database that holds rows only with --force, naming what it would replace', { timeout: LONG }, async () => {
    const refused = await db(restoredDir, 'restore', backupFile);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('is not empty. This would replace:');
    expect(refused.stderr).toMatch(/policies\s+\d+ rows/);
    expect(refused.stderr).toContain('--force');

    const manifest = await manifestOf(backupFile);
    const decls = withOperationLog(await loadDeclarations());
    const forced = await restore({ dataDir: restoredDir, url: await databaseUrlFor(restoredDir) }, decls, backupFile, { force: true });
    expect(forced.replaced.policies).toBeGreaterThan(0);
    expect(await countOf(restoredDir, 'policies')).toBe(manifest.tables.policies);
  });

  it('restores into the engine it was taken from only, and says how to move between engines', async () => {
    const other = ENGINE === 'sqlite' ? { dataDir: newDir(), url: 'postgres://127.0.0.1:1/none' } : { dataDir: newDir() };
    await expect(restore(other, [], backupFile)).rejects.toThrow(/restores into the engine it was taken from.*npm run db -- export/);
  });
});

describe('the scheduled backup', () => {
  it('runs only with BACKUP_DIR set, writes a backup that verifies, and keeps the last BACKUP_KEEP', { timeout: LONG }, async () => {
    const plain = await startApi();
    expect(plain.api.jobs.jobs.map((j) => j.name)).not.toContain('backup');
    await plain.stop();

    const backups = newDir();
    const run = await startApi({ env: { ...process.env, BACKUP_DIR: backups, BACKUP_KEEP: '2' } });
    try {
      const job = run.api.jobs.jobs.find((j) => j.name === 'backup') as BackupJob;
      expect(job.everyMs).toBe(24 * 3_600_000);
      for (let i = 0; i < 4; i++) {
        await run.api.jobs.run('backup');
        await job.settled();
      }
      const files = fs.readdirSync(backups);
      expect(files).toHaveLength(2);
      for (const f of files) expect((await verify(path.join(backups, f))).kind).toBe('backup');
      const [state] = (await run.api.jobs.list()).filter((j) => j.name === 'backup');
      expect(state).toMatchObject({ ok: true, result: expect.stringMatching(/^wrote backup-.*\.mds\.gz \(\d+ rows\), removed 1 older$/) });
      expect(state.result).toContain(files.sort()[1]);
    } finally {
      await run.stop();
    }
  });
});
