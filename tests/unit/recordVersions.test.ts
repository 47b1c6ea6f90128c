/**
 * dataProvider/versions.ts and conflicts.ts: every write of a record the console has shown says the
 * version it was shown at (If-Match), and a write refused because the record changed meanwhile is
 * told, with the record as it is now, to whoever shows it.
 */
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { createDataProvider } from '../../dataProvider/dataProvider';
import { ApiError } from '../../dataProvider/errors';
import { recordConflicts, type RecordConflict } from '../../dataProvider/conflicts';
import { VERSION } from '../../dataProvider/versions';
import policies from '../../resources/policies';
import { fakeDataApi, type ApiReply, type SentToApi as Sent } from './fakeHttp';
import workflowRequests from '../../resources/accessRequests';

const tag = (id: number, n = 1) => `"v${n}-${id}"`;
const record = (id: number, extra: Record<string, unknown> = {}) => ({ id, name: `Policy ${id}`, count: id * 10, ...extra });

function fakeApi(reply: (sent: Sent) => ApiReply) {
  const { http, sent } = fakeDataApi(reply);
  const dataProvider = createDataProvider(http, { [policies.name]: policies.endpoint, [workflowRequests.name]: workflowRequests.endpoint });
  return { dataProvider, sent };
}

const idOf = (s: Sent) => Number(/\/(\d+)(?:\/transitions)?$/.exec(s.path)?.[1]);
const listPage = (ids: number[]) => ({ list: ids.map((id) => record(id)), total: ids.length, etags: Object.fromEntries(ids.map((id) => [id, tag(id)])) });

const told: RecordConflict[] = [];
const stop = recordConflicts.subscribe((c) => told.push(c));
afterEach(() => {
  told.length = 0;
});
afterAll(stop);

describe('records read carry their version', () => {
  it('a record read, a list page and a write answer each carry the ETag they came with', async () => {
    const { dataProvider } = fakeApi((s) =>
      s.method === 'GET' && s.path.endsWith('/4')
        ? { data: record(4), etag: tag(4) }
        : s.method === 'GET'
          ? { data: listPage([1, 2]) }
          : { data: record(4, { count: 1 }), etag: tag(4, 2) },
    );
    expect((await dataProvider.getOne('policies', { id: 4 })).data[VERSION]).toBe(tag(4));
    const page = await dataProvider.getList('policies', { pagination: { page: 1, perPage: 10 }, sort: { field: 'id', order: 'ASC' }, filter: {} });
    expect(page.data.map((r) => r[VERSION])).toEqual([tag(1), tag(2)]);
    const saved = await dataProvider.update('policies', { id: 4, data: { count: 1 }, previousData: record(4) });
    expect(saved.data[VERSION]).toBe(tag(4, 2));
  });
});

