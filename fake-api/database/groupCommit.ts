/**
 * SQLite commits one transaction at a time, and each commit waits for the disk (fsync, since an
 * acknowledged write must survive a power cut). Write transactions that arrive together are run
 * in one database transaction, each in a savepoint of its own (one that fails is rolled back
 * alone, as if it ran by itself), and committed with one fsync; none is answered before that
 * commit. PostgreSQL groups commits itself, across connections.
 */
import { sql } from 'kysely';
import type { AnyDb } from './tables';

type Work = (trx: AnyDb) => Promise<unknown>;
interface Job {
  work: Work;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}
type Outcome = { value: unknown } | { error: unknown };

/** At most this many writes share one commit: a bound on how long the first of them waits. */
const MAX_BATCH = 64;

export function groupCommit(db: AnyDb) {
  const queue: Job[] = [];
  let scheduled = false;

  async function runBatch(batch: Job[]) {
    const outcomes: Outcome[] = [];
    try {
      await db.transaction().execute(async (trx) => {
        for (const [i, job] of batch.entries()) {
          await sql.raw(`SAVEPOINT write_${i}`).execute(trx);
          try {
            outcomes.push({ value: await job.work(trx) });
          } catch (error) {
            await sql.raw(`ROLLBACK TO write_${i}`).execute(trx);
            outcomes.push({ error });
          }
          await sql.raw(`RELEASE write_${i}`).execute(trx);
        }
      });
    } catch (error) {
      // The commit itself failed (a full disk): nothing of the batch is kept, none is acknowledged.
      for (const job of batch) job.reject(error);
      return;
    }
    batch.forEach((job, i) => {
      const outcome = outcomes[i];
      if ('error' in outcome) job.reject(outcome.error);
      else job.resolve(outcome.value);
    });
  }

  async function drain() {
    while (queue.length > 0) await runBatch(queue.splice(0, MAX_BATCH));
    scheduled = false;
  }

  return function transaction<T>(work: (trx: AnyDb) => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      queue.push({ work, resolve: resolve as (value: unknown) => void, reject });
      if (scheduled) return;
      scheduled = true;
      // After the requests already read from the sockets have queued their writes, and those read in
      // one more turn of the event loop: a commit holds the thread, so writers answered by the last
      // one send their next write meanwhile (about 2.8 writes share a commit under 4 writers, not 2).
      setImmediate(() => setImmediate(() => void drain()));
    });
  };
}
