/** The fake API treated as a real server (contract "Server hardening" and "Limits"). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, login, newPolicy, POLICIES, startApi, type CallResult, type ListPage, type Policy, type RunningApi } from './helpers';
import { recordsIn, snapshot } from './dataHelpers';

let run: RunningApi;
let token: string;
/** Every answer of this file, for the leak checks at the end. */
const seen: CallResult[] = [];

const api = async <T = unknown>(method: string, path: string, opts: Parameters<typeof call>[3] = {}) => {
  const res = await call<T>(run.baseUrl, method, path, opts);
  seen.push(res as CallResult);
  return res;
};
const total = async () => (await api<ListPage>('GET', POLICIES, { token })).json.data.total;
const json = { 'Content-Type': 'application/json' };

beforeAll(async () => {
  run = await startApi();
  token = await login(run.baseUrl, 'admin', 'admin');
});
afterAll(() => run.stop());

describe('response headers', () => {
  it.each([
    ['GET', POLICIES, true],
    ['GET', `${POLICIES}/1`, true],
    ['GET', `${POLICIES}/99999`, true],
    ['GET', POLICIES, false],
    ['GET', '/api/nothing-here', true],
    ['POST', '/api/user/login', false],
  ] as const)('%s %s (token: %s) carries nosniff and no-store, and no X-Powered-By', async (method, path, withToken) => {
    const res = await api(method, path, { token: withToken ? token : undefined, body: method === 'POST' ? { username: 'x', password: 'y' } : undefined });
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('x-powered-by')).toBeNull();
    expect(res.headers.get('content-type')).toMatch(/^application\/json\b/);
  });
});

