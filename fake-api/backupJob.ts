/**
 * The scheduled backup (a job, jobs.ts): with BACKUP_DIR set, a backup (database/backup.ts) into
 * that folder every BACKUP_EVERY_HOURS (default 24), keeping the last BACKUP_KEEP (default 7).
 * - PostgreSQL: written within the job's run, whose advisory lock makes it once across the API
 *   processes; its snapshot is a transaction of its own, beside the run's.
 * - SQLite: the run starts it and answers. The run's transaction is the one writer's (groupCommit),
 *   which every write of the API would wait behind while the copy is made; the copy comes from a
 *   read-only connection of its own, and its outcome becomes the job's last result when it ends.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Data } from './data';
import { backupSqlite } from './database/backup';
import { exportData } from './database/exchange';
import type { Job } from './jobs';
import { privateDir } from './privateFiles';
import { envInt } from './rateLimit';

export const BACKUP_JOB = 'backup';

/** A backup's file name: its time, so that names sort as the backups were taken. */
export const backupName = (ms: number) => `backup-${new Date(ms).toISOString().replace(/[:.]/g, '-')}.mds.gz`;
const NAMED = /^backup-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z\.mds\.gz$/;

export interface BackupJob extends Job {
  /** Resolves once no backup is being written (on SQLite one goes on after its run answered). */
  settled: () => Promise<void>;
}

/** setInterval's longest period. */
const MAX_HOURS = Math.floor((2 ** 31 - 1) / 3_600_000);

function everyHours(env: NodeJS.ProcessEnv): number {
  const raw = env.BACKUP_EVERY_HOURS;
  if (raw === undefined || raw === '') return 24;
  const hours = Number(raw);
  if (!(hours > 0 && hours <= MAX_HOURS)) throw new Error(`BACKUP_EVERY_HOURS must be a number of hours above 0 and at most ${MAX_HOURS}, got "${raw}"`);
  return hours;
}

/** Removes all but the newest `keep` backups of the folder; answers how many went. */
function prune(dir: string, keep: number): number {
  const old = fs
    .readdirSync(dir)
    .filter((f) => NAMED.test(f))
    .sort()
    .slice(0, -keep);
  for (const f of old) fs.rmSync(path.join(dir, f), { force: true });
  return old.length;
}

/** The backup job when BACKUP_DIR is set (none otherwise), for the API's job runner. */
export function backupJobs(data: Data, env: NodeJS.ProcessEnv): BackupJob[] {
  if (!env.BACKUP_DIR) return [];
  const dir = path.resolve(env.BACKUP_DIR);
  const everyMs = everyHours(env) * 3_600_000;
  const keep = envInt(env, 'BACKUP_KEEP', 7);
  let writing: Promise<void> | undefined;

  const fileFor = (now: number) => {
    privateDir(dir);
    let t = now;
    while (fs.existsSync(path.join(dir, backupName(t)))) t++;
    return path.join(dir, backupName(t));
  };
  const write = async (file: string) => {
    const { database } = data;
    const manifest =
      database.engine === 'sqlite'
        ? await backupSqlite(database.where, file)
        : await exportData({ db: data.db, engine: database.engine, where: database.where }, data.declarations, file, 'backup');
    const rows = Object.values(manifest.tables).reduce((a, b) => a + b, 0);
    const removed = prune(dir, keep);
    return `wrote ${path.basename(file)} (${rows} rows)${removed ? `, removed ${removed} older` : ''}`;
  };
  /** SQLite: the outcome of a backup that ended after its run, as the job's last result. */
  const recorded = (result: string, ok: boolean) =>
    data.transaction((trx) =>
      trx
        .updateTable('mds_jobs')
        .set({ result: result.slice(0, 500), ok: ok ? 1 : 0 })
        .where('name', '=', BACKUP_JOB)
        .execute(),
    );

  return [
    {
      name: BACKUP_JOB,
      everyMs,
      run: async (_trx, now) => {
        if (data.engine === 'postgres') return write(fileFor(now));
        if (writing) return 'skipped: a backup is being written';
        const file = fileFor(now);
        writing = write(file)
          .then(
            (result) => recorded(result, true),
            (e: Error) => {
              console.error(`[fake-api] job ${BACKUP_JOB} failed: ${e.message.slice(0, 200)}`);
              return recorded(`failed: ${e.message}`, false);
            },
          )
          .then(
            () => undefined,
            () => undefined,
          )
          .finally(() => (writing = undefined));
        return `writing ${path.basename(file)}`;
      },
      settled: async () => {
        await writing;
      },
    },
  ];
}
