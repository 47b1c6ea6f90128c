/** Phone sign-in on POST /api/v1/auth/token: SMS codes, invitation codes, rate limits and the demo outbox. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import invitations from '../../resources/invitations';
import policies from '../../resources/policies';
import { authLimitOptions } from '../../fake-api/rateLimit';
import { ADMIN_PHONE, call, startApi, USER_PHONE, type RunningApi } from './helpers';
import { recordsIn } from './dataHelpers';

const TOKEN = '/api/v1/auth/token';

let clock = Date.UTC(2026, 10, 1);
const tick = (seconds: number) => (clock += seconds * 1000);

async function withApi(options: Parameters<typeof startApi>[0] = {}) {
  return startApi({ declarations: [policies, invitations], now: () => clock, ...options });
}

const send = (api: RunningApi, phoneNum: string, invitationCode?: string) =>
  call<{ sent: boolean; expiresIn: number; retryAfter: number }>(api.baseUrl, 'POST', TOKEN, { body: { phoneNum, invitationCode } });
const verify = (api: RunningApi, phoneNum: string, code: string, invitationCode?: string) =>
  call<{ token: string; role: string }>(api.baseUrl, 'POST', TOKEN, { body: { phoneNum, code, invitationCode } });
async function lastCode(api: RunningApi, phone: string): Promise<string> {
  const res = await call<{ code: string; phone: string }[]>(api.baseUrl, 'GET', `/api/dev/sms-outbox?phone=${phone}`);
  expect(res.json.data.length).toBeGreaterThan(0);
  return res.json.data[0].code;
}
/** A 6-digit code that is not `code`. */
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

let api: RunningApi;
beforeAll(async () => {
  api = await withApi();
});
afterAll(() => api.stop());

describe('phone sign-in', () => {
  it('sends a 6-digit code to a registered phone and signs in with it, once', async () => {
    const sent = await send(api, ADMIN_PHONE);
    expect(sent.json).toMatchObject({ code: 20000, data: { sent: true, expiresIn: 300, retryAfter: 60 } });
    const code = await lastCode(api, ADMIN_PHONE);
    expect(code).toMatch(/^\d{6}$/);
    const signedIn = await verify(api, ADMIN_PHONE, code);
    expect(signedIn.json.data.role).toBe('admin');
    const info = await call<{ phone: string }>(api.baseUrl, 'GET', '/api/v1/auth/info', { token: signedIn.json.data.token });
    expect(info.json.data.phone).toBe(ADMIN_PHONE);
    // Single use.
    const again = await verify(api, ADMIN_PHONE, code);
    expect(again.json.code).toBe(40000);
    expect(again.json.msg).toMatch(/expired or was never sent/);
  });

  it('lets a code expire after 5 minutes', async () => {
    tick(61);
    await send(api, USER_PHONE);
    const code = await lastCode(api, USER_PHONE);
    tick(300);
    const late = await verify(api, USER_PHONE, code);
    expect(late.json.code).toBe(40000);
    expect(late.json.data).toBeNull();
  });

  it('kills a code after 5 wrong tries', async () => {
    tick(61);
    await send(api, USER_PHONE);
    const code = await lastCode(api, USER_PHONE);
    for (let i = 0; i < 4; i++) expect((await verify(api, USER_PHONE, wrong(code))).json.msg).toBe('the verification code is wrong');
    expect((await verify(api, USER_PHONE, wrong(code))).json.msg).toMatch(/too many wrong codes/);
    expect((await verify(api, USER_PHONE, code)).json.code).toBe(40000);
  });

  it('answers a code request alike for a registered and an unregistered number', async () => {
    tick(61);
    const known = await send(api, ADMIN_PHONE);
    const unknown = await send(api, '13900000021');
    const unknownWithCode = await send(api, '13900000022', 'NONE-2026-0001');
    for (const answer of [known, unknown, unknownWithCode]) {
      expect(answer.status).toBe(200);
      expect(answer.text).toBe(known.text);
    }
    expect(known.json.msg).toBe('if this number may sign in, a code was sent');
  });

  it('asks for the invitation once the code is right, registers the new phone as a user, and marks the invitation used', async () => {
    const phone = '13900000011';
    expect((await send(api, phone)).json.code).toBe(20000);
    const code = await lastCode(api, phone);
    const none = await verify(api, phone, code);
    expect(none.json).toMatchObject({ code: 40000, msg: 'an invitation code is needed to register a new phone number' });
    for (const unusable of ['USED-2026-0001', 'EXPD-2026-0001', 'RVKD-2026-0001', 'NONE-2026-0001'])
      expect((await verify(api, phone, code, unusable)).json.code, unusable).toBe(40000);
    expect(await api.api.data.userBy(api.api.data.db, 'phone', `+86${phone}`)).toBeUndefined();

    const signedIn = await verify(api, phone, code, 'demo-2026-0001');
    expect(signedIn.json.data.role).toBe('user');
    const used = (await recordsIn(api.api, 'invitations')).find((r) => r.code === 'DEMO-2026-0001');
    expect(used).toMatchObject({ state: 'used', usedBy: '139****0011' });

    // The invitation is spent: another new phone cannot use it; the registered phone needs none now.
    const other = '13900000012';
    expect((await send(api, other)).json.code).toBe(20000);
    expect((await verify(api, other, await lastCode(api, other), 'DEMO-2026-0001')).json.code).toBe(40000);
    tick(61);
    expect((await send(api, phone)).json.code).toBe(20000);
    expect((await verify(api, phone, await lastCode(api, phone))).json.data.role).toBe('user');
    expect(await api.api.data.userBy(api.api.data.db, 'phone', `+86${phone}`)).toBeDefined();
  });

  it('refuses malformed input with a clear message and sends nothing', async () => {
    expect((await send(api, '12345')).json.msg).toMatch(/^phone number must be/);
    expect((await send(api, '')).json.msg).toBe('phone number cannot be empty');
    expect((await verify(api, ADMIN_PHONE, '12ab56')).json.msg).toBe('verification code must be 6 digits');
    expect((await send(api, '13900000013', 'bad code')).json.msg).toMatch(/^invitation code must look like/);
    const extra = await call(api.baseUrl, 'POST', TOKEN, { body: { phoneNum: ADMIN_PHONE, role: 'admin' } });
    expect(extra.json.code).toBe(40000);
  });

  it('sends one code per phone per 60 s, answering 42900 with Retry-After', async () => {
    tick(61);
    expect((await send(api, ADMIN_PHONE)).json.code).toBe(20000);
    tick(20);
    const early = await send(api, ADMIN_PHONE);
    expect(early.status).toBe(429);
    expect(early.json).toMatchObject({ code: 42900, data: { retryAfter: 40 } });
    expect(early.headers.get('retry-after')).toBe('40');
    tick(40);
    expect((await send(api, ADMIN_PHONE)).json.code).toBe(20000);
  });
});

