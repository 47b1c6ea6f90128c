/**
 * The policy collection over HTTP (contract "Lists and records", "Authentication", "Authorization"):
 * paging, filters, sorting, CRUD, validation and who may do what, against the seeded store.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, login, newPolicy, POLICIES, seededPolicies, startApi, type Failure, type ListPage, type Policy, type RunningApi } from './helpers';
import { snapshot } from './dataHelpers';

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
    expect(past.json.data).toEqual({ list: [], total: 55 });
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

describe('policy writes (demo admin)', () => {
  let run: RunningApi;
  let token: string;
  const total = async () => (await call<ListPage>(run.baseUrl, 'GET', POLICIES, { token })).json.data.total;

  beforeAll(async () => {
    run = await startApi();
    token = await login(run.baseUrl, 'admin', 'admin');
  });
  afterAll(() => run.stop());

  it('creates, reads back, updates with PUT and PATCH, then deletes', async () => {
    const before = Date.now();
    const created = await call<Policy>(run.baseUrl, 'POST', POLICIES, { token, body: { ...newPolicy(), id: 7 } });
    const after = Date.now();
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({ status: 'ok', code: 20000 });
    const record = created.json.data;
    expect(record).toMatchObject(newPolicy());
    // The client's id is ignored: the server assigns a new one.
    expect(typeof record.id).toBe('number');
    expect(seed.some((s) => s.id === record.id)).toBe(false);
    // createdTime is stamped by the server, now.
    expect(Date.parse(record.createdTime)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(record.createdTime)).toBeLessThanOrEqual(after + 1000);
    expect(await total()).toBe(seed.length + 1);
    // The seeded record 7 is untouched.
    expect((await call<Policy>(run.baseUrl, 'GET', `${POLICIES}/7`, { token })).json.data).toEqual(seed[6]);

    const read = await call<Policy>(run.baseUrl, 'GET', `${POLICIES}/${record.id}`, { token });
    expect(read.status).toBe(200);
    expect(read.json.data).toEqual(record);

    const put = await call<Policy>(run.baseUrl, 'PUT', `${POLICIES}/${record.id}`, { token, body: { ...record, name: 'Renamed policy', count: 7 } });
    expect(put.status).toBe(200);
    expect(put.json.data).toEqual({ ...record, name: 'Renamed policy', count: 7 });

    // Offline needs a reason (`when` on offlineReason): refused without one, and nothing changes.
    const noReason = await call<Failure>(run.baseUrl, 'PATCH', `${POLICIES}/${record.id}`, { token, body: { status: 'offline' } });
    expect(noReason.status).toBe(400);
    expect(Object.keys((noReason.json.data as { errors: object }).errors)).toEqual(['offlineReason']);
    const patch = await call<Policy>(run.baseUrl, 'PATCH', `${POLICIES}/${record.id}`, { token, body: { status: 'offline', offlineReason: 'Paused' } });
    expect(patch.status).toBe(200);
    expect(patch.json.data).toEqual({ ...record, name: 'Renamed policy', count: 7, status: 'offline', offlineReason: 'Paused' });
    // Back online: the reason is no longer stored.
    const online = await call<Policy>(run.baseUrl, 'PATCH', `${POLICIES}/${record.id}`, { token, body: { status: 'online', offlineReason: 'ignored' } });
    expect(online.json.data).not.toHaveProperty('offlineReason');
    await call<Policy>(run.baseUrl, 'PATCH', `${POLICIES}/${record.id}`, { token, body: { status: 'offline', offlineReason: 'Paused' } });
    expect((await call<Policy>(run.baseUrl, 'GET', `${POLICIES}/${record.id}`, { token })).json.data).toEqual(patch.json.data);

    const del = await call<Policy>(run.baseUrl, 'DELETE', `${POLICIES}/${record.id}`, { token });
    expect(del.status).toBe(200);
    expect(del.json.data).toEqual(patch.json.data);
    const gone = await call(run.baseUrl, 'GET', `${POLICIES}/${record.id}`, { token });
    expect(gone.status).toBe(404);
    expect(gone.json.code).toBe(40400);
    expect(await total()).toBe(seed.length);
    for (const method of ['PUT', 'PATCH', 'DELETE']) {
      const again = await call(run.baseUrl, method, `${POLICIES}/${record.id}`, { token, body: method === 'DELETE' ? undefined : { count: 1 } });
      expect(again.status, method).toBe(404);
      expect(again.json.code, method).toBe(40400);
    }
  });

  it('never reuses the id of a deleted record', async () => {
    const a = (await call<Policy>(run.baseUrl, 'POST', POLICIES, { token, body: newPolicy({ number: '900001' }) })).json.data;
    await call(run.baseUrl, 'DELETE', `${POLICIES}/${a.id}`, { token });
    const b = (await call<Policy>(run.baseUrl, 'POST', POLICIES, { token, body: newPolicy({ number: '900001' }) })).json.data;
    expect(b.id).toBeGreaterThan(a.id);
    await call(run.baseUrl, 'DELETE', `${POLICIES}/${b.id}`, { token });
  });

  it('fills declared defaults on create', async () => {
    const res = await call<Policy>(run.baseUrl, 'POST', POLICIES, { token, body: { number: '900002', name: 'Defaults only' } });
    expect(res.status).toBe(201);
    expect(res.json.data).toMatchObject({ contentType: 'img', filterType: 'rules', count: 0, status: 'offline' });
    await call(run.baseUrl, 'DELETE', `${POLICIES}/${res.json.data.id}`, { token });
  });

  it('refuses an invalid create, naming every bad field, and changes nothing', async () => {
    const disk = await snapshot(run.api);
    const res = await call<Failure>(run.baseUrl, 'POST', POLICIES, {
      token,
      body: { number: '12a', count: 'many', colour: 'red', contentType: 'img', filterType: 'rules', status: 'online' },
    });
    expect(res.status).toBe(400);
    expect(res.json.code).toBe(40000);
    expect(res.json.status).toBe('fail');
    const errors = res.json.data?.errors ?? {};
    expect(Object.keys(errors).sort()).toEqual(['colour', 'count', 'name', 'number']);
    for (const message of Object.values(errors)) expect(message).toMatch(/\S/);
    expect(errors.number).toBe('Must be 2 to 12 digits');
    expect(await total()).toBe(seed.length);
    expect(await snapshot(run.api)).toBe(disk);
  });

  it.each([
    ['a name longer than 60 characters', { name: 'x'.repeat(61) }, 'name'],
    ['a count below 0', { count: -1 }, 'count'],
    ['a fractional count', { count: 1.5 }, 'count'],
    ['a count above the maximum', { count: 1_000_000_001 }, 'count'],
    ['a number given as a number', { number: 123456 }, 'number'],
    ['a number of 13 digits', { number: '1234567890123' }, 'number'],
    ['an unknown status', { status: 'archived' }, 'status'],
    ['a name of the wrong type', { name: ['a'] }, 'name'],
    ['an empty required name', { name: '' }, 'name'],
    ['a null required name', { name: null }, 'name'],
    ['a client-set createdTime', { createdTime: '2020-01-01T00:00:00.000Z' }, 'createdTime'],
  ])('refuses %s', async (_label, change, field) => {
    const disk = await snapshot(run.api);
    const res = await call<Failure>(run.baseUrl, 'POST', POLICIES, { token, body: { ...newPolicy({ number: '900003' }), ...change } });
    expect(res.status).toBe(400);
    expect(res.json.code).toBe(40000);
    expect(Object.keys(res.json.data?.errors ?? {})).toEqual([field]);
    expect(await total()).toBe(seed.length);
    expect(await snapshot(run.api)).toBe(disk);
  });

  it('refuses a duplicate number with 409 and changes nothing', async () => {
    const disk = await snapshot(run.api);
    const res = await call<Failure>(run.baseUrl, 'POST', POLICIES, { token, body: newPolicy({ number: seed[3].number }) });
    expect(res.status).toBe(409);
    expect(res.json.code).toBe(40900);
    expect(res.json.data?.errors).toHaveProperty('number');
    expect(await total()).toBe(seed.length);
    expect(await snapshot(run.api)).toBe(disk);
  });

  it('refuses an update that would duplicate another record’s number', async () => {
    const res = await call<Failure>(run.baseUrl, 'PATCH', `${POLICIES}/${seed[0].id}`, { token, body: { number: seed[1].number } });
    expect(res.status).toBe(409);
    expect(res.json.code).toBe(40900);
    expect((await call<Policy>(run.baseUrl, 'GET', `${POLICIES}/${seed[0].id}`, { token })).json.data).toEqual(seed[0]);
  });

  it('accepts an update that keeps the record’s own number', async () => {
    const target = seed[2];
    const res = await call<Policy>(run.baseUrl, 'PUT', `${POLICIES}/${target.id}`, { token, body: { ...target } });
    expect(res.status).toBe(200);
    expect(res.json.data).toEqual(target);
  });

  it('refuses an invalid update and leaves the record as it was', async () => {
    const target = seed[4];
    const disk = await snapshot(run.api);
    const cases: [Record<string, unknown>, string][] = [
      [{ name: '' }, 'name'],
      [{ count: 'lots' }, 'count'],
      [{ colour: 'red' }, 'colour'],
      [{ id: target.id + 1 }, 'id'],
      [{ createdTime: '2020-01-01T00:00:00.000Z' }, 'createdTime'],
    ];
    for (const [body, field] of cases) {
      const res = await call<Failure>(run.baseUrl, 'PUT', `${POLICIES}/${target.id}`, { token, body });
      expect(res.status, field).toBe(400);
      expect(res.json.code, field).toBe(40000);
      expect(res.json.data?.errors, field).toHaveProperty(field);
    }
    expect((await call<Policy>(run.baseUrl, 'GET', `${POLICIES}/${target.id}`, { token })).json.data).toEqual(target);
    expect((await call<Policy>(run.baseUrl, 'GET', `${POLICIES}/${target.id + 1}`, { token })).json.data).toEqual(seed[5]);
    expect(await snapshot(run.api)).toBe(disk);
  });
});

describe('who may use the policy list', () => {
  let run: RunningApi;
  let admin: string;
  let user: string;

  beforeAll(async () => {
    run = await startApi();
    admin = await login(run.baseUrl, 'admin', 'admin');
    user = await login(run.baseUrl, 'user', 'user');
  });
  afterAll(() => run.stop());

  it('lets the demo user read the list and a record', async () => {
    const res = await call<ListPage>(run.baseUrl, 'GET', POLICIES, { token: user });
    expect(res.status).toBe(200);
    expect(res.json.data.total).toBe(seed.length);
    const one = await call<Policy>(run.baseUrl, 'GET', `${POLICIES}/${seed[0].id}`, { token: user });
    expect(one.json.data).toEqual(seed[0]);
  });

  it('refuses every write of the demo user with 40300 and changes nothing', async () => {
    const disk = await snapshot(run.api);
    const attempts: [string, string, unknown][] = [
      ['POST', POLICIES, newPolicy()],
      ['PUT', `${POLICIES}/${seed[0].id}`, { name: 'Taken over' }],
      ['PATCH', `${POLICIES}/${seed[0].id}`, { status: 'offline' }],
      ['DELETE', `${POLICIES}/${seed[0].id}`, undefined],
      // Even for a record that does not exist: the role decides first.
      ['DELETE', `${POLICIES}/99999`, undefined],
    ];
    for (const [method, path, body] of attempts) {
      const res = await call(run.baseUrl, method, path, { token: user, body });
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(res.json.code, `${method} ${path}`).toBe(40300);
    }
    // A role claimed by the client counts for nothing.
    const claimed = await call(run.baseUrl, 'POST', POLICIES, { token: user, body: { ...newPolicy(), role: 'admin' } });
    expect(claimed.status).toBe(403);
    const after = await call<ListPage>(run.baseUrl, 'GET', POLICIES, { token: admin });
    expect(after.json.data.total).toBe(seed.length);
    expect((await call<Policy>(run.baseUrl, 'GET', `${POLICIES}/${seed[0].id}`, { token: admin })).json.data).toEqual(seed[0]);
    expect(await snapshot(run.api)).toBe(disk);
  });

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
