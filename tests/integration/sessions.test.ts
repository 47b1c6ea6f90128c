/**
 * Sessions (fake-api/sessions.ts, contract "Authentication"): a missing, unknown or malformed token
 * (50008), one signed out (50012), and the lifetime and idle limits (50014), set in code or by the
 * environment.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, login, newPolicy, POLICIES, startApi, type Failure, type RunningApi } from './helpers';

describe('tokens on the policy list', () => {
  let run: RunningApi;
  let admin: string;

  beforeAll(async () => {
    run = await startApi();
    admin = await login(run.baseUrl, 'admin', 'admin');
  });
  afterAll(() => run.stop());

  it('answers 50008 without a token, for reads and writes alike', async () => {
    for (const [method, path] of [
      ['GET', POLICIES],
      ['GET', `${POLICIES}/1`],
      ['POST', POLICIES],
      ['DELETE', `${POLICIES}/1`],
    ]) {
      const res = await call(run.baseUrl, method, path, { body: method === 'POST' ? newPolicy() : undefined });
      expect(res.status, `${method} ${path}`).toBe(401);
      expect(res.json.code, `${method} ${path}`).toBe(50008);
    }
  });

  it('answers 50008 for a token the server does not know, or a malformed header', async () => {
    const unknown = await call(run.baseUrl, 'GET', POLICIES, { token: 'A'.repeat(43) });
    expect(unknown.status).toBe(401);
    expect(unknown.json.code).toBe(50008);
    for (const authorization of [`Basic ${admin}`, `bearer${admin}`, 'Bearer ', `Bearer ${admin} extra`]) {
      const res = await call(run.baseUrl, 'GET', POLICIES, { headers: { Authorization: authorization } });
      expect(res.json.code, authorization).toBe(50008);
    }
    // A token never works from the URL.
    const inUrl = await call(run.baseUrl, 'GET', `${POLICIES}?token=${admin}`);
    expect(inUrl.status).not.toBe(200);
  });

  it('answers 50012 for a token after logout, and other sessions go on', async () => {
    const token = await login(run.baseUrl, 'admin', 'admin');
    expect((await call(run.baseUrl, 'GET', POLICIES, { token })).status).toBe(200);
    const out = await call(run.baseUrl, 'POST', '/api/user/logout', { token });
    expect(out.status).toBe(200);
    expect(out.json.code).toBe(20000);
    for (const path of [POLICIES, '/api/user/info']) {
      const res = await call(run.baseUrl, 'GET', path, { token });
      expect(res.status, path).toBe(401);
      expect(res.json.code, path).toBe(50012);
    }
    expect((await call(run.baseUrl, 'GET', POLICIES, { token: admin })).status).toBe(200);
  });
});

describe('logout', () => {
  let run: RunningApi;
  beforeAll(async () => {
    run = await startApi();
  });
  afterAll(() => run.stop());

  it('refuses fields it does not take, naming them, and ends nothing', async () => {
    const token = await login(run.baseUrl, 'admin', 'admin');
    const res = await call<Failure>(run.baseUrl, 'POST', '/api/user/logout', { token, body: { everywhere: true } });
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ code: 40000, msg: 'unknown field everywhere', data: { errors: { everywhere: expect.any(String) } } });
    for (const body of ['[]', 'null']) {
      const odd = await call(run.baseUrl, 'POST', '/api/user/logout', { token, body, headers: { 'Content-Type': 'application/json' } });
      expect(odd.json.code, body).toBe(40000);
    }
    expect((await call(run.baseUrl, 'GET', POLICIES, { token })).status).toBe(200);
    expect((await call(run.baseUrl, 'POST', '/api/user/logout', { token, body: {} })).json.code).toBe(20000);
    expect((await call(run.baseUrl, 'GET', POLICIES, { token })).json.code).toBe(50012);
  });
});

describe('session expiry', () => {
  let clock = Date.now();
  let run: RunningApi;

  beforeAll(async () => {
    run = await startApi({ now: () => clock, sessions: { ttlMs: 60_000, idleMs: 20_000 } });
  });
  afterAll(() => run.stop());

  it('answers 50014 once a token outlives its lifetime', async () => {
    const token = await login(run.baseUrl, 'admin', 'admin');
    for (let i = 0; i < 5; i++) {
      clock += 10_000;
      expect((await call(run.baseUrl, 'GET', POLICIES, { token })).status).toBe(200);
    }
    clock += 10_000; // 60 s after login
    const res = await call(run.baseUrl, 'GET', POLICIES, { token });
    expect(res.status).toBe(401);
    expect(res.json.code).toBe(50014);
  });

  it('answers 50014 after the idle time without a request', async () => {
    const token = await login(run.baseUrl, 'user', 'user');
    clock += 15_000;
    expect((await call(run.baseUrl, 'GET', POLICIES, { token })).status).toBe(200);
    clock += 15_000; // used 15 s ago: still alive
    expect((await call(run.baseUrl, 'GET', POLICIES, { token })).status).toBe(200);
    clock += 20_000;
    const res = await call(run.baseUrl, 'GET', POLICIES, { token });
    expect(res.status).toBe(401);
    expect(res.json.code).toBe(50014);
  });
});

describe('session lifetimes from the environment', () => {
  let clock = Date.now();
  let run: RunningApi;

  beforeAll(async () => {
    run = await startApi({ now: () => clock, env: { ...process.env, SESSION_TTL_SECONDS: '30', SESSION_IDLE_SECONDS: '10' } });
  });
  afterAll(() => run.stop());

  it('follow SESSION_IDLE_SECONDS and SESSION_TTL_SECONDS', async () => {
    const idle = await login(run.baseUrl, 'user', 'user');
    clock += 11_000;
    expect((await call(run.baseUrl, 'GET', POLICIES, { token: idle })).json.code).toBe(50014);
    const busy = await login(run.baseUrl, 'admin', 'admin');
    for (let i = 0; i < 3; i++) {
      clock += 9_000;
      expect((await call(run.baseUrl, 'GET', POLICIES, { token: busy })).status).toBe(200);
    }
    clock += 4_000; // 31 s after sign-in, 4 s after the last call
    expect((await call(run.baseUrl, 'GET', POLICIES, { token: busy })).json.code).toBe(50014);
  });
});
