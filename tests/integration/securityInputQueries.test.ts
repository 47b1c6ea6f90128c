/**
 * Ordinary bad input is a 4xx, never a 500, on both engines (contract "Lists and records",
 * "Limits"): a NUL character in a text filter or a text field (PostgreSQL refuses it in text), ids
 * beyond the id column's range (PostgreSQL `integer`), and long lists of ids (SQLite's expression
 * tree has a depth limit).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import accessRequests from '../../resources/accessRequests';
import auditDecl from '../../resources/audit';
import datasets from '../../resources/datasets';
import grants from '../../resources/grants';
import outputs from '../../resources/outputs';
import policies from '../../resources/policies';
import { b64, call, errorsOf, login, newPolicy, POLICIES, seededPolicies, startApi, type Failure, type ListPage, type RunningApi } from './helpers';
import { snapshot } from './dataHelpers';

const OUTPUTS = '/api/data/outputs';
const REQUESTS = '/api/data/access-requests';
const BEYOND_INT4 = ['2147483648', '9999999999', '9007199254740991', '99999999999999999999'];

let run: RunningApi;
let admin: string;
let user: string;
beforeAll(async () => {
  run = await startApi({ declarations: [policies, datasets, accessRequests, grants, outputs, auditDecl] });
  [admin, user] = await Promise.all([login(run.baseUrl, 'admin', 'admin'), login(run.baseUrl, 'user', 'user')]);
});
afterAll(() => run.stop());

const get = <T = Failure>(path: string, token = admin) => call<T>(run.baseUrl, 'GET', path, { token });

describe('a NUL character', () => {
  it.each([
    [`${POLICIES}?name=a%00b`, 'name'],
    [`${POLICIES}?name=%00`, 'name'],
    [`${REQUESTS}?ethicsNumber=IRB%00`, 'ethicsNumber'],
  ])('in a text filter (%s) is refused with 40000 naming %s', async (path, name) => {
    const res = await get(path);
    expect(res.status).toBe(400);
    expect(res.json.code).toBe(40000);
    expect(errorsOf(res)).toHaveProperty([name]);
  });

  it.each([
    ['POST', POLICIES, () => newPolicy({ number: '5550001', name: 'a\u0000b' }), 'name'],
    ['PATCH', `${POLICIES}/1`, () => ({ name: '\u0000' }), 'name'],
    ['POST', '/api/user/login', () => ({ username: 'admin\u0000', password: 'admin' }), 'username'],
    ['PUT', '/api/v1/auth/info', () => ({ nickname: 'Nina\u0000' }), 'nickname'],
  ])('in a text field (%s %s) is refused with 40000 naming the field, and changes nothing', async (method, path, body, field) => {
    const before = await snapshot(run.api);
    const res = await call(run.baseUrl, method, path, { token: admin, body: body() });
    expect(res.status).toBe(400);
    expect(res.json.code).toBe(40000);
    expect(errorsOf(res)).toHaveProperty([field]);
    expect(await snapshot(run.api)).toBe(before);
  });
});

describe('an id beyond the id column', () => {
  it.each(BEYOND_INT4)('%s in /:id answers 404', async (id) => {
    for (const path of [`${POLICIES}/${id}`, `${OUTPUTS}/${id}`, `${OUTPUTS}/${id}/files/file`, `${OUTPUTS}/${id}/transitions`]) {
      const res = await get(path);
      expect(res.status, path).toBe(404);
      expect(res.json.code, path).toBe(40400);
    }
    for (const [method, body] of [
      ['PUT', newPolicy()],
      ['PATCH', { name: 'x' }],
      ['DELETE', undefined],
    ] as const) {
      const res = await call(run.baseUrl, method, `${POLICIES}/${id}`, { token: admin, body });
      expect(res.status, method).toBe(404);
    }
  });

  it.each(BEYOND_INT4)('%s in an id= filter matches nothing (200), alone or with real ids', async (id) => {
    expect((await get<ListPage>(`${POLICIES}?id=${id}`)).json.data).toEqual({ list: [], total: 0, etags: {} });
    const both = await get<ListPage>(`${POLICIES}?id=1&id=${id}`);
    expect(both.json.data.list.map((p) => p.id)).toEqual([1]);
  });

  it.each(BEYOND_INT4)('%s in a reference field is refused with 40000 on the field', async (id) => {
    const single = await call(run.baseUrl, 'POST', OUTPUTS, {
      token: user,
      body: { title: 'T', grant: Number(id), description: 'd', file: { name: 't.csv', data: b64('a\n1\n') } },
    });
    expect(single.json.code).toBe(40000);
    expect(errorsOf(single)).toHaveProperty(['grant']);
    const list = await call(run.baseUrl, 'PATCH', `${REQUESTS}/1`, { token: user, body: { datasets: [1, Number(id)] } });
    expect(list.status).toBe(400);
    expect(errorsOf(list)).toHaveProperty(['datasets']);
    const filter = await get(`${REQUESTS}?datasets=${id}`);
    expect(filter.json.code).toBe(40000);
    expect(errorsOf(filter)).toHaveProperty(['datasets']);
  });
});

describe('a long list of ids', () => {
  const ids = (n: number) => Array.from({ length: n }, (_, i) => `id=${i + 1}`).join('&');

  it('of up to 100 (a page) is answered', async () => {
    const res = await get<ListPage>(`${POLICIES}?pageSize=100&sort=id&order=asc&${ids(100)}`);
    expect(res.json.code).toBe(20000);
    // Every seeded policy among ids 1 to 100 (no test here writes one), and nothing else.
    const seeded = seededPolicies()
      .map((p) => p.id)
      .filter((id) => id <= 100);
    expect(res.json.data.list.map((p) => p.id)).toEqual(seeded);
    expect(res.json.data.total).toBe(seeded.length);
  });

  it.each([101, 1000])('of %i is refused with 40000 naming id', async (n) => {
    const res = await get(`${POLICIES}?${ids(n)}`);
    expect(res.status).toBe(400);
    expect(res.json.code).toBe(40000);
    expect(Object.keys(errorsOf(res))).toEqual(['id']);
  });

  it('of more than 100 values of any other filter is refused the same way', async () => {
    // 300: a thousand of these would not fit in a request head (Node answers 431 itself).
    const values = Array.from({ length: 300 }, (_, i) => `purpose=${['methods', 'healthMedical'][i % 2]}`).join('&');
    const res = await get(`${REQUESTS}?${values}`);
    expect(res.json.code).toBe(40000);
    expect(Object.keys(errorsOf(res))).toEqual(['purpose']);
  });
});
