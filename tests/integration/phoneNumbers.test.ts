/**
 * One phone number, one quota: every way of writing a number comes to its one E.164 form before
 * any limit, lookup or log entry, and what is not a valid mobile number is refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import policies from '../../resources/policies';
import { call, startApi, type Failure, type RunningApi } from './helpers';
import { everything, recordsIn } from './dataHelpers';

const TOKEN = '/api/v1/auth/token';
/** The demo admin's number, 13800000001, as people write it (a trunk 0 after +86 included). */
const SPELLINGS = ['13800000001', '+8613800000001', '+86013800000001', '+86 138 0000 0001', '138-0000-0001', '008613800000001', '(+86) 138 0000 0001'];

let clock = Date.UTC(2026, 10, 1);
let api: RunningApi;
beforeAll(async () => {
  api = await startApi({ declarations: [policies], now: () => clock, authLimits: { perPhone: SPELLINGS.length - 2, resendSeconds: 1 } });
});
afterAll(() => api.stop());

const send = (phoneNum: string) => call<Failure>(api.baseUrl, 'POST', TOKEN, { body: { phoneNum } });

describe('phone numbers', () => {
  it('count every spelling of one number against one quota, and sign it in as one account', async () => {
    const codes: number[] = [];
    for (const phone of SPELLINGS) {
      clock += 2000;
      codes.push((await send(phone)).json.code);
    }
    // perPhone allows SPELLINGS.length - 2 codes: the last two spellings are the same number over its quota.
    expect(codes).toEqual([...Array(SPELLINGS.length - 2).fill(20000), 42900, 42900]);
    // Each code went to the one number, and the outbox finds it by any spelling.
    const outbox = await call<{ phone: string; code: string }[]>(api.baseUrl, 'GET', `/api/dev/sms-outbox?phone=${encodeURIComponent('+86013800000001')}`);
    expect(outbox.json.data).toHaveLength(SPELLINGS.length - 2);
    expect(new Set(outbox.json.data.map((s) => s.phone))).toEqual(new Set(['138****0001']));
    const signedIn = await call<{ role: string }>(api.baseUrl, 'POST', TOKEN, { body: { phoneNum: '+86 0138 0000 0001', code: outbox.json.data[0].code } });
    expect(signedIn.json.data.role).toBe('admin');
    // Logged as the one number it is, however it was typed.
    const requests = (await recordsIn(api.api, 'audit')).filter((e) => e.action === 'sms-code-requested');
    expect(requests).toHaveLength(SPELLINGS.length);
    expect(new Set(requests.map((e) => e.actor))).toEqual(new Set(['138****0001']));
    // Stored in one form only.
    const stored = await everything(api.api);
    expect(stored).toContain('+8613800000001');
    expect(stored).not.toContain('+86013800000001');
  });

  it.each([
    ['a fixed line', '010-12345678'],
    ['a fixed line written with +86', '+86 10 1234 5678'],
    ['too short', '1380000'],
    ['too long', '138000000012'],
    ['an unassigned mainland range', '12000000000'],
    ['a reserved UK number', '+44 7700 900123'],
    ['letters', '1380000abcd'],
  ])('refuses %s (40000) and sends nothing', async (_, phone) => {
    const before = (await call<unknown[]>(api.baseUrl, 'GET', '/api/dev/sms-outbox')).json.data.length;
    const res = await send(phone);
    expect(res.json.code).toBe(40000);
    expect(res.json.msg).toMatch(/^phone number must be/);
    expect((await call<unknown[]>(api.baseUrl, 'GET', '/api/dev/sms-outbox')).json.data).toHaveLength(before);
  });

  it('accepts a valid mobile number of another country', async () => {
    clock += 61_000;
    expect((await send('+1 415 555 2671')).json.code).toBe(20000);
  });
});
