/**
 * `npm run jobs -- <command>`, on DATA_DIR's SQLite file (default .data) or DATABASE_URL's PostgreSQL:
 * - `list`: each scheduled job (fake-api/scheduledJobs.ts), its schedule, its last run and result
 *   (from `mds_jobs`, written by every API process). Reads only: SQLite is opened read-only, so it
 *   works while the API runs.
 * - `run <name>`: runs one job now, and prints what it did. On PostgreSQL at any time: the job's
 *   advisory lock keeps it single across the API processes. On SQLite the API holds the file: stop
 *   it first, or run the job from the console's monitor page.
 * Exit codes: 0 done (or skipped: another process was running it), 1 failed, 2 usage.
 */
import fs from 'node:fs';
import path from 'node:path';
import { Data } from '../fake-api/data';
import { openSource } from '../fake-api/database/backup';
import { DatabaseError, SQLITE_FILE } from '../fake-api/database/connect';
import { JobRunner, type Job, type JobState } from '../fake-api/jobs';
import { jobDepsOf, periodText, scheduledJobs } from '../fake-api/scheduledJobs';
import { SmsGateway } from '../fake-api/sms';
import { smsSettings } from '../fake-api/smsProviders/settings';
import { loadDeclarations } from '../resources/lib/loadDeclarations';

const USAGE = `usage: npm run jobs -- list
       npm run jobs -- run <name>`;

const [command = '', ...args] = process.argv.slice(2);
if (!((command === 'list' && args.length === 0) || (command === 'run' && args.length === 1))) {
  console.error(USAGE);
  process.exit(2);
}
const env = process.env;
const target = { dataDir: path.resolve(env.DATA_DIR ?? '.data'), url: env.DATABASE_URL || undefined };

/**
 * For `list`: the jobs' names and schedules, and a runner that reads their last runs from `db`.
 * No job touches its Data until it runs, and a listing runs none: anything but `db` and `engine` fails loudly.
 */
function readOnlyData(db: Data['db'], engine: Data['engine']): Data {
  return new Proxy({ db, engine } as unknown as Data, {
    get: (target, key) => {
      if (key === 'db' || key === 'engine' || key === 'then') return Reflect.get(target, key);
      throw new Error(`jobs list reads the jobs' last runs only (asked for ${String(key)})`);
    },
  });
}

const cell = (s: string, width: number) => s.padEnd(width);

function printList(jobs: readonly JobState[]) {
  const rows = jobs.map((j) => [
    j.name,
    `every ${periodText(j.everyMs)}`,
    j.lastFinished ?? j.lastStarted ?? 'never',
    j.ok === undefined ? '' : j.ok ? 'ok' : 'FAILED',
    j.result ?? '',
  ]);
  const head = ['JOB', 'SCHEDULE', 'LAST RUN', 'OK', 'RESULT'];
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  for (const r of [head, ...rows])
    console.log(
      r
        .map((c, i) => (i === r.length - 1 ? c : cell(c, widths[i])))
        .join('  ')
        .trimEnd(),
    );
}

async function list(): Promise<number> {
  const source = openSource(target);
  try {
    console.log(`Database: ${source.where} (${source.engine})\n`);
    const data = readOnlyData(source.db, source.engine);
    printList(await new JobRunner(data, scheduledJobs(data, env, jobDepsOf(env)), Date.now).list());
    return 0;
  } finally {
    await source.close();
  }
}

async function run(name: string): Promise<number> {
  if (!target.url && !fs.existsSync(path.join(target.dataDir, SQLITE_FILE))) {
    console.error(`jobs run: there is no database at ${path.join(target.dataDir, SQLITE_FILE)} (set DATA_DIR, or DATABASE_URL for PostgreSQL)`);
    return 1;
  }
  let data: Data;
  try {
    data = await Data.open({ ...target, declarations: await loadDeclarations() });
  } catch (e) {
    if (e instanceof DatabaseError && !target.url) {
      console.error(
        `jobs run: an API is serving ${path.join(target.dataDir, SQLITE_FILE)}, and SQLite serves one process.\n` +
          'Stop the API first, or run the job from the console: Monitor page, "Scheduled jobs", "Run now".',
      );
      return 1;
    }
    throw e;
  }
  // Reminders' texts go as the API's would (SMS_PROVIDER; the log in demo mode), recorded as its deliveries.
  let sms: SmsGateway | undefined;
  try {
    sms = new SmsGateway({ settings: smsSettings(env, env.NODE_ENV !== 'production'), data });
    const jobs: Job[] = scheduledJobs(data, env, jobDepsOf(env, sms));
    const job = jobs.find((j) => j.name === name);
    if (!job) {
      console.error(`jobs run: no job named ${name}; the jobs are: ${jobs.map((j) => j.name).join(', ')}`);
      return 2;
    }
    const runner = new JobRunner(data, jobs, Date.now);
    let result: string;
    try {
      result = await runner.run(name);
    } catch (e) {
      console.error(`jobs run: ${name} failed: ${(e as Error).message}`);
      return 1;
    }
    if (result === 'skipped') {
      console.log(`${name}: skipped: another API process is running it right now.`);
      return 0;
    }
    // A SQLite backup goes on after its run answered: wait for it, then tell its outcome.
    const settled = (job as Partial<{ settled: () => Promise<void> }>).settled;
    if (settled) await settled();
    const state = (await runner.list()).find((j) => j.name === name);
    console.log(`${name}: ${state?.result ?? result}`);
    return state?.ok === false ? 1 : 0;
  } finally {
    // The texts' retries end before the database closes.
    await sms?.close();
    await data.close();
  }
}

let code = 1;
try {
  code = command === 'list' ? await list() : await run(args[0]);
} catch (e) {
  console.error(`jobs ${command}: ${(e as Error).message}`);
}
process.exit(code);
