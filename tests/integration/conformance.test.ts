/**
 * The contract suite's check of answers against the API's description (contract/conformance.ts):
 * what it accepts from the fake API, and what it names when an answer strays.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conformanceTo } from '../../contract/conformance';
import policies from '../../resources/policies';
import { startApi, type RunningApi } from './helpers';

let run: RunningApi;
beforeAll(async () => {
  // One sign-in a minute per address: the second is rate limited.
  run = await startApi({ declarations: [policies], authLimits: { perAddress: 1 } });
});
afterAll(() => run.stop());

const login = () =>
  fetch(`${run.baseUrl}/api/user/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"username":"user","password":"user"}' });

describe('answers against the description', () => {
  it('takes a rate-limited answer with its Retry-After, and names the header when it is missing', async () => {
    const conformance = conformanceTo(run.api.document);
    const first = await login();
    expect(conformance.mismatch('POST', '/api/user/login', first.status, await first.json(), first.headers)).toBeUndefined();
    const limited = await login();
    const body: unknown = await limited.json();
    expect(limited.status).toBe(429);
    expect(conformance.mismatch('POST', '/api/user/login', 429, body, limited.headers)).toBeUndefined();
    expect(conformance.mismatch('POST', '/api/user/login', 429, body, new Headers())).toBe(
      'POST /api/user/login (HTTP 429): the answer has no Retry-After header, which the document gives it',
    );
  });

  it('names an undocumented status, an unlisted route, and where a body strays', () => {
    const conformance = conformanceTo(run.api.document);
    const failure = { data: null, status: 'fail', msg: 'x', code: 40000 };
    expect(conformance.mismatch('GET', '/api/list/policy', 409, failure)).toBe(
      'GET /api/list/policy (HTTP 409): the document gives no answer with HTTP 409 for this route',
    );
    expect(conformance.mismatch('GET', '/api/nothing', 200, {})).toMatch(/^GET \/api\/nothing \(HTTP 200\): the route is not in the document/);
    expect(conformance.mismatch('POST', '/api/list/policy/7', 405, failure)).toBeUndefined();
    expect(conformance.mismatch('GET', '/api/list/policy/7', 404, { ...failure, code: 40400, data: { errors: { id: 3 } } })).toBe(
      'GET /api/list/policy/{id} (HTTP 404): the answer does not match the document at /data: must match a schema in anyOf',
    );
  });
});
