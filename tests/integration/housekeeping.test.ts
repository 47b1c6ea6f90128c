/**
 * The housekeeping job (`api.jobs.run('housekeeping')`, daily): sessions a day past their end,
 * rate-limit windows past their window, SMS codes past their validity and read notices older than
 * NOTICE_RETENTION_DAYS go, and reminders' records of dates past the reminders' reach; what is
 * still live, unread or recent stays. A second run finds nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { noticeRetentionDays } from '../../fake-api/housekeeping';
import messages, { READ, UNREAD } from '../../resources/messages';
import policies from '../../resources/policies';
import { hashOf, sessionFor, userId } from './dataHelpers';
import { call, startApi, tempDir, type RunningApi } from './helpers';

const DAY = 86_400_000;
const HOUR = 3_600_000;
const clock = { t: Date.UTC(2026, 10, 1) };
const IDLE_MS = 2 * HOUR;
const NO_SEED = { SEED_MESSAGES: '0' };

let run: RunningApi;
let owner: number;
beforeAll(async () => {
  // No seeded messages: only the test's own are counted.
  run = await startApi({ declarations: [policies, messages], now: () => clock.t, sessions: { ttlMs: 8 * HOUR, idleMs: IDLE_MS }, env: NO_SEED });
  owner = await userId(run.api, 'user');
});
afterAll(() => run?.stop());

const db = () => run.api.data.db;
/** The date `days` from the clock's (YYYY-MM-DD). */
const day = (days: number) => new Date(clock.t + days * DAY).toISOString().slice(0, 10);
const housekeep = () => run.api.jobs.run('housekeeping');

/** Sessions as a sign-in leaves them, then aged as told (all made first: a sign-in forgets sessions long expired). */
async function sessions(changes: { expires_at?: number; revoked_at?: number; last_seen?: number }[]): Promise<string[]> {
  const hashes: string[] = [];
  for (const _ of changes) hashes.push(hashOf(await sessionFor(run.api, owner, 'user')));
  for (const [i, change] of changes.entries())
    if (Object.keys(change).length) await db().updateTable('mds_sessions').set(change).where('token_hash', '=', hashes[i]).execute();
  return hashes;
}

/** A message in the user's inbox, `daysAgo` old. */
async function message(type: 'notice' | 'message', status: number, daysAgo: number): Promise<number> {
  const row = await run.api.data.records(messages.name).insert(db(), {
    type,
    title: `Housekeeping ${type} ${status} ${daysAgo}`,
    subTitle: '',
    avatar: '',
    content: 'Kept or removed by the housekeeping job.',
    time: new Date(clock.t - daysAgo * DAY).toISOString(),
    messageType: 0,
    status,
    owner,
  });
  return Number(row.id);
}

const sessionsLeft = async (hashes: string[]) =>
  (await db().selectFrom('mds_sessions').select('token_hash').where('token_hash', 'in', hashes).execute()).map((r) => r.token_hash).sort();
const messagesLeft = async (ids: number[]) =>
  (await db().selectFrom(messages.name).select('id').where('id', 'in', ids).execute()).map((r) => Number(r.id)).sort((a, b) => a - b);

