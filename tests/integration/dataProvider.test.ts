/** The console's real data provider against the running fake API, as react-admin calls it. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DataProvider } from 'ra-core';
import { createDataProvider } from '../../dataProvider/dataProvider';
import { ApiError } from '../../dataProvider/errors';
import { createHttpClient } from '../../dataProvider/http';
import { VERSION } from '../../dataProvider/versions';
import { login, newPolicy, POLICIES, seededPolicies, startApi, type Policy, type RunningApi } from './helpers';

const seed = seededPolicies();
const byCount = [...seed].sort((a, b) => a.count - b.count || a.id - b.id);
/** A record as the data provider answers it: with the version (ETag) it was read at. */
const versioned = (r: object | undefined) => ({ ...r, [VERSION]: expect.stringMatching(/^"[0-9a-f]{64}"$/) as unknown });
/** A record's fields, without the version it was read at. */
const fields = (r: object) => Object.fromEntries(Object.entries(r).filter(([k]) => k !== VERSION));
const versionOf = (r: object) => (r as Record<string, unknown>)[VERSION];

let run: RunningApi;
let token: string | null = null;
let dp: DataProvider;

beforeAll(async () => {
  run = await startApi();
  token = await login(run.baseUrl, 'admin', 'admin');
  dp = createDataProvider(createHttpClient({ baseUrl: run.baseUrl, getToken: () => token }), { policies: POLICIES });
});
afterAll(() => run.stop());

describe('data provider reads', () => {
  it('getList: page 2 of 10 sorted by count', async () => {
    const res = await dp.getList<Policy>('policies', { pagination: { page: 2, perPage: 10 }, sort: { field: 'count', order: 'ASC' }, filter: {} });
    expect(res.total).toBe(seed.length);
    expect(res.data).toHaveLength(10);
    expect(res.data.map((r) => r.id)).toEqual(byCount.slice(10, 20).map((r) => r.id));
    const desc = await dp.getList<Policy>('policies', { pagination: { page: 1, perPage: 10 }, sort: { field: 'count', order: 'DESC' }, filter: {} });
    expect(desc.data.map((r) => r.id)).toEqual(
      [...byCount]
        .reverse()
        .slice(0, 10)
        .map((r) => r.id),
    );
  });

  it('getList: the last, partly filled page', async () => {
    const res = await dp.getList<Policy>('policies', { pagination: { page: 6, perPage: 10 }, sort: { field: 'id', order: 'ASC' }, filter: {} });
    expect(res.total).toBe(seed.length);
    expect(res.data.map((r) => r.id)).toEqual(seed.slice(50).map((r) => r.id));
  });

  it('getList: filters by status, and by several fields at once', async () => {
    const online = seed.filter((r) => r.status === 'online');
    const res = await dp.getList<Policy>('policies', {
      pagination: { page: 1, perPage: 100 },
      sort: { field: 'id', order: 'ASC' },
      filter: { status: 'online' },
    });
    expect(res.total).toBe(online.length);
    expect(res.data.map((r) => r.id)).toEqual(online.map((r) => r.id));

    const word = seed[0].name.split(' ')[0].toLowerCase();
    const expected = seed.filter((r) => r.status === 'online' && r.name.toLowerCase().includes(word));
    const both = await dp.getList<Policy>('policies', {
      pagination: { page: 1, perPage: 100 },
      sort: { field: 'id', order: 'ASC' },
      filter: { status: 'online', name: word, contentType: '' },
    });
    expect(both.total).toBe(expected.length);
    expect(both.data.map((r) => r.id)).toEqual(expected.map((r) => r.id));
  });

  it('getList: a createdTime range', async () => {
    const gte = seed[30].createdTime;
    const lte = seed[20].createdTime;
    const res = await dp.getList<Policy>('policies', {
      pagination: { page: 1, perPage: 100 },
      sort: { field: 'createdTime', order: 'DESC' },
      filter: { createdTime_gte: gte, createdTime_lte: lte },
    });
    expect(res.data.map((r) => r.id)).toEqual(seed.slice(20, 31).map((r) => r.id));
    expect(res.total).toBe(11);
  });

  it('getOne', async () => {
    const res = await dp.getOne<Policy>('policies', { id: seed[12].id });
    expect(res.data).toEqual(versioned(seed[12]));
  });

  it('getMany of 3 ids', async () => {
    const ids = [seed[3].id, seed[40].id, seed[17].id];
    const res = await dp.getMany<Policy>('policies', { ids });
    expect(res.data).toHaveLength(3);
    expect(res.data.map((r) => r.id).sort((a, b) => a - b)).toEqual([...ids].sort((a, b) => a - b));
    for (const r of res.data) expect(r).toEqual(versioned(seed.find((s) => s.id === r.id)));
  });

  it('rejects getOne of a missing record with the 40400 error', async () => {
    const err: unknown = await dp.getOne('policies', { id: 99999 }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).status).toBe(404);
    expect((err as ApiError).code).toBe(40400);
  });
});