describe('rate limits', () => {
  it('limits sign-in calls per address, demo login included', async () => {
    const limited = await withApi({ authLimits: { perAddress: 3 } });
    try {
      for (let i = 0; i < 2; i++) expect((await send(limited, `1390000010${i}`, 'DEMO-2026-0002')).json.code).toBe(20000);
      expect((await call(limited.baseUrl, 'POST', '/api/user/login', { body: { username: 'user', password: 'user' } })).json.code).toBe(20000);
      const fourth = await call(limited.baseUrl, 'POST', '/api/user/login', { body: { username: 'user', password: 'user' } });
      expect(fourth.status).toBe(429);
      expect(fourth.json.code).toBe(42900);
      expect(Number(fourth.headers.get('retry-after'))).toBeGreaterThan(0);
      tick(60);
      expect((await send(limited, '13900000109', 'DEMO-2026-0002')).json.code).toBe(20000);
    } finally {
      await limited.stop();
    }
  });

  it('limits codes per phone per quarter-hour', async () => {
    const limited = await withApi({ authLimits: { perPhone: 2, resendSeconds: 1 } });
    try {
      expect((await send(limited, ADMIN_PHONE)).json.code).toBe(20000);
      tick(2);
      expect((await send(limited, ADMIN_PHONE)).json.code).toBe(20000);
      tick(2);
      const third = await send(limited, ADMIN_PHONE);
      expect(third.json.code).toBe(42900);
      expect(Number(third.headers.get('retry-after'))).toBe(15 * 60 - 4);
      // Another phone is not held back.
      expect((await send(limited, USER_PHONE)).json.code).toBe(20000);
    } finally {
      await limited.stop();
    }
  });
});

