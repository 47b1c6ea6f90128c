/**
 * Lists large enough for the database to read them differently (on SQLite, a filter matching
 * thousands of rows walks the sort index): every page is the one the whole collection, filtered
 * and sorted the documented way, gives.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RecordData } from '../../resources/lib/validate';
import { call, login, newPolicy, POLICIES, startApi, type ListPage, type RunningApi } from './helpers';
import { recordsIn } from './dataHelpers';

const SIZE = 12_000;
let run: RunningApi;
let token: string;
let all: RecordData[];
beforeAll(async () => {
  run = await startApi({ env: { ...process.env, SEED_POLICIES: String(SIZE) } });
  token = await login(run.baseUrl, 'admin', 'admin');
  all = await recordsIn(run.api, 'policies');
}, 60_000);
afterAll(() => run.stop());

/** The documented order: text case-folded, dates by time, numbers as numbers; empty first ascending; then id. */
function expected(filter: (r: RecordData) => boolean, field: string, desc: boolean): RecordData[] {
  const key = (r: RecordData) => {
    const v = r[field];
    if (v === undefined || v === null) return null;
    if (field === 'createdTime') return Date.parse(v as string);
    return typeof v === 'string' ? v.toLowerCase() : (v as number);
  };
  const ascending = (a: RecordData, b: RecordData) => {
    const [x, y] = [key(a), key(b)];
    if (x === y) return (a.id as number) - (b.id as number);
    if (x === null) return -1;
    if (y === null) return 1;
    return x < y ? -1 : 1;
  };
  return all.filter(filter).sort((a, b) => (desc ? -ascending(a, b) : ascending(a, b)));
}

/** Each of `pages` (50 rows) of the list `query` sorted by `field` holds those rows of `rows`, with their total. */
async function expectPages(query: string, field: string, desc: boolean, rows: RecordData[], pages: number[]) {
  for (const current of pages) {
    const res = await call<ListPage>(run.baseUrl, 'GET', `${POLICIES}?${query}&sort=${field}&order=${desc ? 'desc' : 'asc'}&current=${current}&pageSize=50`, {
      token,
    });
    expect(res.json.data.total, `${query} page ${current}`).toBe(rows.length);
    expect(
      res.json.data.list.map((r) => r.id),
      `${query} page ${current}`,
    ).toEqual(rows.slice((current - 1) * 50, current * 50).map((r) => r.id));
  }
}

