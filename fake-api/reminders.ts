/**
 * The reminders job (jobs.ts): a grant's end and an ethics approval's expiry, 30, 7 and 0 days
 * before, to the record's owner as a notice in their message box and an SMS (unless they turned
 * reminder SMS off). Each reminder goes out once: its (record, kind, date, threshold) row in
 * `mds_reminders` is inserted, or found there already, in the run's transaction before anyone is
 * told, so two API processes running the job at once, or a retried run, cannot send it twice (the
 * second insert waits for the first's commit, then finds the row). A run after a downtime sends
 * only the nearest threshold due, and marks the earlier ones as passed.
 */
import { ownerField, withExpiry, type ResourceDecl } from '../resources/lib/schema';
import type { RecordData } from '../resources/lib/validate';
import type { AnyDb, Data } from './data';
import { phoneKey } from './phone';
import type { Job } from './jobs';
import { addNotices, type Notice } from './notices';
import { wantsReminderSms, type SmsGateway, type SmsMessage } from './sms';

export const REMINDERS_JOB = 'reminders';
/** Days before the date, farthest first. */
export const THRESHOLDS = [30, 7, 0] as const;
/** A date passed longer ago than this is no longer reminded of (a grant that ended last year). */
export const LATE_DAYS = 7;
const DAY = 86_400_000;

export type ReminderKind = 'grantEnds' | 'ethicsExpires';

/** What is reminded of: a date field of the records in some states (as read: a grant past its end reads expired). */
interface Subject {
  resource: string;
  kind: ReminderKind;
  field: string;
  states: readonly string[];
}

const SUBJECTS: readonly Subject[] = [
  // A grant's end: while it runs, and on the day it ends (it then reads expired). Not once closed.
  { resource: 'grants', kind: 'grantEnds', field: 'expiresAt', states: ['active', 'renewed', 'expired'] },
  // The ethics approval a running grant holds: a renewal needs a valid one.
  { resource: 'grants', kind: 'ethicsExpires', field: 'ethicsExpiresAt', states: ['active', 'renewed'] },
  // The one an open request brings: an approval refuses an expired one.
  { resource: 'accessRequests', kind: 'ethicsExpires', field: 'ethicsExpiresAt', states: ['draft', 'submitted', 'underReview', 'returned'] },
];

/** The notice's key: "ends in N days", or "has ended" on the day itself and after. */
export const reminderKey = (kind: ReminderKind, days: number) =>
  `notice.reminder.${kind === 'grantEnds' ? (days > 0 ? 'grantEnds' : 'grantEnded') : days > 0 ? 'ethicsExpires' : 'ethicsExpired'}`;

/** Whole days from `now` to the date's start (UTC, as the API reads a date), none below 0. */
export const daysUntil = (dueMs: number, now: number) => Math.max(0, Math.ceil((dueMs - now) / DAY));

/** The nearest threshold due `days` before the date, with the farther ones it passes; none above 30 days. */
export function thresholdsDue(days: number): { nearest: number; passed: number[] } | undefined {
  const due = THRESHOLDS.filter((t) => days <= t);
  if (due.length === 0) return undefined;
  return { nearest: due[due.length - 1], passed: due.slice(0, -1) };
}

interface Reminder {
  subject: Subject;
  record: RecordData;
  /** How the record is named to its owner (its declaration's recordLabel: a grant's code, a request's title). */
  label: string;
  userId: number;
  due: string;
  days: number;
}

/** Records whose date is within the window (30 days ahead, LATE_DAYS behind) and whose state is reminded of. */
async function candidates(trx: AnyDb, data: Data, subject: Subject, now: number): Promise<Reminder[]> {
  const decl: ResourceDecl | undefined = data.decl(subject.resource);
  const owner = decl && ownerField(decl);
  if (!decl || !owner || !decl.fields[subject.field]) return [];
  const records = await data.records(subject.resource).all(
    trx,
    [
      { field: subject.field, op: 'gte', values: [now - LATE_DAYS * DAY] },
      { field: subject.field, op: 'lte', values: [now + THRESHOLDS[0] * DAY] },
    ],
    { now },
  );
  const field = decl.workflow?.field ?? 'state';
  return records.flatMap((record) => {
    const due = record[subject.field];
    const userId = Number(record[owner]);
    if (typeof due !== 'string' || !Number.isInteger(userId) || userId <= 0) return [];
    if (!subject.states.includes(String(withExpiry(decl, record, now)[field]))) return [];
    const label = String(record[decl.recordLabel] ?? `#${String(record.id)}`);
    return [{ subject, record, label, userId, due, days: daysUntil(Date.parse(due), now) }];
  });
}

/** Inserts the reminder's row unless there; answers whether this call inserted it. */
async function claim(trx: AnyDb, r: Reminder, threshold: number, sent: boolean, now: number): Promise<boolean> {
  const row = await trx
    .insertInto('mds_reminders')
    .values({
      resource: r.subject.resource,
      record_id: Number(r.record.id),
      kind: r.subject.kind,
      due: r.due,
      threshold,
      user_id: r.userId,
      sent: sent ? 1 : 0,
      at: now,
    })
    .onConflict((oc) => oc.columns(['resource', 'record_id', 'kind', 'due', 'threshold']).doNothing())
    .returning('threshold')
    .executeTakeFirst();
  return row !== undefined;
}

async function remind(trx: AnyDb, data: Data, sms: SmsGateway | undefined, now: number, afterCommit: (then: () => void) => void): Promise<string> {
  const notices: Notice[] = [];
  const texts: SmsMessage[] = [];
  let marked = 0;
  for (const subject of SUBJECTS) {
    for (const r of await candidates(trx, data, subject, now)) {
      const due = thresholdsDue(r.days);
      if (!due) continue;
      // The farther thresholds are passed: marked, never sent later.
      for (const t of due.passed) if (await claim(trx, r, t, false, now)) marked++;
      if (!(await claim(trx, r, due.nearest, true, now))) continue;
      const key = reminderKey(subject.kind, r.days);
      notices.push({
        userId: r.userId,
        key,
        params: { days: r.days, label: r.label, date: r.due },
        link: { resource: subject.resource, id: Number(r.record.id) },
      });
      if (!sms || !(await wantsReminderSms(data, trx, r.userId))) continue;
      const phone = phoneKey((await data.user(trx, r.userId))?.profile.phone ?? '');
      if (!phone) continue;
      // Said by the gateway in the phone's language (smsTexts.ts); a provider's template (aliyun) takes the parameters.
      texts.push({ to: phone, template: key, params: { title: r.label, date: r.due, days: r.days } });
    }
  }
  if (notices.length) await addNotices(data, trx, notices, now);
  // Once the run has committed (jobs.ts afterCommit): a run rolled back and retried sends no text
  // twice. Not waited for: the gateway records each delivery in a transaction of its own.
  if (texts.length) afterCommit(() => texts.forEach((text) => void sms!.send(text)));
  const passed = marked ? `, ${marked} passed` : '';
  return notices.length || marked ? `sent ${notices.length} reminder${notices.length === 1 ? '' : 's'} (${texts.length} by SMS)${passed}` : 'nothing due';
}

/** The reminders job: every hour, so that a reminder is at most an hour late. */
export const remindersJob = (data: Data, sms?: SmsGateway): Job => ({
  name: REMINDERS_JOB,
  everyMs: 3_600_000,
  run: (trx, now, afterCommit) => remind(trx, data, sms, now, afterCommit),
});
