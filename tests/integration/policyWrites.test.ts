/**
 * Writing the policy collection over HTTP (contract "Lists and records", "Authorization"): create,
 * update, delete, validation, unique numbers, and the user role that may read but not write.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, login, newPolicy, POLICIES, seededPolicies, startApi, type Failure, type ListPage, type Policy, type RunningApi } from './helpers';
import { snapshot } from './dataHelpers';

const seed = seededPolicies();

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
});
