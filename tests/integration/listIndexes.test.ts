/**
 * List pages answered from indexes (fake-api/indexes.ts) are exactly the pages of the reference
 * path (filter, copy, sort, slice), over random queries on a large seeded collection, and stay
 * so while records are created, updated and deleted (the index is patched, not rebuilt): sorted
 * views, enum buckets, text haystacks and the cached answers of filtered and searched queries
 * (fake-api/answerCache.ts), asked again after each write.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_ENTRIES } from '../../fake-api/answerCache';
import { indexFor, noteWrite } from '../../fake-api/indexes';
import { parseListQuery, runListQuery, type ListQuery } from '../../fake-api/listQuery';
import policies from '../../resources/policies';
import { seedRecords } from '../../resources/lib/seed';
import type { RecordData } from '../../resources/lib/validate';
import { call, login, newPolicy, POLICIES, startApi, type ListPage, type RunningApi } from './helpers';

/** A small deterministic generator, so a failure can be replayed. */
function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Query = Record<string, string | string[]>;
const sortable = ['id', ...Object.entries(policies.fields).flatMap(([name, f]) => (f.sort ? [name] : []))];

function randomQuery(rand: () => number, rows: readonly RecordData[]): Query {
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)];
  const q: Query = { pageSize: String(1 + Math.floor(rand() * 50)) };
  if (rand() < 0.8) {
    q.sort = pick(sortable);
    if (rand() < 0.7) q.order = pick(['asc', 'desc']);
  }
  for (const [name, f] of Object.entries(policies.fields)) {
    if (!f.filter || rand() < 0.6) continue;
    const sample = pick(rows);
    if (f.kind === 'enum') q[name] = rand() < 0.7 ? String(sample[name]) : [...(f.values ?? [])].filter(() => rand() < 0.6);
    else if (f.kind === 'date') q[`${name}_${pick(['gte', 'lte'])}`] = String(sample[name]).slice(0, rand() < 0.5 ? 10 : 24);
    else
      q[name] = String(sample[name])
        .slice(1, 1 + Math.floor(rand() * 4))
        .toUpperCase();
  }
  // Mostly early pages, sometimes deep or past the end.
  q.current = String(rand() < 0.7 ? 1 + Math.floor(rand() * 5) : 1 + Math.floor(rand() * 3000));
  return q;
}

const ids = (page: { list: RecordData[]; total: number }) => ({ total: page.total, ids: page.list.map((r) => r.id) });

/** Queries asked again and again while the collection changes: each is a cached answer after its first time. */
const REPEATED: Query[] = [
  { status: 'online', sort: 'createdTime', order: 'desc' },
  { status: 'online', sort: 'createdTime', order: 'desc', current: '7', pageSize: '25' },
  { status: ['offline', 'online'], sort: 'count' },
  { contentType: ['img', 'verticalVideo'], filterType: 'rules', sort: 'name', order: 'desc', current: '3' },
  { name: 'cardio', sort: 'createdTime', order: 'desc' },
  { name: 'CARDIO', sort: 'createdTime', order: 'asc', current: '40' },
  { name: 'created', sort: 'id', order: 'desc' },
  { name: 'review', status: 'offline', sort: 'number' },
  { name: 'o', pageSize: '50', current: '2' },
  { number: '12', sort: 'count', order: 'desc' },
  { status: 'online', current: '2' },
  { createdTime_gte: '2026-01-01', name: 'ology', sort: 'createdTime' },
];

/** A query whose every filter counts the records it is asked about. */
function counted(q: ListQuery): { q: ListQuery; calls: () => number } {
  let n = 0;
  const wrap = (p: (r: RecordData) => boolean) => (r: RecordData) => (n++, p(r));
  return { q: { ...q, predicates: q.predicates.map(wrap), others: q.others.map(wrap) }, calls: () => n };
}