describe(`a list of ${SIZE.toLocaleString('en-US')} policies`, () => {
  it.each([
    ['status=online', (r: RecordData) => r.status === 'online', 'createdTime', true],
    ['status=online', (r: RecordData) => r.status === 'online', 'name', false],
    ['contentType=horizontalVideo', (r: RecordData) => r.contentType === 'horizontalVideo', 'count', true],
    ['status=offline', (r: RecordData) => r.status === 'offline', 'number', false],
  ] as const)('filtered by %s and sorted by %s (desc: %s) gives the right pages and total', async (query, filter, field, desc) => {
    const rows = expected(filter, field, desc);
    expect(rows.length).toBeGreaterThan(2000);
    await expectPages(query, field, desc, rows, [1, 7, Math.ceil(rows.length / 50)]);
  });

  it.each([
    // Most names: the page is read along the sort index, each row tested for the text.
    ['name=ology', 'ology', 'createdTime', true],
    ['name=ology', 'ology', 'count', false],
    // About one name in ten: the matches are found through the text index.
    ['name=CARDIO', 'cardio', 'createdTime', true],
    ['number=12', '12', 'name', false],
  ] as const)('searched by %s and sorted by %s (desc: %s) gives the right pages and total', async (query, text, field, desc) => {
    const rows = expected((r) => String(r[query.split('=')[0]]).toLowerCase().includes(text), field, desc);
    expect(rows.length).toBeGreaterThan(50);
    await expectPages(query, field, desc, rows, [1, 3, Math.ceil(rows.length / 50)]);
  });

  it('keeps every total right through concurrent creates, status changes and deletes', async () => {
    const online = all.filter((r) => r.status === 'online').slice(0, 10);
    const offline = all.filter((r) => r.status === 'offline').slice(0, 10);
    const gone = all.slice(-10);
    const results = await Promise.all([
      ...Array.from({ length: 10 }, (_, i) =>
        call(run.baseUrl, 'POST', POLICIES, {
          token,
          body: newPolicy({ number: String(70_000_000 + i), status: i % 2 ? 'online' : 'offline', ...(i % 2 ? {} : { offlineReason: 'Data source paused' }) }),
        }),
      ),
      // Opposite changes at once: neither may wait on the other for good.
      ...online.map((r) => call(run.baseUrl, 'PATCH', `${POLICIES}/${r.id}`, { token, body: { status: 'offline', offlineReason: 'Data source paused' } })),
      ...offline.map((r) => call(run.baseUrl, 'PATCH', `${POLICIES}/${r.id}`, { token, body: { status: 'online' } })),
      ...gone.map((r) => call(run.baseUrl, 'DELETE', `${POLICIES}/${r.id}`, { token })),
    ]);
    expect(results.map((r) => r.status).filter((s) => s >= 300)).toEqual([]);
    const now = await recordsIn(run.api, 'policies');
    const total = async (query: string) => (await call<ListPage>(run.baseUrl, 'GET', `${POLICIES}?${query}`, { token })).json.data.total;
    expect(await total('pageSize=10')).toBe(now.length);
    for (const status of ['online', 'offline']) expect(await total(`status=${status}`), status).toBe(now.filter((r) => r.status === status).length);
    for (const type of ['img', 'horizontalVideo', 'verticalVideo'])
      expect(await total(`contentType=${type}`), type).toBe(now.filter((r) => r.contentType === type).length);
    expect(await total('status=online&status=offline')).toBe(now.length);
    for (const text of ['ology', 'cardio', 'bench'])
      expect(await total(`name=${text}`), text).toBe(now.filter((r) => String(r.name).toLowerCase().includes(text)).length);
  });

  it('folds the count rows that writes add, every total staying right', async () => {
    const tallyRows = async () =>
      Number(
        (
          (await run.api.data.db
            .selectFrom('mds_tallies')
            .select((e) => e.fn.countAll().as('n'))
            .where('tbl', '=', 'policies')
            .executeTakeFirstOrThrow()) as { n: unknown }
        ).n,
      );
    const CREATES = 300;
    for (let i = 0; i < CREATES / 10; i++)
      await Promise.all(
        Array.from({ length: 10 }, (_, j) =>
          call(run.baseUrl, 'POST', POLICIES, { token, body: newPolicy({ number: String(72_000_000 + i * 10 + j), name: `Fold check ${i}` }) }),
        ),
      );
    // Each create adds a row for the table and one per counted field (status, content and filter type).
    await expect.poll(tallyRows).toBeLessThan(CREATES * 4);
    const now = await recordsIn(run.api, 'policies');
    const total = async (query: string) => (await call<ListPage>(run.baseUrl, 'GET', `${POLICIES}?${query}`, { token })).json.data.total;
    expect(await total('pageSize=10')).toBe(now.length);
    for (const status of ['online', 'offline']) expect(await total(`status=${status}`), status).toBe(now.filter((r) => r.status === status).length);
    expect(await total('name=fold check')).toBe(CREATES);
  });

  it('changes a searched total at once when a record is renamed, created or deleted', async () => {
    const total = async () => (await call<ListPage>(run.baseUrl, 'GET', `${POLICIES}?name=quokka&sort=createdTime&order=desc`, { token })).json.data.total;
    const before = await total();
    const [first] = (await call<ListPage>(run.baseUrl, 'GET', `${POLICIES}?pageSize=1`, { token })).json.data.list;
    expect((await call(run.baseUrl, 'PATCH', `${POLICIES}/${first.id}`, { token, body: { name: 'Quokka registry' } })).status).toBe(200);
    expect(await total()).toBe(before + 1);
    const created = await call<{ id: number }>(run.baseUrl, 'POST', POLICIES, { token, body: newPolicy({ number: '71000001', name: 'Second quokka study' }) });
    expect(await total()).toBe(before + 2);
    await call(run.baseUrl, 'DELETE', `${POLICIES}/${created.json.data.id}`, { token });
    await call(run.baseUrl, 'PATCH', `${POLICIES}/${first.id}`, { token, body: { name: 'Registry' } });
    expect(await total()).toBe(before);
  });
});