describe('the housekeeping job', () => {
  let kept: { sessions: string[]; messages: number[] };
  let gone: { sessions: string[]; messages: number[] };

  beforeAll(async () => {
    const t = clock.t;
    const [live, expiredToday, revokedToday, expired, revoked, idle] = await sessions([
      {},
      // Ended within the day: still answers "expired" / "revoked".
      { expires_at: t - HOUR },
      { revoked_at: t - HOUR },
      { expires_at: t - 2 * DAY },
      { revoked_at: t - 2 * DAY },
      { last_seen: t - IDLE_MS - 2 * DAY },
    ]);
    kept = {
      sessions: [live, expiredToday, revokedToday],
      messages: [await message('notice', UNREAD, 400), await message('notice', READ, 100), await message('message', READ, 400)],
    };
    gone = { sessions: [expired, revoked, idle], messages: [await message('notice', READ, 181), await message('notice', READ, 400)] };
    await db()
      .insertInto('mds_limits')
      .values([
        { key: 'housekeeping:old', hits: JSON.stringify([t - 2 * HOUR]), until: t - HOUR },
        { key: 'housekeeping:live', hits: JSON.stringify([t - 60_000]), until: t + 60_000 },
      ])
      .execute();
    await db()
      .insertInto('mds_sms_codes')
      .values([
        { phone: '+8613900000101', code_hash: 'x', sent_at: t - HOUR, expires_at: t - HOUR + 300_000, wrong_tries: 0 },
        { phone: '+8613900000102', code_hash: 'y', sent_at: t - 60_000, expires_at: t + 240_000, wrong_tries: 0 },
      ])
      .execute();
    // A reminder's record is kept while its date is within the reminders job's reach (7 days past).
    const reminder = { resource: 'grants', record_id: 1, kind: 'grantEnds', threshold: 0, user_id: owner, sent: 1, at: t };
    await db()
      .insertInto('mds_reminders')
      .values([
        { ...reminder, due: day(-9) },
        { ...reminder, due: day(-8) },
      ])
      .execute();
  });

  it('removes what ended, and says how many of each', async () => {
    expect(await housekeep()).toBe('removed 3 sessions, 1 rate-limit window, 1 SMS code, 2 notices, 1 reminder record, 0 revisions, 0 trashed records');
    expect(await sessionsLeft([...kept.sessions, ...gone.sessions])).toEqual([...kept.sessions].sort());
    expect(await messagesLeft([...kept.messages, ...gone.messages])).toEqual([...kept.messages].sort((a, b) => a - b));
    const limits = await db().selectFrom('mds_limits').select('key').where('key', 'like', 'housekeeping:%').execute();
    expect(limits.map((r) => r.key)).toEqual(['housekeeping:live']);
    const codes = await db().selectFrom('mds_sms_codes').select('phone').execute();
    expect(codes.map((r) => r.phone)).toEqual(['+8613900000102']);
    const reminders = await db().selectFrom('mds_reminders').select('due').execute();
    expect(reminders.map((r) => r.due)).toEqual([day(-8)]);
  });

  it('leaves a live session working, and finds nothing on a second run', async () => {
    const token = await sessionFor(run.api, owner, 'user');
    expect(await housekeep()).toBe('removed 0 sessions, 0 rate-limit windows, 0 SMS codes, 0 notices, 0 reminder records, 0 revisions, 0 trashed records');
    expect((await call(run.baseUrl, 'GET', '/api/user/info', { token })).json.code).toBe(20000);
  });

  it('is due daily, and reports its last run', async () => {
    const job = (await run.api.jobs.list()).find((j) => j.name === 'housekeeping');
    expect(job).toMatchObject({
      everyMs: DAY,
      ok: true,
      result: 'removed 0 sessions, 0 rate-limit windows, 0 SMS codes, 0 notices, 0 reminder records, 0 revisions, 0 trashed records',
    });
  });
});

describe('NOTICE_RETENTION_DAYS', () => {
  it('keeps read notices for as many days as it says', async () => {
    const dir = tempDir('mds-housekeeping-');
    const short = await startApi({ dataDir: dir, declarations: [policies, messages], now: () => clock.t, env: { ...NO_SEED, NOTICE_RETENTION_DAYS: '10' } });
    try {
      const insert = (daysAgo: number) =>
        short.api.data.records(messages.name).insert(short.api.data.db, {
          type: 'notice',
          title: 'Retention',
          subTitle: '',
          avatar: '',
          content: 'Read.',
          time: new Date(clock.t - daysAgo * DAY).toISOString(),
          messageType: 0,
          status: READ,
          owner: 2,
        });
      const [older, newer] = [await insert(11), await insert(9)];
      expect(await short.api.jobs.run('housekeeping')).toMatch(/, 1 notice, 0 reminder records, 0 revisions, 0 trashed records$/);
      const left = await short.api.data.db.selectFrom(messages.name).select('id').where('id', 'in', [older.id, newer.id]).execute();
      expect(left.map((r) => Number(r.id))).toEqual([newer.id]);
    } finally {
      await short.stop();
    }
  });

  it('refuses a value that is not a whole number of days (read when the API starts)', () => {
    for (const bad of ['0', '-5', '1.5', 'forever'])
      expect(() => noticeRetentionDays({ NOTICE_RETENTION_DAYS: bad })).toThrow(/NOTICE_RETENTION_DAYS must be a whole number of 1 or more/);
    expect(noticeRetentionDays({})).toBe(180);
  });
});
