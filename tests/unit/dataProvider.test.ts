/**
 * dataProvider/dataProvider.ts: every react-admin method over the real HTTP client and a fake
 * fetch that records requests and answers envelopes, as the API of the contract would.
 */
import { describe, it, expect } from 'vitest';
import { createDataProvider } from '../../dataProvider/dataProvider';
import { ApiError } from '../../dataProvider/errors';
import { createHttpClient } from '../../dataProvider/http';
import { session } from '../../authProvider/session';
import policies from '../../resources/policies';
import { fakeDataApi, type ApiReply, type SentToApi as Sent } from './fakeHttp';

/** A fake API: records requests (decoded) and answers `reply(request)` wrapped in an envelope. */
function fakeApi(reply: (sent: Sent) => ApiReply) {
  const { http, sent } = fakeDataApi(reply);
  const dataProvider = createDataProvider(http, { [policies.name]: policies.endpoint });
  return { dataProvider, sent };
}

const record = (id: number, extra: Record<string, unknown> = {}) => ({
  id,
  number: String(100000 + id),
  name: `Oncology cohort export ${id}`,
  contentType: 'img',
  filterType: 'rules',
  count: id * 10,
  createdTime: '2026-10-01T00:00:00.000Z',
  status: 'online',
  ...extra,
});

const COLLECTION = policies.endpoint;