describe('list indexes answer exactly like the reference path', () => {
  // Seconds on an idle machine; generous for a loaded one.
  it('on 20,000 seeded policies, for 400 random queries, through creates, updates and deletes', { timeout: 240_000 }, () => {
    const rand = prng(6);
    let rows: readonly RecordData[] = seedRecords(policies, 20_000);
    let nextId = rows.length + 1;
    let compared = 0;
    const recent: Query[] = [];
    for (let round = 0; round < 400; round++) {
      const query = randomQuery(rand, rows);
      recent.push(query);
      if (recent.length > 2 * MAX_ENTRIES) recent.shift();
      // The new query, two repeated ones and one asked before (maybe evicted since).
      for (const one of [query, REPEATED[round % REPEATED.length], REPEATED[(round * 7 + 3) % REPEATED.length], recent[Math.floor(rand() * recent.length)]]) {
        const q = parseListQuery(policies, one);
        const expected = ids(runListQuery(rows, q));
        expect(ids(indexFor(rows).run(q)), `round ${round}: ${JSON.stringify(one)}`).toEqual(expected);
        compared += expected.ids.length;
      }
      // A single-record write every few queries, the way the collection routes make them.
      if (round % 4 !== 3) continue;
      const kind = Math.floor(rand() * 3);
      const at = Math.floor(rand() * rows.length);
      const sample = rows[Math.floor(rand() * rows.length)];
      let next: RecordData[];
      if (kind === 0) {
        const record = { ...sample, id: nextId++, name: rand() < 0.5 ? `Created ${round}` : `Cardiology created ${round}` };
        next = [...rows, record];
        noteWrite(rows, next, { after: record });
      } else if (kind === 1) {
        // Half the updates change an indexed value (status), half keep it.
        const record = { ...rows[at], status: rand() < 0.5 ? rows[at].status : sample.status, count: sample.count, name: sample.name };
        next = rows.slice();
        next[at] = record;
        noteWrite(rows, next, { before: rows[at], after: record });
      } else {
        next = rows.filter((r) => r !== rows[at]);
        noteWrite(rows, next, { before: rows[at] });
      }
      rows = next;
    }
    // The queries did return rows, not only empty pages.
    expect(compared).toBeGreaterThan(8000);
  });

  it('asks each filter once per query: the same filters again, in any order, page or direction, are a slice', () => {
    const rows = seedRecords(policies, 5_000);
    const index = indexFor(rows);
    const first = counted(parseListQuery(policies, { contentType: ['img', 'verticalVideo'], name: 'Cardio', sort: 'count', order: 'desc' }));
    index.run(first.q);
    expect(first.calls()).toBeGreaterThan(0);
    for (const again of [
      { name: 'cardio', contentType: ['verticalVideo', 'img', 'img'], sort: 'count', order: 'asc', current: '3' },
      { sort: 'count', name: 'CARDIO', contentType: ['img', 'verticalVideo'], pageSize: '50' },
    ]) {
      const cached = counted(parseListQuery(policies, again));
      const page = index.run(cached.q);
      expect(cached.calls(), JSON.stringify(again)).toBe(0);
      expect(ids(page), JSON.stringify(again)).toEqual(ids(runListQuery(rows, parseListQuery(policies, again))));
    }
    // Another needle or another sort field is another answer.
    const other = counted(parseListQuery(policies, { name: 'cardiol', contentType: ['img', 'verticalVideo'], sort: 'count' }));
    index.run(other.q);
    expect(other.calls()).toBeGreaterThan(0);
  });

  it('a write moves a record into and out of cached searches and filters', () => {
    let rows: readonly RecordData[] = seedRecords(policies, 3_000);
    const queries: Query[] = [
      { name: 'zebra', sort: 'createdTime', order: 'desc' },
      { name: 'zebra' },
      { name: 'zebra', status: 'online', sort: 'count' },
      { status: 'online', sort: 'name' },
    ];
    const check = (label: string) => {
      for (const query of queries) {
        const q = parseListQuery(policies, { ...query, pageSize: '100' });
        expect(ids(indexFor(rows).run(q)), `${label}: ${JSON.stringify(query)}`).toEqual(ids(runListQuery(rows, q)));
      }
    };
    const write = (next: RecordData[], change: { before?: RecordData; after?: RecordData }) => {
      noteWrite(rows, next, change);
      rows = next;
    };
    check('before');
    expect(indexFor(rows).run(parseListQuery(policies, { name: 'zebra' })).total).toBe(0);
    const created = { ...rows[0], id: 10_000, name: 'Zebra crossing', status: 'online' };
    write([...rows, created], { after: created });
    check('created');
    expect(indexFor(rows).run(parseListQuery(policies, { name: 'zebra', status: 'online', sort: 'count' })).total).toBe(1);
    const at = 1_234;
    const renamed = { ...rows[at], name: 'Zebra renamed', status: 'online' };
    let next = rows.slice();
    next[at] = renamed;
    write(next, { before: rows[at], after: renamed });
    check('renamed into');
    expect(indexFor(rows).run(parseListQuery(policies, { name: 'zebra' })).total).toBe(2);
    const away = { ...created, name: 'Horse', status: 'offline', offlineReason: 'x' };
    next = rows.slice();
    next[rows.length - 1] = away;
    write(next, { before: created, after: away });
    check('renamed out of');
    write(
      rows.filter((r) => r !== renamed),
      { before: renamed },
    );
    check('deleted');
    expect(indexFor(rows).run(parseListQuery(policies, { name: 'zebra' })).total).toBe(0);
    // A write of many records at once is not noted: the new array gets a fresh index.
    rows = rows.map((r, i) => (i < 2 ? { ...r, name: `Zebra bulk ${i}` } : r));
    check('bulk');
  });
});

