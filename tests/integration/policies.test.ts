/**
 * Reading the policy collection over HTTP (contract "Lists and records"): paging, filters and
 * sorting against the seeded store. Writes are in policyWrites.test.ts, sessions in sessions.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, login, POLICIES, seededPolicies, startApi, type Failure, type ListPage, type Policy, type RunningApi } from './helpers';

const seed = seededPolicies();
const DAY = 86_400_000;

describe('policy list (read-only, demo admin)', () => {
  let run: RunningApi;
  let token: string;
  const list = (query: Record<string, string | string[]> = {}) => {
    const params = new URLSearchParams();
    for (const [k, v] of Object.entries(query)) for (const x of Array.isArray(v) ? v : [v]) params.append(k, x);
    const qs = params.toString();
    return call<ListPage>(run.baseUrl, 'GET', qs ? `${POLICIES}?${qs}` : POLICIES, { token });
  };
  /** Every matching row: one page of 100 is enough for the 55 seeded rows. */
  const all = async (query: Record<string, string | string[]> = {}) => {
    const res = await list({ pageSize: '100', ...query });
    expect(res.status).toBe(200);
    expect(res.json.code).toBe(20000);
    expect(res.json.data.list).toHaveLength(res.json.data.total);
    return res.json.data;
  };
  const expectBadQuery = async (query: Record<string, string>, field: string) => {
    const res = await call<Failure>(run.baseUrl, 'GET', `${POLICIES}?${new URLSearchParams(query).toString()}`, { token });
    expect(res.status).toBe(400);
    expect(res.json.code).toBe(40000);
    expect(res.json.status).toBe('fail');
    expect(res.json.data?.errors).toHaveProperty(field);
  };

  beforeAll(async () => {
    run = await startApi();
    token = await login(run.baseUrl, 'admin', 'admin');
  });
  afterAll(() => run.stop());

  it('holds the 55 seeded policies and answers the default page with 10 of them', async () => {
    expect(seed).toHaveLength(55);
    const res = await list();
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ status: 'ok', code: 20000 });
    expect(res.json.data.total).toBe(seed.length);
    expect(res.json.data.list).toHaveLength(10);
    for (const row of res.json.data.list) expect(row).toEqual(seed.find((s) => s.id === row.id));
  });

  it('answers the last page partly filled and an empty page past the end', async () => {
    const last = await list({ current: '6', pageSize: '10' });
    expect(last.json.data.total).toBe(55);
    expect(last.json.data.list).toHaveLength(5);
    const past = await list({ current: '7', pageSize: '10' });
    expect(past.json.data).toEqual({ list: [], total: 55, etags: {} });
  });

  it('pages without overlap: all pages together are every record once', async () => {
    const ids: number[] = [];
    for (let current = 1; current <= 3; current++) {
      const res = await list({ current: String(current), pageSize: '20' });
      ids.push(...res.json.data.list.map((r) => r.id));
    }
    expect(ids.sort((a, b) => a - b)).toEqual(seed.map((r) => r.id));
  });

  it.each([
    [{ pageSize: '0' }, 'pageSize'],
    [{ pageSize: '101' }, 'pageSize'],
    [{ pageSize: '-1' }, 'pageSize'],
    [{ pageSize: 'abc' }, 'pageSize'],
    [{ pageSize: '1.5' }, 'pageSize'],
    [{ current: '0' }, 'current'],
    [{ current: '-3' }, 'current'],
  ])('refuses the out-of-range page %o with 40000', async (query, field) => {
    await expectBadQuery(query, field);
  });

  it('accepts the largest page size (100)', async () => {
    const res = await list({ pageSize: '100' });
    expect(res.json.data.list).toHaveLength(55);
  });

  it('filters number by substring', async () => {
    const needle = seed[0].number.slice(2, 4);
    const expected = seed.filter((r) => r.number.includes(needle));
    expect(expected.length).toBeGreaterThan(0);
    const page = await all({ number: needle });
    expect(page.total).toBe(expected.length);
    expect(page.list.map((r) => r.id).sort((a, b) => a - b)).toEqual(expected.map((r) => r.id));
    for (const r of page.list) expect(r.number).toContain(needle);
  });

  it('filters name by case-insensitive substring', async () => {
    const word = seed[0].name.split(' ')[0];
    const needle = word.toUpperCase();
    const expected = seed.filter((r) => r.name.toLowerCase().includes(word.toLowerCase()));
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(seed.length);
    const page = await all({ name: needle });
    expect(page.total).toBe(expected.length);
    expect(page.list.map((r) => r.id).sort((a, b) => a - b)).toEqual(expected.map((r) => r.id));
  });

  it('matches a name that looks like a regular expression literally', async () => {
    for (const needle of ['.*', '^', '(', '[a-z]+', '\\w']) {
      const page = await all({ name: needle });
      expect(page.total, needle).toBe(seed.filter((r) => r.name.includes(needle)).length);
      expect(page.list, needle).toEqual([]);
    }
    // A literal character that does occur still matches.
    const page = await all({ name: '-' });
    expect(page.total).toBe(seed.filter((r) => r.name.includes('-')).length);
    expect(page.total).toBeGreaterThan(0);
  });

  it.each([
    ['contentType', 'img'],
    ['contentType', 'horizontalVideo'],
    ['contentType', 'verticalVideo'],
    ['filterType', 'artificial'],
    ['filterType', 'rules'],
    ['status', 'online'],
    ['status', 'offline'],
  ] as const)('filters %s=%s exactly', async (field, value) => {
    const expected = seed.filter((r) => r[field] === value);
    const page = await all({ [field]: value });
    expect(page.total).toBe(expected.length);
    expect(page.list.every((r) => r[field] === value)).toBe(true);
  });

  it('combines filters with AND', async () => {
    const expected = seed.filter((r) => r.status === 'online' && r.contentType === 'img');
    const page = await all({ status: 'online', contentType: 'img' });
    expect(page.total).toBe(expected.length);
    expect(page.list.map((r) => r.id).sort((a, b) => a - b)).toEqual(expected.map((r) => r.id));
  });

  it('refuses an enum filter value the declaration does not know', async () => {
    await expectBadQuery({ status: 'ONLINE' }, 'status');
    await expectBadQuery({ status: 'archived' }, 'status');
    await expectBadQuery({ contentType: 'imgx' }, 'contentType');
  });

  it('filters createdTime by date-only bounds covering whole days', async () => {
    const gte = seed[40].createdTime.slice(0, 10);
    const lte = seed[10].createdTime.slice(0, 10);
    const day = (r: Policy) => r.createdTime.slice(0, 10);
    const expected = seed.filter((r) => day(r) >= gte && day(r) <= lte);
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(seed.length);
    const page = await all({ createdTime_gte: gte, createdTime_lte: lte });
    expect(page.total).toBe(expected.length);
    for (const r of page.list) {
      expect(Date.parse(r.createdTime)).toBeGreaterThanOrEqual(Date.parse(gte));
      expect(Date.parse(r.createdTime)).toBeLessThan(Date.parse(lte) + DAY);
    }
    // The rows on the boundary days themselves are in.
    expect(page.list.map((r) => r.id)).toEqual(expect.arrayContaining([seed[40].id, seed[10].id]));
  });

  it('filters createdTime by full ISO bounds, inclusive', async () => {
    const gte = seed[30].createdTime;
    const lte = seed[20].createdTime;
    const expected = seed.filter((r) => Date.parse(r.createdTime) >= Date.parse(gte) && Date.parse(r.createdTime) <= Date.parse(lte));
    const page = await all({ createdTime_gte: gte, createdTime_lte: lte });
    expect(page.total).toBe(expected.length);
    expect(page.list.map((r) => r.id).sort((a, b) => a - b)).toEqual(expected.map((r) => r.id));
    for (const r of page.list) {
      expect(Date.parse(r.createdTime)).toBeGreaterThanOrEqual(Date.parse(gte));
      expect(Date.parse(r.createdTime)).toBeLessThanOrEqual(Date.parse(lte));
    }
  });

  it('filters createdTime with one bound only, and an inverted range is empty', async () => {
    const bound = seed[27].createdTime;
    const after = await all({ createdTime_gte: bound });
    expect(after.total).toBe(seed.filter((r) => r.createdTime >= bound).length);
    const before = await all({ createdTime_lte: bound });
    expect(before.total).toBe(seed.filter((r) => r.createdTime <= bound).length);
    // The bound row is in both halves.
    expect(after.total + before.total).toBe(seed.length + 1);
    const inverted = await all({ createdTime_gte: seed[5].createdTime, createdTime_lte: seed[50].createdTime });
    expect(inverted.total).toBe(0);
  });

  it('refuses a createdTime bound that is not a date', async () => {
    await expectBadQuery({ createdTime_gte: 'yesterday' }, 'createdTime_gte');
    await expectBadQuery({ createdTime_lte: '2026-13-45' }, 'createdTime_lte');
  });

  it('refuses filters the declaration does not offer', async () => {
    await expectBadQuery({ colour: 'red' }, 'colour');
    // Declared, but not a filter of this list.
    await expectBadQuery({ count: '10' }, 'count');
    // json-server's operators are not offered either.
    await expectBadQuery({ count_gte: '10' }, 'count_gte');
    await expectBadQuery({ q: 'Oncology' }, 'q');
    await expectBadQuery({ _expand: 'user' }, '_expand');
    // An unknown filter with an empty value is still refused.
    await expectBadQuery({ colour: '' }, 'colour');
  });

  it('sorts by count ascending and descending', async () => {
    const byCount = [...seed].sort((a, b) => a.count - b.count || a.id - b.id);
    const asc = await all({ sort: 'count', order: 'asc' });
    expect(asc.list.map((r) => r.id)).toEqual(byCount.map((r) => r.id));
    const desc = await all({ sort: 'count', order: 'desc' });
    const counts = desc.list.map((r) => r.count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(desc.list.map((r) => r.id)).toEqual([...byCount].reverse().map((r) => r.id));
  });

  it('keeps the sort across pages', async () => {
    const byCount = [...seed].sort((a, b) => a.count - b.count || a.id - b.id);
    const page2 = await list({ current: '2', pageSize: '10', sort: 'count', order: 'asc' });
    expect(page2.json.data.list.map((r) => r.id)).toEqual(byCount.slice(10, 20).map((r) => r.id));
  });

  it('sorts by createdTime descending (the console default) and by name', async () => {
    const desc = await all({ sort: 'createdTime', order: 'desc' });
    const times = desc.list.map((r) => Date.parse(r.createdTime));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const byName = await all({ sort: 'name', order: 'asc' });
    const names = byName.list.map((r) => r.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
  });

  it('refuses a sort on an undeclared field, or an unknown order', async () => {
    await expectBadQuery({ sort: 'colour' }, 'sort');
    await expectBadQuery({ sort: '__proto__' }, 'sort');
    await expectBadQuery({ sort: 'count', order: 'sideways' }, 'order');
  });

  it('reads one record, and answers 40400 for one that does not exist', async () => {
    const one = await call<Policy>(run.baseUrl, 'GET', `${POLICIES}/${seed[7].id}`, { token });
    expect(one.status).toBe(200);
    expect(one.json.data).toEqual(seed[7]);
    for (const id of ['99999', 'abc', '0']) {
      const missing = await call(run.baseUrl, 'GET', `${POLICIES}/${id}`, { token });
      expect(missing.status).toBe(404);
      expect(missing.json.code).toBe(40400);
    }
  });
});
