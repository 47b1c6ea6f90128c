/**
 * The operation log of a bulk transition: each record's outcome is an entry of its own, and a call
 * whose every record was refused is not also written down as a success.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { loadDeclarations } from '../../resources/lib/loadDeclarations';
import { call, login, startApi, type ListPage, type RunningApi } from './helpers';

const REQUESTS = '/api/data/access-requests';
let api: RunningApi;
let admin: string;
beforeAll(async () => {
  api = await startApi({ declarations: await loadDeclarations() });
  admin = await login(api.baseUrl, 'admin', 'admin');
});
afterAll(() => api.stop());

it('logs each refused record of a wholly refused bulk call, and no success for the call', async () => {
  // Seeded requests 6 and 7 are rejected and withdrawn: no transition to underReview leaves either.
  const res = await call<{ list: { id: number; code: number }[] }>(api.baseUrl, 'POST', `${REQUESTS}/transitions`, {
    token: admin,
    body: { ids: [6, 7], to: 'underReview' },
  });
  expect(res.json.data.list.map((r) => [r.id, r.code])).toEqual([
    [6, 40000],
    [7, 40000],
  ]);
  const log = await call<ListPage<{ action: string; recordId: string; result: string }>>(
    api.baseUrl,
    'GET',
    '/api/audit/log?current=1&pageSize=100&resource=accessRequests',
    { token: admin },
  );
  const bulk = log.json.data.list.filter((e) => e.action === `POST ${REQUESTS}/transitions`);
  expect(bulk.map((e) => [e.recordId, e.result]).sort()).toEqual([
    ['6', 'failure'],
    ['7', 'failure'],
  ]);
});