describe('every write of a record says the version it was shown at', () => {
  it("an update sends its form's version (not a newer one a list read since), and never sends the version as a field", async () => {
    const { dataProvider, sent } = fakeApi((s) => (s.method === 'GET' ? { data: listPage([4]) } : { data: record(4), etag: tag(4, 3) }));
    // A list read after the form was loaded knows a newer version: the form's own is the one it was filled from.
    await dataProvider.getList('policies', { pagination: { page: 1, perPage: 10 }, sort: { field: 'id', order: 'ASC' }, filter: {} });
    await dataProvider.update('policies', { id: 4, data: { ...record(4, { count: 5 }), [VERSION]: '"form-version"' }, previousData: record(4) });
    const put = sent.find((s) => s.method === 'PUT')!;
    expect(put.ifMatch).toBe('"form-version"');
    expect(put.body).toEqual({ name: 'Policy 4', count: 5 });
  });

  it("values without a version use the record's as shown, else the last one read", async () => {
    const { dataProvider, sent } = fakeApi((s) => (s.method === 'GET' ? { data: listPage([4]) } : { data: record(4) }));
    await dataProvider.update('policies', { id: 4, data: { count: 5 }, previousData: { ...record(4), [VERSION]: '"shown"' } });
    expect(sent.at(-1)!.ifMatch).toBe('"shown"');
    await dataProvider.update('policies', { id: 9, data: { count: 5 }, previousData: record(9) });
    expect(sent.at(-1)!.ifMatch).toBeNull();
    await dataProvider.getList('policies', { pagination: { page: 1, perPage: 10 }, sort: { field: 'id', order: 'ASC' }, filter: {} });
    await dataProvider.update('policies', { id: 4, data: { count: 6 }, previousData: record(4) });
    expect(sent.at(-1)!.ifMatch).toBe(tag(4));
  });

  it("a delete sends the shown record's version; bulk deletes and updates send each record's last one read", async () => {
    const { dataProvider, sent } = fakeApi((s) => (s.method === 'GET' ? { data: listPage([3, 8]) } : { data: record(idOf(s)) }));
    await dataProvider.delete('policies', { id: 5, previousData: { ...record(5), [VERSION]: tag(5) } });
    expect(sent.at(-1)).toMatchObject({ method: 'DELETE', ifMatch: tag(5), body: undefined });
    await dataProvider.getList('policies', { pagination: { page: 1, perPage: 10 }, sort: { field: 'id', order: 'ASC' }, filter: {} });
    await dataProvider.deleteMany('policies', { ids: [3, 8] });
    await dataProvider.updateMany('policies', { ids: [3, 8], data: { count: 0 } });
    const writes = sent.filter((s) => s.method !== 'GET' && idOf(s) !== 5);
    expect(writes).toHaveLength(4);
    for (const w of writes) expect(w.ifMatch).toBe(tag(idOf(w)));
  });

  it('a transition sends the shown version and a bulk transition each known record\'s in "etags"', async () => {
    const { dataProvider, sent } = fakeApi((s) =>
      s.method === 'GET' ? { data: listPage([1, 2]) } : s.path.endsWith('/1/transitions') ? { data: record(1), etag: tag(1, 2) } : { data: { list: [] } },
    );
    const moved = await dataProvider.transition('accessRequests', { id: 1, to: 'approved', previousData: { ...record(1), [VERSION]: tag(1) } });
    expect(sent.at(-1)!.ifMatch).toBe(tag(1));
    expect(moved.data[VERSION]).toBe(tag(1, 2));
    await dataProvider.getList('accessRequests', { pagination: { page: 1, perPage: 10 }, sort: { field: 'id', order: 'ASC' }, filter: {} });
    await dataProvider.bulkTransition('accessRequests', { ids: [1, 2, 7], to: 'approved' });
    expect(sent.at(-1)!.body).toEqual({ ids: [1, 2, 7], to: 'approved', etags: { '1': tag(1), '2': tag(2) } });
  });
});

describe('a write refused because the record changed meanwhile (41200)', () => {
  const changed = { current: record(4, { count: 99 }), etag: tag(4, 7), changedBy: { id: 2, name: 'Li Lei' }, changedAt: '2026-12-02T10:00:00.000Z' };
  const refusing = () => fakeApi(() => ({ status: 412, code: 41200, msg: 'the record was changed by someone else', data: changed }));

  it('rejects with the record as it is now and who changed it, and tells who shows the record what the writer meant', async () => {
    const { dataProvider } = refusing();
    const shown = { ...record(4), [VERSION]: tag(4) };
    const e = await dataProvider.update('policies', { id: 4, data: { ...shown, count: 5 }, previousData: shown }).catch((x: unknown) => x);
    expect(e).toBeInstanceOf(ApiError);
    expect((e as ApiError).changed).toEqual(changed);
    expect(told).toEqual([
      {
        resource: 'policies',
        id: 4,
        action: 'update',
        mine: { ...shown, count: 5 },
        base: shown,
        ...changed,
        current: { ...changed.current, [VERSION]: tag(4, 7) },
      },
    ]);
  });

  it('tells a refused delete and a refused transition too, but not a bulk one', async () => {
    const { dataProvider } = refusing();
    await expect(dataProvider.delete('policies', { id: 4, previousData: record(4) })).rejects.toBeInstanceOf(ApiError);
    await expect(dataProvider.transition('accessRequests', { id: 4, to: 'approved' })).rejects.toBeInstanceOf(ApiError);
    await expect(dataProvider.deleteMany('policies', { ids: [4] })).rejects.toBeInstanceOf(ApiError);
    expect(told.map((c) => `${c.resource} ${c.action}`)).toEqual(['policies delete', 'accessRequests transition']);
  });

  it('a 41200 without the record is still a refusal, with nothing to show', async () => {
    const { dataProvider } = fakeApi(() => ({ status: 412, code: 41200, msg: 'the record was changed by someone else', data: null }));
    const e = await dataProvider.delete('policies', { id: 4, previousData: record(4) }).catch((x: unknown) => x);
    expect((e as ApiError).code).toBe(41200);
    expect((e as ApiError).changed).toBeUndefined();
    expect(told).toEqual([]);
  });
});
