/**
 * Refusals that give nothing away and cost little (contract "Lists and records", "Hardening"): a
 * field the role may not write is refused whatever the value (no guess is confirmed), and an
 * answer names at most ten unknown fields or parameters, however many came.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import accessRequests from '../../resources/accessRequests';
import auditDecl from '../../resources/audit';
import datasets from '../../resources/datasets';
import grants from '../../resources/grants';
import policies from '../../resources/policies';
import services from '../../resources/services';
import { call, errorsOf, login, POLICIES, startApi, type RunningApi } from './helpers';
import { snapshot } from './dataHelpers';

const SERVICES = '/api/list/the-service';
type Service = { id: number; title: string; internalNote?: string };

let run: RunningApi;
let admin: string;
let user: string;
beforeAll(async () => {
  run = await startApi({ declarations: [policies, services, datasets, accessRequests, grants, auditDecl] });
  [admin, user] = await Promise.all([login(run.baseUrl, 'admin', 'admin'), login(run.baseUrl, 'user', 'user')]);
});
afterAll(() => run.stop());

describe('a field the role may not write (services.internalNote: admins only)', () => {
  it('is refused whatever the value, so that a right guess answers as a wrong one', async () => {
    const list = await call<{ list: Service[] }>(run.baseUrl, 'GET', `${SERVICES}?pageSize=100`, { token: admin });
    const noted = list.json.data.list.find((s) => s.internalNote)!;
    const before = await snapshot(run.api);
    const answers = [];
    for (const method of ['PATCH', 'PUT'])
      for (const guess of ['a wrong guess', noted.internalNote, '', null]) {
        const { internalNote: _, ...readable } = noted;
        const body = method === 'PUT' ? { ...readable, internalNote: guess } : { internalNote: guess };
        const res = await call(run.baseUrl, method, `${SERVICES}/${noted.id}`, { token: user, body });
        expect(res.status, `${method} ${String(guess)}`).toBe(400);
        expect(errorsOf(res), `${method} ${String(guess)}`).toEqual({ internalNote: 'This field cannot be changed' });
        answers.push(res.text);
      }
    // Every answer is the same text: the right guess is not told apart.
    expect(new Set(answers).size).toBe(1);
    expect(await snapshot(run.api)).toBe(before);
  });

  it('is left out by the console, and the rest of the record is written as before', async () => {
    const {
      id,
      internalNote: _,
      ...rest
    } = (await call<{ list: Service[] }>(run.baseUrl, 'GET', `${SERVICES}?pageSize=1`, { token: admin })).json.data.list[0];
    const res = await call<Service>(run.baseUrl, 'PUT', `${SERVICES}/${id}`, { token: user, body: { ...rest, title: 'Renamed by a user' } });
    expect(res.json.code).toBe(20000);
    expect(res.json.data.title).toBe('Renamed by a user');
  });
});

describe('an answer to many unknown fields', () => {
  /** 80,000 unknown keys: a 1 MB body (with what the route needs besides). */
  const many = (known: Record<string, unknown> = {}) =>
    JSON.stringify({ ...known, ...Object.fromEntries(Array.from({ length: 80_000 }, (_, i) => [`k${i}`, 1])) });
  const expectFew = (res: { status: number; text: string; json: { code: number; data: unknown } }) => {
    expect(res.status).toBe(400);
    expect(res.json.code).toBe(40000);
    const errors = errorsOf(res);
    const names = Object.keys(errors);
    expect(names.filter((n) => /^k\d+$/.test(n))).toHaveLength(10);
    expect(names).toContain('…and 79990 more');
    // A few hundred bytes, not the 2 MB of one error per key.
    expect(res.text.length).toBeLessThan(2000);
  };

  it.each([
    ['POST', POLICIES, 'admin'],
    ['PATCH', `${POLICIES}/1`, 'admin'],
    ['PUT', '/api/v1/auth/info', 'user'],
    ['POST', '/api/channel-form/submit', 'admin'],
    ['POST', '/api/user/login', 'none'],
    ['POST', '/api/data/access-requests/1/transitions', 'user', { to: 'submitted' }],
  ])('%s %s names ten, says how many more, and answers fast', async (method, path, who, known?: Record<string, unknown>) => {
    const token = who === 'admin' ? admin : who === 'user' ? user : undefined;
    const before = await snapshot(run.api);
    const started = performance.now();
    const res = await call(run.baseUrl, method, path, { token, body: many(known), headers: { 'Content-Type': 'application/json' } });
    // Parsing the body is most of it; naming each key took about a second of CPU.
    expect(performance.now() - started).toBeLessThan(1500);
    expectFew(res);
    expect(await snapshot(run.api)).toBe(before);
  });
});

describe('an answer to many unknown query parameters', () => {
  const query = Array.from({ length: 900 }, (_, i) => `f${i}=1`).join('&');

  it.each([POLICIES, '/api/user/info', `${POLICIES}/1`])('%s names ten at most, the last saying how many more', async (path) => {
    const res = await call(run.baseUrl, 'GET', `${path}?${query}`, { token: admin });
    expect(res.status).toBe(400);
    const names = Object.keys(errorsOf(res));
    expect(names.length).toBeLessThanOrEqual(11);
    expect(names.some((n) => /^…and \d+ more$/.test(n))).toBe(true);
    expect(res.text.length).toBeLessThan(1000);
  });
});