describe('wrong codes and codes a day, per phone', () => {
  it('locks the phone for 15 minutes after RATE_LIMIT_WRONG_CODES wrong codes, across codes, even for the right code', async () => {
    const limited = await withApi({ env: { ...process.env, RATE_LIMIT_WRONG_CODES: '3' }, authLimits: { maxAttempts: 2, resendSeconds: 1 } });
    try {
      await send(limited, USER_PHONE);
      const first = await lastCode(limited, USER_PHONE);
      expect((await verify(limited, USER_PHONE, wrong(first))).json.msg).toBe('the verification code is wrong');
      expect((await verify(limited, USER_PHONE, wrong(first))).json.msg).toMatch(/too many wrong codes/);
      tick(2);
      // A new code does not start the count again.
      await send(limited, USER_PHONE);
      const second = await lastCode(limited, USER_PHONE);
      expect((await verify(limited, USER_PHONE, wrong(second))).json.code).toBe(40000);
      tick(60);
      const locked = await verify(limited, USER_PHONE, second);
      expect(locked.status).toBe(429);
      expect(locked.json).toMatchObject({ code: 42900, data: { retryAfter: 14 * 60 } });
      expect(locked.headers.get('retry-after')).toBe(String(14 * 60));
      // No code is sent to a locked phone; another phone is not held back.
      expect((await send(limited, USER_PHONE)).json.code).toBe(42900);
      expect((await send(limited, ADMIN_PHONE)).json.code).toBe(20000);
      tick(14 * 60);
      expect((await send(limited, USER_PHONE)).json.code).toBe(20000);
      expect((await verify(limited, USER_PHONE, await lastCode(limited, USER_PHONE))).json.data.role).toBe('user');
    } finally {
      await limited.stop();
    }
  });

  it('sends at most SMS_DAILY_CAP codes to one number in 24 hours', async () => {
    const limited = await withApi({ env: { ...process.env, SMS_DAILY_CAP: '3' }, authLimits: { resendSeconds: 1 } });
    try {
      for (let i = 0; i < 3; i++) {
        expect((await send(limited, ADMIN_PHONE)).json.code).toBe(20000);
        tick(3600);
      }
      const fourth = await send(limited, ADMIN_PHONE);
      expect(fourth.json).toMatchObject({ code: 42900, data: { retryAfter: 21 * 3600 } });
      expect((await send(limited, USER_PHONE)).json.code).toBe(20000);
      tick(21 * 3600);
      expect((await send(limited, ADMIN_PHONE)).json.code).toBe(20000);
    } finally {
      await limited.stop();
    }
  });

  it('reads its settings from the environment, refusing any that is not a whole number of 1 or more', () => {
    const env = { SMS_DAILY_CAP: '4', RATE_LIMIT_WRONG_CODES: '6', RATE_LIMIT_ACCOUNT: '8' };
    expect(authLimitOptions(env)).toMatchObject({ smsDailyCap: 4, wrongCodes: 6, perAccount: 8 });
    expect(authLimitOptions({})).toMatchObject({ smsDailyCap: 10, wrongCodes: 10, perAccount: 10 });
    for (const name of Object.keys(env)) expect(() => authLimitOptions({ [name]: '0' }), name).toThrow(new RegExp(`^${name} must be a whole number`));
  });
});

describe('what the limits keep', () => {
  it('forgets a number once its hits have left the window, and an expired code a day later', async () => {
    const limited = await withApi();
    try {
      for (const phone of ['13900000201', '13900000202', '13900000203']) expect((await send(limited, phone)).json.code).toBe(20000);
      const keys = async () => (await limited.api.data.db.selectFrom('mds_limits').select('key').execute()).map((r) => r.key as string).sort();
      expect((await keys()).filter((k) => k.startsWith('phone:'))).toHaveLength(3);
      tick(25 * 3600);
      expect((await send(limited, '13900000204')).json.code).toBe(20000);
      expect((await keys()).filter((k) => k.startsWith('phone:'))).toEqual(['phone:+8613900000204']);
      const codes = await limited.api.data.db.selectFrom('mds_sms_codes').select('phone').execute();
      expect(codes.map((c) => c.phone)).toEqual(['+8613900000204']);
    } finally {
      await limited.stop();
    }
  });
});

describe('the SMS outbox', () => {
  it('exists in demo mode only', async () => {
    const production = await withApi({ demo: false, env: { ...process.env, SMS_PROVIDER: 'log' } });
    try {
      const res = await call(production.baseUrl, 'GET', '/api/dev/sms-outbox');
      expect(res.status).toBe(404);
      expect(res.text).not.toMatch(/\d{6}/);
    } finally {
      await production.stop();
    }
    expect((await call(api.baseUrl, 'GET', '/api/dev/sms-outbox')).status).toBe(200);
  });

  it('shows phone numbers masked', async () => {
    const res = await call<{ phone: string }[]>(api.baseUrl, 'GET', '/api/dev/sms-outbox');
    expect(res.json.data.length).toBeGreaterThan(0);
    for (const sms of res.json.data) expect(sms.phone).toMatch(/^\d{3}\*{4}\d{4}$/);
  });
});