describe('createDataProvider', () => {
  it('getList: GET the collection with current/pageSize/sort/order/filters and maps {list,total} to {data,total}', async () => {
    const rows = [record(11), record(12)];
    const { dataProvider, sent } = fakeApi(() => ({ data: { list: rows, total: 55 } }));
    const result = await dataProvider.getList('policies', {
      pagination: { page: 2, perPage: 10 },
      sort: { field: 'createdTime', order: 'DESC' },
      filter: { name: 'Onco', contentType: ['img', 'verticalVideo'] },
    });
    expect(result).toEqual({ data: rows, total: 55 });
    expect(sent).toHaveLength(1);
    const [request] = sent;
    expect(request.method).toBe('GET');
    expect(request.path).toBe(COLLECTION);
    expect(request.query.get('current')).toBe('2');
    expect(request.query.get('pageSize')).toBe('10');
    expect(request.query.get('sort')).toBe('createdTime');
    expect(request.query.get('order')).toBe('desc');
    expect(request.query.get('name')).toBe('Onco');
    expect(request.query.getAll('contentType')).toEqual(['img', 'verticalVideo']);
    expect(request.query.has('range')).toBe(false);
    expect(request.query.has('filter')).toBe(false);
  });

  it('getList: an empty page has total 0', async () => {
    const { dataProvider } = fakeApi(() => ({ data: { list: [], total: 0 } }));
    const result = await dataProvider.getList('policies', {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'createdTime', order: 'DESC' },
      filter: { name: 'nothing matches' },
    });
    expect(result).toEqual({ data: [], total: 0 });
  });

  it('getOne: GET the record path', async () => {
    const { dataProvider, sent } = fakeApi(() => ({ data: record(7) }));
    const result = await dataProvider.getOne('policies', { id: 7 });
    expect(result.data).toEqual(record(7));
    expect(sent[0].method).toBe('GET');
    expect(sent[0].path).toBe(`${COLLECTION}/7`);
  });

  it('getMany: one GET of the collection with id repeated and pageSize the number of ids', async () => {
    const rows = [record(1), record(4), record(9)];
    const { dataProvider, sent } = fakeApi(() => ({ data: { list: rows, total: rows.length } }));
    const result = await dataProvider.getMany('policies', { ids: [1, 4, 9] });
    expect(result.data).toEqual(rows);
    expect(sent).toHaveLength(1);
    expect(sent[0].method).toBe('GET');
    expect(sent[0].path).toBe(COLLECTION);
    expect(sent[0].query.getAll('id')).toEqual(['1', '4', '9']);
    expect(sent[0].query.get('pageSize')).toBe('3');
    expect(sent[0].query.get('current')).toBe('1');
  });

  it('getMany: more than 100 ids are asked in slices of 100, and the answers joined in order', async () => {
    // The API answers at most 100 ids a read (more is 40000): 250 ids are three reads.
    const ids = Array.from({ length: 250 }, (_, i) => 250 - i);
    const { dataProvider, sent } = fakeApi((req) => {
      const asked = req.query.getAll('id').map(Number);
      if (asked.length > 100) return { status: 400, code: 40000, msg: 'invalid list query', data: { errors: { id: 'at most 100 values' } } };
      return { data: { list: asked.map((id) => record(id)), total: asked.length } };
    });
    const result = await dataProvider.getMany('policies', { ids });
    expect(sent.map((s) => s.query.getAll('id').map(Number))).toEqual([ids.slice(0, 100), ids.slice(100, 200), ids.slice(200)]);
    for (const s of sent) {
      expect(`${s.method} ${s.path}`).toBe(`GET ${COLLECTION}`);
      expect(s.query.get('current')).toBe('1');
      expect(s.query.get('pageSize')).toBe(String(s.query.getAll('id').length));
    }
    expect(result.data.map((r) => r.id)).toEqual(ids);
  });

  it('getMany: exactly 100 ids are one read, and an id asked twice is asked once', async () => {
    const ids = Array.from({ length: 100 }, (_, i) => i + 1);
    const { dataProvider, sent } = fakeApi((req) => ({ data: { list: req.query.getAll('id').map((id) => record(Number(id))), total: 100 } }));
    const result = await dataProvider.getMany('policies', { ids: [...ids, 1, 50] });
    expect(sent).toHaveLength(1);
    expect(sent[0].query.getAll('id')).toEqual(ids.map(String));
    expect(result.data).toHaveLength(100);
  });

  it('getManyReference: GET the collection filtered by the target field and paged', async () => {
    const rows = [record(3, { status: 'offline' })];
    const { dataProvider, sent } = fakeApi(() => ({ data: { list: rows, total: 21 } }));
    const result = await dataProvider.getManyReference('policies', {
      target: 'status',
      id: 'offline',
      pagination: { page: 3, perPage: 5 },
      sort: { field: 'name', order: 'ASC' },
      filter: { filterType: 'rules' },
    });
    expect(result).toEqual({ data: rows, total: 21 });
    expect(sent[0].method).toBe('GET');
    expect(sent[0].path).toBe(COLLECTION);
    expect(sent[0].query.get('status')).toBe('offline');
    expect(sent[0].query.get('filterType')).toBe('rules');
    expect(sent[0].query.get('current')).toBe('3');
    expect(sent[0].query.get('pageSize')).toBe('5');
    expect(sent[0].query.get('sort')).toBe('name');
    expect(sent[0].query.get('order')).toBe('asc');
  });

  it('create: POST the collection with the record and no id', async () => {
    const { dataProvider, sent } = fakeApi((req) => ({ status: 201, data: { ...(req.body as object), id: 56 } }));
    const { id: _id, ...fields } = record(999);
    const result = await dataProvider.create('policies', { data: { ...fields, id: 999 } });
    expect(sent[0].method).toBe('POST');
    expect(sent[0].path).toBe(COLLECTION);
    expect(sent[0].body).toEqual(fields);
    expect(sent[0].body).not.toHaveProperty('id');
    expect(result.data).toEqual({ ...fields, id: 56 });
  });

  it('update: PUT the record path with the changes and no id', async () => {
    const { dataProvider, sent } = fakeApi((req) => ({ data: { ...record(7), ...(req.body as object) } }));
    const result = await dataProvider.update('policies', { id: 7, data: { id: 7, name: 'Renamed' }, previousData: record(7) });
    expect(sent[0].method).toBe('PUT');
    expect(sent[0].path).toBe(`${COLLECTION}/7`);
    expect(sent[0].body).toEqual({ name: 'Renamed' });
    expect(result.data).toEqual(record(7, { name: 'Renamed' }));
  });

  it('updateMany: one PUT per id, no id in the bodies, resolves with the ids', async () => {
    const { dataProvider, sent } = fakeApi((req) => ({ data: { ...record(Number(req.path.split('/').pop())), ...(req.body as object) } }));
    const result = await dataProvider.updateMany('policies', { ids: [2, 5], data: { id: 1, status: 'offline' } });
    expect(sent.map((s) => `${s.method} ${s.path}`).sort()).toEqual([`PUT ${COLLECTION}/2`, `PUT ${COLLECTION}/5`]);
    for (const s of sent) expect(s.body).toEqual({ status: 'offline' });
    expect(result.data).toEqual([2, 5]);
  });

  it('delete: DELETE the record path with no body', async () => {
    const { dataProvider, sent } = fakeApi(() => ({ data: record(7) }));
    const result = await dataProvider.delete('policies', { id: 7, previousData: record(7) });
    expect(sent[0].method).toBe('DELETE');
    expect(sent[0].path).toBe(`${COLLECTION}/7`);
    expect(sent[0].body).toBeUndefined();
    expect(result.data).toEqual(record(7));
  });

  it('deleteMany: one DELETE per id, resolves with the ids', async () => {
    const { dataProvider, sent } = fakeApi((req) => ({ data: record(Number(req.path.split('/').pop())) }));
    const result = await dataProvider.deleteMany('policies', { ids: [3, 8] });
    expect(sent.map((s) => `${s.method} ${s.path}`).sort()).toEqual([`DELETE ${COLLECTION}/3`, `DELETE ${COLLECTION}/8`]);
    for (const s of sent) expect(s.body).toBeUndefined();
    expect(result.data).toEqual([3, 8]);
  });

  it('rejects a 40000 with data.errors so the form can show them on its fields', async () => {
    const errors = { number: 'Must be 2 to 12 digits', name: 'Required' };
    const { dataProvider } = fakeApi(() => ({ status: 400, code: 40000, msg: 'invalid record', data: { errors } }));
    const outcome = await dataProvider.create('policies', { data: { number: 'x' } }).then(
      () => 'resolved',
      (e: unknown) => e,
    );
    expect(outcome).toBeInstanceOf(ApiError);
    const error = outcome as ApiError;
    expect(error.code).toBe(40000);
    expect(error.message).toBe('invalid record');
    expect(error.body?.errors).toEqual(errors);
  });

  it('rejects a list read that fails with the envelope message', async () => {
    const { dataProvider } = fakeApi(() => ({
      status: 403,
      code: 40300,
      msg: 'Your user group does not have the authority to perform this operation',
      data: null,
    }));
    await expect(
      dataProvider.getList('policies', { pagination: { page: 1, perPage: 10 }, sort: { field: 'createdTime', order: 'DESC' }, filter: {} }),
    ).rejects.toMatchObject({ code: 40300, message: 'Your user group does not have the authority to perform this operation' });
  });

  it('carries the stored token on data calls', async () => {
    session.save('tok-admin', 'admin');
    const seen: (string | null)[] = [];
    const fetch = async (_input: RequestInfo | URL, init: RequestInit = {}) => {
      seen.push(new Headers(init.headers).get('Authorization'));
      return new Response(JSON.stringify({ data: record(1), status: 'ok', msg: 'success', code: 20000 }), { status: 200 });
    };
    const dataProvider = createDataProvider(createHttpClient({ getToken: session.token, fetch }), { policies: policies.endpoint });
    await dataProvider.getOne('policies', { id: 1 });
    expect(seen).toEqual(['Bearer tok-admin']);
  });
});
