/** Demo login, the profile calls and how tokens are kept (contract "Authentication"). */
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoUsers } from '../../fake-api/users';
import { call, login, startApi, type RunningApi } from './helpers';
import { everything } from './dataHelpers';

const LOGIN = '/api/user/login';
type LoginData = { token: string; role: string };
type ProfileData = Record<string, unknown> & { role: string; name: string; accountId: string };

describe('demo login', () => {
  let run: RunningApi;

  beforeAll(async () => {
    run = await startApi();
  });
  afterAll(() => run.stop());

  it('signs admin/admin in as admin with an opaque token of at least 128 bits', async () => {
    const res = await call<LoginData>(run.baseUrl, 'POST', LOGIN, { body: { username: 'admin', password: 'admin' } });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ status: 'ok', code: 20000 });
    expect(res.json.data.role).toBe('admin');
    expect(res.json.data.token).toMatch(/^[A-Za-z0-9_-]{22,}$/);
    // Opaque: nothing about the account readable in it.
    expect(res.json.data.token.toLowerCase()).not.toContain('admin');
    expect(res.json.data.token.split('.')).toHaveLength(1);
  });

  it('gives a different token on every login', async () => {
    const a = await login(run.baseUrl, 'admin', 'admin');
    const b = await login(run.baseUrl, 'admin', 'admin');
    expect(a).not.toBe(b);
    // Both stay valid: two tabs may sign in.
    for (const token of [a, b]) expect((await call(run.baseUrl, 'GET', '/api/user/info', { token })).status).toBe(200);
  });

  it('signs user/user in as user', async () => {
    const res = await call<LoginData>(run.baseUrl, 'POST', LOGIN, { body: { username: 'user', password: 'user' } });
    expect(res.status).toBe(200);
    expect(res.json.data.role).toBe('user');
    expect(res.json.data.token).toMatch(/^[A-Za-z0-9_-]{22,}$/);
  });

  it.each([
    ['admin', 'user'],
    ['user', 'admin'],
    ['admin', 'Admin'],
    ['Admin', 'admin'],
    ['nobody', 'nobody'],
    ['admin', 'admin '],
  ])('refuses %s/%s with "account or password wrong"', async (username, password) => {
    const res = await call(run.baseUrl, 'POST', LOGIN, { body: { username, password } });
    expect(res.status).toBe(400);
    expect(res.json.code).toBe(40000);
    expect(res.json.status).toBe('fail');
    expect(res.json.msg).toBe('account or password wrong');
    expect(res.json.data).toBeNull();
  });

  it('says which field is empty', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ username: '', password: 'admin' }, 'username cannot be empty'],
      [{ password: 'admin' }, 'username cannot be empty'],
      [{ username: '   ', password: 'admin' }, 'username cannot be empty'],
      [{ username: 'admin', password: '' }, 'password cannot be empty'],
      [{ username: 'admin' }, 'password cannot be empty'],
    ];
    for (const [body, msg] of cases) {
      const res = await call(run.baseUrl, 'POST', LOGIN, { body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.json.code, JSON.stringify(body)).toBe(40000);
      expect(res.json.msg, JSON.stringify(body)).toBe(msg);
    }
  });

  it('serves the signed-in profile with its role on both info paths', async () => {
    const expected = demoUsers();
    for (const [username, role] of [
      ['admin', 'admin'],
      ['user', 'user'],
    ] as const) {
      const token = await login(run.baseUrl, username, username);
      const account = expected.find((u) => u.username === username);
      const profile = { ...account?.profile, userId: account?.id };
      for (const path of ['/api/user/info', '/api/v1/auth/info']) {
        const res = await call<ProfileData>(run.baseUrl, 'GET', path, { token });
        expect(res.status, path).toBe(200);
        expect(res.json.code, path).toBe(20000);
        expect(res.json.data, path).toEqual({ ...profile, role });
        expect(JSON.stringify(res.json.data)).not.toContain(token);
      }
    }
  });

  it('answers the info call without a token with 50008', async () => {
    for (const path of ['/api/user/info', '/api/v1/auth/info']) {
      const res = await call(run.baseUrl, 'GET', path);
      expect(res.status, path).toBe(401);
      expect(res.json.code, path).toBe(50008);
    }
  });

  it('keeps only a hash of each token in the database, never the token', async () => {
    const token = await login(run.baseUrl, 'admin', 'admin');
    const disk = await everything(run.api);
    expect(disk).not.toContain(token);
    expect(disk).toContain(crypto.createHash('sha256').update(token).digest('hex'));
    const other = await login(run.baseUrl, 'user', 'user');
    expect(await everything(run.api)).not.toContain(other);
  });

  it('logs out idempotently: a second logout, or one without a token, still succeeds', async () => {
    const token = await login(run.baseUrl, 'user', 'user');
    for (const opts of [{ token }, { token }, {}]) {
      const res = await call(run.baseUrl, 'POST', '/api/user/logout', opts);
      expect(res.status).toBe(200);
      expect(res.json.code).toBe(20000);
    }
    expect((await call(run.baseUrl, 'GET', '/api/user/info', { token })).json.code).toBe(50012);
  });

  it('refuses other methods on the login path', async () => {
    const res = await call(run.baseUrl, 'GET', `${LOGIN}?username=admin&password=admin`);
    expect(res.status).toBe(405);
    expect(res.json.data).toBeNull();
  });
});

describe('outside demo mode', () => {
  let run: RunningApi;

  beforeAll(async () => {
    run = await startApi({ demo: false, env: { ...process.env, SMS_PROVIDER: 'log' } });
  });
  afterAll(() => run.stop());

  it('has no demo login route', async () => {
    const res = await call(run.baseUrl, 'POST', LOGIN, { body: { username: 'admin', password: 'admin' } });
    expect(res.status).toBe(404);
    expect(res.json.code).toBe(40400);
    expect(res.json.data).toBeNull();
  });

  it('still answers the info call with 50008 without a token', async () => {
    const res = await call(run.baseUrl, 'GET', '/api/user/info');
    expect(res.status).toBe(401);
    expect(res.json.code).toBe(50008);
  });
});
