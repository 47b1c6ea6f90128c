/**
 * The housekeeping job (jobs.ts), daily: removes what the API keeps only for a while.
 * - Sessions a day past their end (expired, idle too long or revoked): kept that day so that
 *   their token still answers "expired" or "revoked" rather than "not logged in".
 * - Rate-limit windows (`mds_limits`) whose last hit has left the window.
 * - SMS codes past their validity (a used one is removed when it signs in), once the resend wait
 *   they also stand for is over.
 * - Notices (messages of type notice) read and older than NOTICE_RETENTION_DAYS (default 180).
 * - Reminders' records (`mds_reminders`) of dates the reminders job no longer looks at.
 * - Records' revisions (`mds_revisions`) older than REVISION_RETENTION_DAYS (default 365; 0 keeps them).
 * - Trashed records (`mds_trash`, with their files) deleted more than TRASH_RETENTION_DAYS ago (default 30; 0 keeps them).
 * Each kind is removed in one statement; the run answers how many of each went.
 */
import messages, { READ } from '../resources/messages';
import type { AnyDb, Data } from './data';
import { timeColumn } from './database/declaredTables';
import type { Job } from './jobs';
import { envInt } from './rateLimit';
import { LATE_DAYS } from './reminders';
import { purgeRevisions, revisionRetentionDays } from './revisions';
import { purgeTrash, trashRetentionDays } from './trash';

export const HOUSEKEEPING_JOB = 'housekeeping';
const DAY = 86_400_000;
/** How long a finished session is kept (as fake-api/database/tables.ts forgetExpired keeps it). */
const KEEP_ENDED_MS = DAY;

export interface HousekeepingOptions {
  /** A session's idle lifetime (SESSION_IDLE_SECONDS): past it (and a day) it is gone. */
  idleMs: number;
  /** The wait before a phone may get another code (SMS_RESEND_SECONDS): its code's row stands for it. */
  resendMs: number;
}

/** NOTICE_RETENTION_DAYS: how long a read notice is kept (default 180 days). */
export const noticeRetentionDays = (env: NodeJS.ProcessEnv) => envInt(env, 'NOTICE_RETENTION_DAYS', 180);

const removed = (result: { numDeletedRows: bigint } | undefined) => Number(result?.numDeletedRows ?? 0);

async function sweepSessions(trx: AnyDb, now: number, idleMs: number): Promise<number> {
  const before = now - KEEP_ENDED_MS;
  const result = await trx
    .deleteFrom('mds_sessions')
    .where((eb) => eb.or([eb('expires_at', '<', before), eb('revoked_at', '<', before), eb('last_seen', '<', before - idleMs)]))
    .executeTakeFirst();
  return removed(result);
}

async function sweepLimits(trx: AnyDb, data: Data, now: number): Promise<number> {
  const forget = trx.deleteFrom('mds_limits');
  // On PostgreSQL a window a sign-in holds is left for the next run (as rateLimit.ts does): no waiting on it.
  const result =
    data.engine === 'sqlite'
      ? await forget.where('until', '<', now).executeTakeFirst()
      : await forget.where('key', 'in', trx.selectFrom('mds_limits').select('key').where('until', '<', now).forUpdate().skipLocked()).executeTakeFirst();
  return removed(result);
}

async function sweepCodes(trx: AnyDb, now: number, resendMs: number): Promise<number> {
  const result = await trx
    .deleteFrom('mds_sms_codes')
    .where('expires_at', '<=', now)
    .where('sent_at', '<=', now - resendMs)
    .executeTakeFirst();
  return removed(result);
}

async function sweepNotices(trx: AnyDb, data: Data, now: number, days: number): Promise<number> {
  if (!data.has(messages.name)) return 0;
  const result = await trx
    .deleteFrom(messages.name)
    .where('type', '=', 'notice')
    .where('status', '=', READ)
    .where(timeColumn('time'), '<', now - days * DAY)
    .executeTakeFirst();
  return removed(result);
}

/** A reminder's record whose date is past the reminders' window (reminders.ts LATE_DAYS): it can never be due again. */
async function sweepReminders(trx: AnyDb, now: number): Promise<number> {
  const before = new Date(now - (LATE_DAYS + 1) * DAY).toISOString().slice(0, 10);
  return removed(await trx.deleteFrom('mds_reminders').where('due', '<', before).executeTakeFirst());
}

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export function housekeeping(data: Data, env: NodeJS.ProcessEnv, opts: HousekeepingOptions): Job {
  // Read at start: a wrong value stops the start, not a run a day later.
  const retentionDays = noticeRetentionDays(env);
  const revisionDays = revisionRetentionDays(env);
  const trashDays = trashRetentionDays(env);
  return {
    name: HOUSEKEEPING_JOB,
    everyMs: DAY,
    run: async (trx, now) => {
      const parts = [
        count(await sweepSessions(trx, now, opts.idleMs), 'session', 'sessions'),
        count(await sweepLimits(trx, data, now), 'rate-limit window', 'rate-limit windows'),
        count(await sweepCodes(trx, now, opts.resendMs), 'SMS code', 'SMS codes'),
        count(await sweepNotices(trx, data, now, retentionDays), 'notice', 'notices'),
        count(await sweepReminders(trx, now), 'reminder record', 'reminder records'),
        count(await purgeRevisions(trx, now, revisionDays), 'revision', 'revisions'),
        count(await purgeTrash(trx, now, trashDays), 'trashed record', 'trashed records'),
      ];
      return `removed ${parts.join(', ')}`;
    },
  };
}
