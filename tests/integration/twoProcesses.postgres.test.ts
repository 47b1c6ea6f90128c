/**
 * On PostgreSQL several API processes serve the same data, behind any load balancer: a session,
 * a write (and the list totals it changes), a rate limit and an SMS code made through one hold
 * through the other at once.
 * (PostgreSQL only, by its name: SQLite refuses a second process, sqliteLock.sqlite.test.ts.)
 */
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, login, newPolicy, POLICIES, tempDir, type Failure, type Policy } from './helpers';
import { killApi, spawnApi, type ApiProcess } from './processes';

const LIMITS = { RATE_LIMIT_ADDRESS: '14', RATE_LIMIT_PHONE: '2', SMS_RESEND_SECONDS: '1' };
let dir: string;
let a: ApiProcess;
let b: ApiProcess;
beforeAll(async () => {
  dir = tempDir('mds-two-');
  a = await spawnApi(dir, LIMITS);
  b = await spawnApi(dir, LIMITS);
}, 60_000);
afterAll(async () => {
  await Promise.all([a, b].filter(Boolean).map(killApi));
  fs.rmSync(dir, { recursive: true, force: true });
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('two API processes on one PostgreSQL database', () => {
  it('share sessions: made through one, used and ended through the other', async () => {
    const token = await login(a.baseUrl, 'admin', 'admin');
    expect((await call<{ name: string }>(b.baseUrl, 'GET', '/api/user/info', { token })).status).toBe(200);
    expect((await call(b.baseUrl, 'POST', '/api/user/logout', { token })).status).toBe(200);
    expect((await call<Failure>(a.baseUrl, 'GET', '/api/user/info', { token })).json.code).not.toBe(20000);
  });

  it('read a write through one at once through the other', async () => {
    const token = await login(a.baseUrl, 'admin', 'admin');
    const created = await call<Policy>(a.baseUrl, 'POST', POLICIES, { token, body: newPolicy({ number: '31415926' }) });
    expect(created.status).toBe(201);
    expect((await call<Policy>(b.baseUrl, 'GET', `${POLICIES}/${created.json.data.id}`, { token })).json.data).toEqual(created.json.data);
    await call(b.baseUrl, 'PATCH', `${POLICIES}/${created.json.data.id}`, { token, body: { name: 'Changed through B' } });
    expect((await call<Policy>(a.baseUrl, 'GET', `${POLICIES}/${created.json.data.id}`, { token })).json.data.name).toBe('Changed through B');
    // A unique value taken through one is refused through the other.
    expect((await call(b.baseUrl, 'POST', POLICIES, { token, body: newPolicy({ number: '31415926' }) })).status).toBe(409);
  });

  it('count a text search anew through one as soon as a write through the other changes it', async () => {
    const token = await login(a.baseUrl, 'admin', 'admin');
    const total = async (api: ApiProcess) =>
      (await call<{ total: number }>(api.baseUrl, 'GET', `${POLICIES}?name=wombat&sort=createdTime&order=desc`, { token })).json.data.total;
    // Read twice through B: the second answer may come from the total B keeps.
    const before = await total(b);
    expect(await total(b)).toBe(before);
    const created = await call<Policy>(a.baseUrl, 'POST', POLICIES, { token, body: newPolicy({ number: '27182818', name: 'Wombat cohort' }) });
    expect(created.status).toBe(201);
    expect(await total(b)).toBe(before + 1);
    await call(a.baseUrl, 'PATCH', `${POLICIES}/${created.json.data.id}`, { token, body: { name: 'Renamed cohort' } });
    expect(await total(b)).toBe(before);
    await call(a.baseUrl, 'PATCH', `${POLICIES}/${created.json.data.id}`, { token, body: { name: 'Wombat again' } });
    expect(await total(b)).toBe(before + 1);
    await call(a.baseUrl, 'DELETE', `${POLICIES}/${created.json.data.id}`, { token });
    expect(await total(b)).toBe(before);
  });

  it('hold an SMS code and its limits across both', async () => {
    const phone = '13900000088';
    expect((await call(a.baseUrl, 'POST', '/api/v1/auth/token', { body: { phoneNum: phone } })).json).toMatchObject({ code: 20000 });
    // Asked again at once through the other process: the resend wait is shared.
    expect((await call<Failure>(b.baseUrl, 'POST', '/api/v1/auth/token', { body: { phoneNum: phone } })).json.code).toBe(42900);
    await sleep(1100);
    expect((await call(b.baseUrl, 'POST', '/api/v1/auth/token', { body: { phoneNum: phone } })).json).toMatchObject({ code: 20000 });
    await sleep(1100);
    // Two codes per phone: the third is refused, whichever process is asked.
    expect((await call<Failure>(a.baseUrl, 'POST', '/api/v1/auth/token', { body: { phoneNum: phone } })).json.code).toBe(42900);
    // The code B sent (its outbox) signs in through A, once.
    const outbox = await call<{ code: string }[]>(b.baseUrl, 'GET', `/api/dev/sms-outbox?phone=${phone}`);
    const code = outbox.json.data[0].code;
    const signedIn = await call<{ token: string }>(a.baseUrl, 'POST', '/api/v1/auth/token', {
      body: { phoneNum: phone, code, invitationCode: 'DEMO-2026-0001' },
    });
    expect(signedIn.json.code).toBe(20000);
    expect((await call(b.baseUrl, 'GET', '/api/user/info', { token: signedIn.json.data.token })).status).toBe(200);
    // The invitation it used is used up for the other process too.
    const other = '13900000089';
    await call(b.baseUrl, 'POST', '/api/v1/auth/token', { body: { phoneNum: other } });
    const otherCode = (await call<{ code: string }[]>(b.baseUrl, 'GET', `/api/dev/sms-outbox?phone=${other}`)).json.data[0].code;
    const refused = await call<Failure>(b.baseUrl, 'POST', '/api/v1/auth/token', {
      body: { phoneNum: other, code: otherCode, invitationCode: 'DEMO-2026-0001' },
    });
    expect(refused.json.code).toBe(40000);
  });

  it('count sign-in attempts from one address across both', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 8; i++) {
      const api = i % 2 === 0 ? a : b;
      codes.push((await call<Failure>(api.baseUrl, 'POST', '/api/user/login', { body: { username: 'admin', password: 'wrong' } })).json.code);
    }
    // The earlier tests' sign-ins from this address count too: the limit of 14 a minute, reached
    // through both processes, refuses the last attempts whichever process takes them.
    expect(codes[0]).not.toBe(42900);
    expect(codes.slice(-2)).toEqual([42900, 42900]);
  });
});