describe('data provider writes', () => {
  it('create, update and delete round trip', async () => {
    const created = await dp.create<Policy>('policies', { data: newPolicy() as Omit<Policy, 'id'> });
    expect(created.data).toMatchObject(newPolicy());
    expect(seed.some((s) => s.id === created.data.id)).toBe(false);
    expect(typeof created.data.createdTime).toBe('string');
    expect((await dp.getOne<Policy>('policies', { id: created.data.id })).data).toEqual(created.data);

    const updated = await dp.update<Policy>('policies', {
      id: created.data.id,
      data: { name: 'Renamed via data provider', count: 3 },
      previousData: created.data,
    });
    expect(fields(updated.data)).toEqual(fields({ ...created.data, name: 'Renamed via data provider', count: 3 }));
    // A new version, which the next write of it sends.
    expect(versionOf(updated.data)).not.toBe(versionOf(created.data));
    expect((await dp.getOne<Policy>('policies', { id: created.data.id })).data).toEqual(updated.data);

    const deleted = await dp.delete<Policy>('policies', { id: created.data.id, previousData: updated.data });
    expect(deleted.data).toEqual(updated.data);
    const err: unknown = await dp.getOne('policies', { id: created.data.id }).catch((e: unknown) => e);
    expect((err as ApiError).code).toBe(40400);
    const list = await dp.getList('policies', { pagination: { page: 1, perPage: 10 }, sort: { field: 'id', order: 'ASC' }, filter: {} });
    expect(list.total).toBe(seed.length);
  });

  it('update with the full record, as the edit form sends it (id and unchanged createdTime included)', async () => {
    const current = (await dp.getOne<Policy>('policies', { id: seed[8].id })).data;
    // Going offline needs a reason (a dependent field); going online drops it.
    const { offlineReason: _reason, ...withoutReason } = current;
    const toggled = current.status === 'online' ? { ...current, status: 'offline', offlineReason: 'Paused' } : { ...withoutReason, status: 'online' };
    const res = await dp.update<Policy>('policies', { id: current.id, data: toggled, previousData: current });
    expect(fields(res.data)).toEqual(fields(toggled));
    expect(res.data.createdTime).toBe(seed[8].createdTime);
    // Restore it for the other tests.
    await dp.update<Policy>('policies', { id: current.id, data: { ...current, [VERSION]: versionOf(res.data) }, previousData: res.data });
    expect((await dp.getOne<Policy>('policies', { id: current.id })).data).toEqual(versioned(seed[8]));
  });

  it('a create with an id sent by the client gets a server id', async () => {
    const created = await dp.create('policies', { data: { ...newPolicy({ number: '86420' }), id: seed[0].id } });
    expect(created.data.id).not.toBe(seed[0].id);
    expect((await dp.getOne<Policy>('policies', { id: seed[0].id })).data).toEqual(versioned(seed[0]));
    await dp.delete('policies', { id: created.data.id });
  });

  it('rejects an invalid create with the field errors react-admin puts on the form', async () => {
    const err: unknown = await dp.create('policies', { data: { ...newPolicy(), name: '', number: 'x' } }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    const apiError = err as ApiError;
    expect(apiError.status).toBe(400);
    expect(apiError.code).toBe(40000);
    expect(apiError.body?.errors?.name).toEqual(expect.any(String));
    expect(apiError.body?.errors?.number).toBe('Must be 2 to 12 digits');
    const list = await dp.getList('policies', { pagination: { page: 1, perPage: 10 }, sort: { field: 'id', order: 'ASC' }, filter: {} });
    expect(list.total).toBe(seed.length);
  });

  it('rejects a duplicate number with 40900 and the field error', async () => {
    const err: unknown = await dp.create('policies', { data: newPolicy({ number: seed[5].number }) }).catch((e: unknown) => e);
    expect((err as ApiError).code).toBe(40900);
    expect((err as ApiError).body?.errors?.number).toEqual(expect.any(String));
  });
});

describe('data provider and the session', () => {
  it('rejects writes of the demo user with 40300, reads go through', async () => {
    const userToken = await login(run.baseUrl, 'user', 'user');
    const userDp = createDataProvider(createHttpClient({ baseUrl: run.baseUrl, getToken: () => userToken }), { policies: POLICIES });
    const list = await userDp.getList('policies', { pagination: { page: 1, perPage: 10 }, sort: { field: 'id', order: 'ASC' }, filter: {} });
    expect(list.total).toBe(seed.length);
    const err: unknown = await userDp.delete('policies', { id: seed[0].id }).catch((e: unknown) => e);
    expect((err as ApiError).code).toBe(40300);
    expect((await dp.getOne<Policy>('policies', { id: seed[0].id })).data).toEqual(versioned(seed[0]));
  });

  it('rejects with 50008 without a token', async () => {
    const anonymous = createDataProvider(createHttpClient({ baseUrl: run.baseUrl, getToken: () => null }), { policies: POLICIES });
    const err: unknown = await anonymous.getOne('policies', { id: 1 }).catch((e: unknown) => e);
    expect((err as ApiError).status).toBe(401);
    expect((err as ApiError).code).toBe(50008);
  });
});
