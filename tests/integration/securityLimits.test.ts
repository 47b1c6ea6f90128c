/**
 * Sign-in limits that hold whatever address a request claims: X-Forwarded-For names the client only
 * under TRUST_PROXY; failed passwords lock one account, wrong SMS codes one phone (at most N, even
 * at once); every attempt is logged. And API_DOCS=off.
 */
import fs from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { call, codesOf, startApi, tempDir, USER_PHONE, type RunningApi } from './helpers';
import { recordsIn } from './dataHelpers';

const LOGIN = '/api/user/login';
const TOKEN = '/api/v1/auth/token';
let clock = Date.UTC(2026, 10, 1);

const running: RunningApi[] = [];
const dirs: string[] = [];
afterEach(async () => {
  for (const run of running.splice(0)) await run.stop();
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});
async function start(env: Record<string, string>, options: Parameters<typeof startApi>[0] = {}) {
  const dataDir = tempDir();
  dirs.push(dataDir);
  const run = await startApi({ dataDir, now: () => clock, env: { ...process.env, TRUST_PROXY: '', API_DOCS: '', ...env }, ...options });
  running.push(run);
  return run;
}

const signIn = (run: RunningApi, username: string, password: string, forwardedFor?: string) =>
  call<{ token: string; retryAfter?: number }>(run.baseUrl, 'POST', LOGIN, {
    body: { username, password },
    headers: forwardedFor ? { 'X-Forwarded-For': forwardedFor } : {},
  });
const count = (codes: number[], code: number) => codes.filter((c) => c === code).length;

