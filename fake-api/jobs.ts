/**
 * Scheduled jobs inside the API (the expiry sweep; later reminders and housekeeping). Each run is
 * one transaction. On PostgreSQL, where several API processes share the database, a run first
 * takes a transaction-scoped advisory lock named after the job and skips when another process
 * holds it, or when another process finished a run less than a period ago: a due run happens once
 * across the processes, with no extra service (a queue such as pg-boss would bring its own schema
 * and workers for what is, here, a few timers). SQLite serves one process, whose timer is the only one.
 */
import { sql } from 'kysely';
import type { ScheduledJob } from '../domain/monitor';
import type { AnyDb, Data } from './data';
import { log } from './logger';

export interface Job {
  name: string;
  /** How often it is due. */
  everyMs: number;
  /**
   * One run, in its own transaction; answers what it did. What must not happen unless the run is
   * kept (a text sent to a phone) is handed to `afterCommit`, which calls it once the run's
   * transaction has committed, and never when it rolls back (a retried run would send it twice).
   */
  run: (trx: AnyDb, now: number, afterCommit: (then: () => void) => void) => Promise<string>;
}

/** A job with its last run (domain/monitor.ts). */
export type JobState = ScheduledJob;

/** Told of each run's end (the metrics, when on): done, skipped (run elsewhere or just now) or failed. */
export type JobObserver = (job: string, outcome: 'done' | 'skipped' | 'failed') => void;

/** A job's advisory lock key: a stable 32-bit number from its name. */
const lockKey = (name: string) => [...`mds-job:${name}`].reduce((h, c) => (Math.imul(h, 31) + c.charCodeAt(0)) | 0, 7);

export class JobRunner {
  private timers: NodeJS.Timeout[] = [];
  private running = new Map<string, Promise<string>>();

  constructor(
    private readonly data: Data,
    readonly jobs: readonly Job[],
    private readonly now: () => number,
    private readonly observe?: JobObserver,
  ) {}

  /** Runs each job when due, the first time soon after the start. */
  start(firstAfterMs = 2000): void {
    for (const job of this.jobs) {
      const tick = () => void this.run(job.name, false).catch((e: Error) => log.error({ job: job.name, err: e }, `job ${job.name} failed`));
      this.timers.push(setTimeout(tick, firstAfterMs).unref(), setInterval(tick, job.everyMs).unref());
    }
  }

  /**
   * Runs a job now (`force`: even if another process ran it within its period); answers what it
   * did, or `skipped` when another process is running it or ran it just now.
   */
  run(name: string, force = true): Promise<string> {
    const job = this.jobs.find((j) => j.name === name);
    if (!job) return Promise.reject(new Error(`no job named ${name}`));
    // One run at a time in this process too.
    const current = this.running.get(name);
    if (current) return current;
    const run = this.once(job, force).finally(() => this.running.delete(name));
    if (this.observe) {
      const observe = this.observe;
      run.then(
        (result) => observe(name, result === 'skipped' ? 'skipped' : 'done'),
        () => observe(name, 'failed'),
      );
    }
    this.running.set(name, run);
    return run;
  }

  private async once(job: Job, force: boolean): Promise<string> {
    const started = this.now();
    const committed: (() => void)[] = [];
    try {
      const result = await this.data.transaction(async (trx) => {
        if (this.data.engine === 'postgres') {
          const { rows } = await sql<{ got: boolean }>`SELECT pg_try_advisory_xact_lock(${lockKey(job.name)}) AS got`.execute(trx);
          if (!rows[0]?.got) return 'skipped';
        }
        const last = await trx.selectFrom('mds_jobs').select('finished_at').where('name', '=', job.name).executeTakeFirst();
        if (!force && last?.finished_at != null && started - Number(last.finished_at) < job.everyMs * 0.9) return 'skipped';
        const result = await job.run(trx, started, (then) => committed.push(then));
        await record(trx, job.name, { started_at: started, finished_at: this.now(), result: result.slice(0, 500), ok: 1 });
        return result;
      });
      for (const then of committed) then();
      return result;
    } catch (e) {
      const message = (e as Error).message.slice(0, 500);
      await this.data
        .transaction((trx) => record(trx, job.name, { started_at: started, finished_at: this.now(), result: message, ok: 0 }))
        .catch(() => undefined);
      throw e;
    }
  }

  /** Each job with its schedule and its last run, as kept in the database (all processes'). */
  async list(): Promise<JobState[]> {
    const rows = await this.data.db.selectFrom('mds_jobs').select(['name', 'started_at', 'finished_at', 'result', 'ok']).execute();
    return this.jobs.map((job) => {
      const row = rows.find((r) => r.name === job.name);
      const iso = (ms: unknown) => (ms == null ? undefined : new Date(Number(ms)).toISOString());
      return {
        name: job.name,
        everyMs: job.everyMs,
        ...(row && { lastStarted: iso(row.started_at), lastFinished: iso(row.finished_at), result: String(row.result), ok: Number(row.ok) === 1 }),
      };
    });
  }

  /** Stops the timers and waits for the runs under way. */
  async stop(): Promise<void> {
    for (const t of this.timers) clearTimeout(t);
    this.timers = [];
    await Promise.allSettled([...this.running.values()]);
  }
}

async function record(trx: AnyDb, name: string, row: { started_at: number; finished_at: number; result: string; ok: number }) {
  await trx
    .insertInto('mds_jobs')
    .values({ name, ...row })
    .onConflict((oc) => oc.column('name').doUpdateSet(row))
    .execute();
}