describe('request bodies', () => {
  it('refuses a write that is not application/json with 415', async () => {
    const before = await total();
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'text/html']) {
      const res = await api('POST', POLICIES, { token, headers: { 'Content-Type': type }, body: JSON.stringify(newPolicy()) });
      expect(res.status, type).toBe(415);
    }
    const noType = await fetch(`${run.baseUrl}${POLICIES}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
      body: new Blob([JSON.stringify(newPolicy())]),
    });
    expect(noType.status).toBe(415);
    expect(await total()).toBe(before);
  });

  it('accepts application/json with a charset', async () => {
    const res = await api<Policy>('POST', POLICIES, {
      token,
      headers: { 'Content-Type': 'application/json; charset=utf-8' },
      body: JSON.stringify(newPolicy({ number: '31415926' })),
    });
    expect(res.status).toBe(201);
    await api('DELETE', `${POLICIES}/${res.json.data.id}`, { token });
  });

  it('refuses malformed JSON with 400 / 40000', async () => {
    for (const body of ['{"name": ', "{'name': 'x'}", '{"name": "x"}}', 'NaN']) {
      const res = await api('POST', POLICIES, { token, headers: json, body });
      expect(res.status, body).toBe(400);
      expect(res.json.code, body).toBe(40000);
    }
  });

  it('refuses a body over 1 MiB with 413 / 41300', async () => {
    const before = await total();
    const body = JSON.stringify({ ...newPolicy(), name: 'x'.repeat(1024 * 1024) });
    const res = await api('POST', POLICIES, { token, headers: json, body });
    expect(res.status).toBe(413);
    expect(res.json.code).toBe(41300);
    expect(await total()).toBe(before);
  });

  it('refuses a body nested more than 10 levels with 40000', async () => {
    const nest = (levels: number): unknown => (levels <= 1 ? {} : { a: nest(levels - 1) });
    const before = await total();
    for (const levels of [11, 12, 50]) {
      const res = await api('POST', POLICIES, { token, body: { ...newPolicy(), extra: nest(levels - 1) } });
      expect(res.status, String(levels)).toBe(400);
      expect(res.json.code, String(levels)).toBe(40000);
    }
    expect(await total()).toBe(before);
  });

  it('stays up under a body nested far deeper than the limit', async () => {
    const body = '['.repeat(200_000) + ']'.repeat(200_000);
    const res = await api('POST', POLICIES, { token, headers: json, body, timeoutMs: 5_000 });
    expect(res.status).toBe(400);
    expect(res.json.code).toBe(40000);
    expect((await api('GET', POLICIES, { token })).status).toBe(200);
  });

  it('stays up under a flat array of half a million items', async () => {
    const body = `[${Array(500_000).fill(0).join(',')}]`;
    expect(Buffer.byteLength(body)).toBeLessThan(1024 * 1024);
    const res = await api('POST', POLICIES, { token, headers: json, body, timeoutMs: 5_000 });
    expect(res.status).toBe(400);
    expect(res.json.code).toBe(40000);
    expect((await api('GET', POLICIES, { token })).status).toBe(200);
  });

  it('refuses a body that is not a JSON object with 40000', async () => {
    const before = await total();
    for (const body of [[newPolicy()], 'just text', 42, null, true]) {
      const res = await api('POST', POLICIES, { token, headers: json, body: JSON.stringify(body) });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.json.code, JSON.stringify(body)).toBe(40000);
    }
    const put = await api('PUT', `${POLICIES}/1`, { token, headers: json, body: JSON.stringify([{ name: 'x' }]) });
    expect(put.json.code).toBe(40000);
    expect(await total()).toBe(before);
  });

  it.each(['__proto__', 'constructor', 'toString', 'hasOwnProperty'])('refuses the inherited property name %s as an unknown field', async (key) => {
    const before = await total();
    const disk = await snapshot(run.api);
    const body = `{"number":"${27182818 + key.length}","name":"p",${JSON.stringify(key)}:{"role":"admin"}}`;
    const create = await api('POST', POLICIES, { token, headers: json, body });
    expect(create.status).toBe(400);
    expect(create.json.code).toBe(40000);
    const update = await api('PATCH', `${POLICIES}/1`, { token, headers: json, body: `{${JSON.stringify(key)}:"x"}` });
    expect(update.status).toBe(400);
    expect(update.json.code).toBe(40000);
    expect(await total()).toBe(before);
    expect(await snapshot(run.api)).toBe(disk);
    expect(({} as Record<string, unknown>).role).toBeUndefined();
  });
});

describe('routes and methods', () => {
  it.each([
    ['PUT', POLICIES],
    ['PATCH', POLICIES],
    ['DELETE', POLICIES],
    ['POST', `${POLICIES}/1`],
    ['DELETE', '/api/user/info'],
    ['PUT', '/api/user/logout'],
  ])('answers %s %s with 405', async (method, path) => {
    const before = await total();
    const res = await api(method, path, { token, body: method === 'DELETE' ? undefined : { name: 'x' } });
    expect(res.status).toBe(405);
    expect(res.json.status).toBe('fail');
    expect(await total()).toBe(before);
  });

  it('refuses method-override headers', async () => {
    const before = await total();
    for (const header of ['X-HTTP-Method-Override', 'X-HTTP-Method', 'X-Method-Override']) {
      const res = await api('POST', `${POLICIES}/1`, { token, headers: { [header]: 'DELETE' }, body: {} });
      expect(res.status, header).toBeGreaterThanOrEqual(400);
      expect(res.json.status, header).toBe('fail');
      const get = await api('GET', `${POLICIES}/1`, { token, headers: { [header]: 'DELETE' } });
      expect(get.status, header).toBeGreaterThanOrEqual(400);
    }
    expect((await api('GET', `${POLICIES}/1`, { token })).status).toBe(200);
    expect(await total()).toBe(before);
  });

  it.each([
    '/api/nothing-here',
    '/api/list',
    '/api/list/policy/1/extra',
    '/api/List/policy',
    '/API/list/policy',
    '/api/list/Policy',
    '/api/User/info',
    '/api/db',
  ])('answers the unknown route %s with 404 / 40400', async (path) => {
    const res = await api('GET', path, { token });
    expect(res.status).toBe(404);
    expect(res.json.code).toBe(40400);
  });

  it('serves no database dump, JSONP or json-server extras', async () => {
    for (const path of ['/db', '/__rules', '/policies', '/api/db']) {
      const res = await fetch(`${run.baseUrl}${path}`, { headers: { Authorization: `Bearer ${token}` } });
      const text = await res.text();
      expect(res.status, path).toBe(404);
      expect(text, path).not.toContain('tokenHash');
      expect(text, path).not.toContain('"collections"');
    }
    const jsonp = await fetch(`${run.baseUrl}${POLICIES}?callback=steal`, { headers: { Authorization: `Bearer ${token}` } });
    expect(jsonp.headers.get('content-type')).not.toMatch(/javascript/);
    expect(await jsonp.text()).not.toMatch(/^\s*(\/\*\*\/)?\s*steal\(/);
  });
});

describe('stored text', () => {
  it('stores and returns HTML and script in name verbatim, as JSON text', async () => {
    const name = `<script>alert(1)</script><img src=x onerror=alert("x")>&amp;`;
    expect(name.length).toBeLessThanOrEqual(60);
    const created = await api<Policy>('POST', POLICIES, { token, body: newPolicy({ number: '4242', name }) });
    expect(created.status).toBe(201);
    expect(created.json.data.name).toBe(name);
    const read = await api<Policy>('GET', `${POLICIES}/${created.json.data.id}`, { token });
    expect(read.json.data.name).toBe(name);
    expect(read.headers.get('content-type')).toMatch(/^application\/json\b/);
    const found = await api<ListPage>('GET', `${POLICIES}?name=${encodeURIComponent('<script>')}`, { token });
    expect(found.json.data.list.map((r) => r.name)).toEqual([name]);
    expect(await recordsIn(run.api, 'policies')).toContainEqual(created.json.data);
    await api('DELETE', `${POLICIES}/${created.json.data.id}`, { token });
  });

  it('refuses a string longer than its declared length', async () => {
    const res = await api('POST', POLICIES, { token, body: newPolicy({ number: '4243', name: 'x'.repeat(61) }) });
    expect(res.status).toBe(400);
  });
});

describe('error bodies', () => {
  it('never carry a stack trace, a file path or a library name', async () => {
    // A few more failures on top of everything this file has already seen.
    await api('GET', `${POLICIES}?sort=${encodeURIComponent('<x>')}`, { token });
    await api('GET', `${POLICIES}/${'9'.repeat(500)}`, { token });
    await api('POST', POLICIES, { token, headers: json, body: '{' });
    const failures = seen.filter((r) => r.status >= 400);
    expect(failures.length).toBeGreaterThan(20);
    for (const res of failures) {
      expect(res.json).toMatchObject({ status: 'fail' });
      expect(typeof res.json.code).toBe('number');
      expect(typeof res.json.msg).toBe('string');
      expect(res.text).not.toMatch(/\bat .*[/\\][\w.-]+\.(ts|js|mjs|cjs)/);
      expect(res.text).not.toMatch(/node_modules|express|body-parser|json-server|SyntaxError|\/work\/|\/tmp\//i);
      expect(res.text).not.toMatch(/\.(ts|js):\d+/);
    }
  });
});