describe('the policy list over HTTP uses the indexes and follows writes', () => {
  let run: RunningApi;
  let token: string;
  const page = async (query: Query) => {
    const params = new URLSearchParams();
    for (const [k, v] of Object.entries(query)) for (const x of Array.isArray(v) ? v : [v]) params.append(k, x);
    const res = await call<ListPage>(run.baseUrl, 'GET', `${POLICIES}?${params.toString()}`, { token });
    expect(res.json.code).toBe(20000);
    return { total: res.json.data.total, ids: res.json.data.list.map((r) => r.id) };
  };
  const reference = (query: Query) => ids(runListQuery(run.api.store.data.collections.policies, parseListQuery(policies, query)));

  beforeAll(async () => {
    run = await startApi({ env: { SEED_POLICIES: '10000' } });
    token = await login(run.baseUrl, 'admin', 'admin');
  });
  afterAll(() => run.stop());

  it('sorted and filtered pages match the reference before and after a create, an update and a delete', async () => {
    const queries: Query[] = [
      { sort: 'count', order: 'desc', pageSize: '20' },
      { sort: 'name', status: 'online', current: '3' },
      { sort: 'createdTime', order: 'desc', contentType: ['img', 'verticalVideo'], name: 'cardio' },
      { status: 'offline', filterType: 'rules', current: '2' },
      { sort: 'createdTime', order: 'desc', status: 'offline', pageSize: '5' },
      { sort: 'createdTime', order: 'desc', name: 'cardiology', pageSize: '5' },
      { name: 'renamed' },
    ];
    const check = async () => {
      for (const q of queries) expect(await page(q), JSON.stringify(q)).toEqual(reference(q));
    };
    await check();
    const created = await call<RecordData>(run.baseUrl, 'POST', POLICIES, { token, body: newPolicy({ count: 1_000_000_000, status: 'online' }) });
    expect(created.status).toBe(201);
    // The new record is the largest count: first on the descending page.
    expect((await page(queries[0])).ids[0]).toBe(created.json.data.id);
    await check();
    const updated = await call(run.baseUrl, 'PUT', `${POLICIES}/${created.json.data.id}`, {
      token,
      body: newPolicy({ count: 0, status: 'offline', offlineReason: 'Paused', name: 'Cardiology renamed' }),
    });
    expect(updated.status).toBe(200);
    expect((await page(queries[0])).ids).not.toContain(created.json.data.id);
    await check();
    const deleted = await call(run.baseUrl, 'DELETE', `${POLICIES}/${created.json.data.id}`, { token });
    expect(deleted.status).toBe(200);
    await check();
    expect((await page({ sort: 'id', order: 'desc', pageSize: '1' })).ids[0]).toBe(10_000);
  });
});
