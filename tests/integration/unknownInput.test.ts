/** A parameter or field the API does not take is refused with 40000 naming it, never silently ignored. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadDeclarations } from '../../resources/lib/loadDeclarations';
import { call, login, POLICIES, startApi, type RunningApi } from './helpers';

let run: RunningApi;
let admin: string;
beforeAll(async () => {
  run = await startApi({ declarations: await loadDeclarations() });
  admin = await login(run.baseUrl, 'admin', 'admin');
});
afterAll(() => run.stop());

const get = (path: string) => call<{ errors?: Record<string, string> }>(run.baseUrl, 'GET', path, { token: admin });

describe('unknown query parameters', () => {
  it.each([
    [`${POLICIES}?__proto__=x`, '__proto__'],
    [`${POLICIES}?current=1&__proto__[role]=admin`, '__proto__[role]'],
    [`${POLICIES}?constructor=x`, 'constructor'],
    [`${POLICIES}/1?foo=1`, 'foo'],
    ['/api/user/info?__proto__=x', '__proto__'],
    ['/api/monitor/activity?role=admin', 'role'],
    ['/api/project/1/overview?x=1', 'x'],
    ['/api/project/1/popular?type=image&extra=1', 'extra'],
    ['/api/dev/sms-outbox?phone=13800000001&all=1', 'all'],
  ])('%s is refused, naming %s', async (path, name) => {
    const res = await get(path);
    expect(res.status).toBe(400);
    expect(res.json.code).toBe(40000);
    expect(res.json.data?.errors).toHaveProperty([name]);
  });

  it('the parameters a route takes still work', async () => {
    for (const path of [
      `${POLICIES}?current=2&pageSize=5&sort=name&order=asc&status=online`,
      '/api/project/1/popular?type=image',
      '/api/dev/sms-outbox?phone=13800000001',
    ])
      expect((await get(path)).json.code, path).toBe(20000);
  });
});

describe('unknown body fields', () => {
  it.each([
    ['/api/user/login', '{"username":"user","password":"user","role":"admin"}', 'role'],
    ['/api/user/login', '{"username":"user","password":"user","__proto__":{"role":"admin"}}', '__proto__'],
    ['/api/v1/auth/token', '{"phoneNum":"13800000002","role":"admin"}', 'role'],
  ])('%s with %s is refused, naming the field, and signs nobody in', async (path, body, name) => {
    const res = await call<{ errors?: Record<string, string>; token?: string }>(run.baseUrl, 'POST', path, {
      body,
      headers: { 'Content-Type': 'application/json' },
    });
    expect(res.json.code).toBe(40000);
    expect(res.json.data?.errors).toHaveProperty([name]);
    expect(res.json.data?.token).toBeUndefined();
  });
});