describe('TRUST_PROXY', () => {
  it('off (the default): X-Forwarded-For changes nothing, every call counts against the peer address', async () => {
    const run = await start({}, { authLimits: { perAddress: 10 } });
    const junk = await Promise.all(Array.from({ length: 10 }, (_, i) => signIn(run, 'nobody', 'x', `203.0.113.${i}`)));
    expect(count(codesOf(junk), 40000)).toBe(10);
    const admin = await signIn(run, 'admin', 'admin', '198.51.100.2');
    expect(admin.json.code).toBe(42900);
    expect(Number(admin.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('on: ten junk calls from one client behind the proxy, whatever X-Forwarded-For it sends, do not lock out the admin', async () => {
    const run = await start({ TRUST_PROXY: '1' }, { authLimits: { perAddress: 10 } });
    // The client sends a made-up X-Forwarded-For; the proxy appends the address it came from.
    const attacker = (i: number) => `10.66.0.${i}, 203.0.113.7`;
    for (let i = 0; i < 10; i++) expect((await signIn(run, 'user', 'wrong', attacker(i))).json.code).toBe(40000);
    expect((await signIn(run, 'user', 'wrong', attacker(10))).json.code).toBe(42900);
    expect((await signIn(run, 'admin', 'admin', '198.51.100.2')).json.code).toBe(20000);
    // Ten failed passwords locked the account they were tried on, from any address: only that one.
    const user = await signIn(run, 'user', 'user', '198.51.100.3');
    expect(user.json.code).toBe(42900);
    expect(Number(user.headers.get('retry-after'))).toBe(15 * 60);
  });

  it('takes addresses, CIDRs and loopback as Express does, and refuses what would trust the client', async () => {
    const loopback = await start({ TRUST_PROXY: 'loopback, 10.0.0.0/8' }, { authLimits: { perAddress: 1 } });
    expect((await signIn(loopback, 'nobody', 'x', '203.0.113.1')).json.code).toBe(40000);
    expect((await signIn(loopback, 'admin', 'admin', '203.0.113.2')).json.code).toBe(20000);
    // The peer (127.0.0.1) is not in the list: its X-Forwarded-For is not read.
    const elsewhere = await start({ TRUST_PROXY: '192.0.2.10,fd00::/8' }, { authLimits: { perAddress: 1 } });
    expect((await signIn(elsewhere, 'nobody', 'x', '203.0.113.1')).json.code).toBe(40000);
    expect((await signIn(elsewhere, 'admin', 'admin', '203.0.113.2')).json.code).toBe(42900);
    for (const bad of ['true', 'proxy.example', '10.0.0.0/33', '-1']) await expect(start({ TRUST_PROXY: bad }), bad).rejects.toThrow(/^TRUST_PROXY/);
  });
});

describe('failed passwords per account', () => {
  it('lock that account for 15 minutes after RATE_LIMIT_ACCOUNT failures, the right password included', async () => {
    const run = await start({ RATE_LIMIT_ACCOUNT: '3' });
    for (let i = 0; i < 3; i++) expect((await signIn(run, 'user', `guess${i}`)).json.msg).toBe('account or password wrong');
    clock += 60_000;
    const locked = await signIn(run, 'user', 'user');
    expect(locked.json).toMatchObject({ code: 42900, data: { retryAfter: 14 * 60 } });
    expect((await signIn(run, 'admin', 'admin')).json.code).toBe(20000);
    clock += 14 * 60_000;
    expect((await signIn(run, 'user', 'user')).json.code).toBe(20000);
  });

  it('are counted at most N even when sent at once', async () => {
    const run = await start({});
    const codes = codesOf(await Promise.all(Array.from({ length: 20 }, (_, i) => signIn(run, 'reviewer', `guess${i}`))));
    expect([count(codes, 40000), count(codes, 42900)]).toEqual([10, 10]);
  });
});

describe('wrong SMS codes per phone', () => {
  it('are counted at most N even when sent at once', async () => {
    const run = await start({}, { authLimits: { maxAttempts: 100 } });
    expect((await call(run.baseUrl, 'POST', TOKEN, { body: { phoneNum: USER_PHONE } })).json.code).toBe(20000);
    const [{ code }] = (await call<{ code: string }[]>(run.baseUrl, 'GET', `/api/dev/sms-outbox?phone=${USER_PHONE}`)).json.data;
    const wrong = Array.from({ length: 20 }, (_, i) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0'));
    const codes = codesOf(await Promise.all(wrong.map((c) => call(run.baseUrl, 'POST', TOKEN, { body: { phoneNum: USER_PHONE, code: c } }))));
    expect([count(codes, 40000), count(codes, 42900)]).toEqual([10, 10]);
    expect((await call(run.baseUrl, 'POST', TOKEN, { body: { phoneNum: USER_PHONE, code } })).json.code).toBe(42900);
  });
});

describe('the operation log', () => {
  it('records every sign-in attempt, a user name holding a NUL byte included', async () => {
    const run = await start({});
    expect((await signIn(run, 'ad\u0000min', 'admin')).json.code).toBe(40000);
    expect((await signIn(run, 'admin', 'admin')).json.code).toBe(20000);
    await expect
      .poll(async () => (await recordsIn(run.api, 'audit')).filter((e) => e.action === 'sign-in').map((e) => [e.actor, e.result]))
      .toEqual([
        ['ad\\0min', 'failure'],
        ['admin', 'success'],
      ]);
  });
});

describe('API_DOCS', () => {
  const DOCS = ['/api/openapi.json', '/api/docs', '/api/docs/swagger-ui.css'];

  it('serves the description in production by default', async () => {
    const run = await start({ SMS_PROVIDER: 'log' }, { demo: false });
    for (const path of DOCS) expect((await fetch(`${run.baseUrl}${path}`)).status, path).toBe(200);
  });

  it('=off answers its pages as unknown routes', async () => {
    const run = await start({ API_DOCS: 'off', SMS_PROVIDER: 'log' }, { demo: false });
    for (const path of DOCS) expect((await call(run.baseUrl, 'GET', path)).json, path).toMatchObject({ code: 40400, msg: 'no such route' });
    expect(run.api.table.rules.some((r) => r.path.startsWith('/api/docs') || r.path === '/api/openapi.json')).toBe(false);
    await expect(start({ API_DOCS: 'no' })).rejects.toThrow(/^API_DOCS/);
  });
});
