/**
 * "Use once" and "at most N" under real concurrent HTTP requests, on SQLite and on PostgreSQL
 * alike: each race runs TRIALS times and no trial may use anything twice.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import invitations from '../../resources/invitations';
import policies from '../../resources/policies';
import { ADMIN_PHONE, call, codesOf, login, newPolicy, POLICIES, startApi, type RunningApi } from './helpers';

const TRIALS = 20;
const TOKEN = '/api/v1/auth/token';

let clock = Date.UTC(2026, 10, 1);
let run: RunningApi;
let admin: string;
beforeAll(async () => {
  // Many codes to the one demo phone (its code is raced below): no daily cap in the way.
  run = await startApi({ declarations: [policies, invitations], now: () => clock, authLimits: { smsDailyCap: 100_000 } });
  admin = await login(run.baseUrl, 'admin', 'admin');
});
afterAll(() => run.stop());

const send = (phoneNum: string) => call<{ sent: boolean }>(run.baseUrl, 'POST', TOKEN, { body: { phoneNum } });
const verify = (phoneNum: string, code: string, invitationCode?: string) =>
  call<{ token: string }>(run.baseUrl, 'POST', TOKEN, { body: { phoneNum, code, invitationCode } });
const outbox = async (phone: string) => (await call<{ code: string }[]>(run.baseUrl, 'GET', `/api/dev/sms-outbox?phone=${phone}`)).json.data;
/** Another number for each trial and each phone in it. */
const phoneFor = (race: number, trial: number, k = 0) => `139${race}${String(trial * 10 + k).padStart(7, '0')}`;

describe('under concurrent requests', () => {
  it('a single-use invitation code brought by 4 new phones at once makes exactly one account', async () => {
    const doubles: number[] = [];
    for (let trial = 0; trial < TRIALS; trial++) {
      const expiresAt = new Date(clock + 86_400_000).toISOString();
      const invitation = (await call<{ code: string }>(run.baseUrl, 'POST', '/api/v1/invitations', { token: admin, body: { expiresAt } })).json.data.code;
      const phones = [0, 1, 2, 3].map((k) => phoneFor(1, trial, k));
      expect(codesOf(await Promise.all(phones.map(send)))).toEqual([20000, 20000, 20000, 20000]);
      const codes = await Promise.all(phones.map(async (phone) => (await outbox(phone))[0].code));
      const answers = await Promise.all(phones.map((phone, k) => verify(phone, codes[k], invitation)));
      const signedIn = answers.filter((a) => a.json.code === 20000).length;
      const accounts = (await Promise.all(phones.map((p) => run.api.data.userBy(run.api.data.db, 'phone', `+86${p}`)))).filter(Boolean).length;
      if (signedIn !== 1 || accounts !== 1) doubles.push(trial);
    }
    expect(doubles).toEqual([]);
  });

  it('two code requests for one phone at once send one code', async () => {
    const doubles: number[] = [];
    for (let trial = 0; trial < TRIALS; trial++) {
      const phone = phoneFor(2, trial);
      const answers = await Promise.all([send(phone), send(phone)]);
      if (codesOf(answers).join() !== '20000,42900' || (await outbox(phone)).length !== 1) doubles.push(trial);
    }
    expect(doubles).toEqual([]);
  });

  it('an SMS code brought by 4 sign-ins at once signs in once', async () => {
    const doubles: number[] = [];
    for (let trial = 0; trial < TRIALS; trial++) {
      clock += 61_000;
      expect((await send(ADMIN_PHONE)).json.code).toBe(20000);
      const [{ code }] = await outbox(ADMIN_PHONE);
      const answers = await Promise.all([0, 1, 2, 3].map(() => verify(ADMIN_PHONE, code)));
      if (answers.filter((a) => a.json.code === 20000).length !== 1) doubles.push(trial);
    }
    expect(doubles).toEqual([]);
  });

  it('two creates of a policy with one unique number at once: one is made, the other is 40900', async () => {
    const doubles: number[] = [];
    for (let trial = 0; trial < TRIALS; trial++) {
      const number = String(70_000_000 + trial);
      const answers = await Promise.all([0, 1].map(() => call(run.baseUrl, 'POST', POLICIES, { token: admin, body: newPolicy({ number }) })));
      const stored = await run.api.data.records('policies').all(run.api.data.db, [{ field: 'number', op: 'in', values: [number] }], { now: clock });
      if (codesOf(answers).join() !== '20000,40900' || stored.length !== 1) doubles.push(trial);
    }
    expect(doubles).toEqual([]);
  });
});
