/**
 * List fields (`multiple`) end to end on the engine under test (SQLite, or PostgreSQL in the
 * integration-pg project): a fixture declaration's lists are stored as one JSON array, read back
 * as lists, filtered by any value held, refused when invalid, and covered by the generated
 * contract checks with answers matching the API's description.
 */
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractChecks } from '../../contract/checks';
import { createClient, tokensFor, type ContractClient } from '../../contract/client';
import { conformanceTo } from '../../contract/conformance';
import { MAX_MULTIPLE, type Role } from '../../resources/lib/schema';
import { seedRecords } from '../../resources/lib/seed';
import { describeApi } from '../../fake-api/openapi/describe';
import shareRequests from '../fixtures/shareRequests';
import specimens from '../fixtures/specimens';
import { readTable } from './engine';
import { call, startApi, tempDir, type ListPage, type RunningApi } from './helpers';

const declarations = [specimens, shareRequests];
const ENDPOINT = shareRequests.endpoint;

interface ShareRequest {
  id: number;
  title: string;
  specimens: number[];
  uses?: string[];
  tools?: string[];
}

let running: RunningApi;
let tokens: Record<Role, string>;
let client: ContractClient;

beforeAll(async () => {
  running = await startApi({ declarations });
  tokens = await tokensFor(running.baseUrl, {});
  client = createClient(running.baseUrl, tokens, conformanceTo(await describeApi(declarations)));
});
afterAll(async () => running.stop());

const get = (query: string) => call<ListPage<ShareRequest>>(running.baseUrl, 'GET', `${ENDPOINT}?pageSize=100&${query}`, { token: tokens.admin });
const post = (body: unknown) => call<ShareRequest>(running.baseUrl, 'POST', ENDPOINT, { token: tokens.admin, body });

describe('list fields (multiple) on the database', () => {
  it('reads the seeded lists back as lists', async () => {
    const { json } = await get('sort=id');
    const seeded = seedRecords(shareRequests, shareRequests.seed.count);
    expect(json.data.list.map((r) => [r.specimens, r.uses, r.tools])).toEqual(seeded.map((r) => [r.specimens, r.uses, r.tools]));
  });

  it('stores a created list as one JSON array and answers it as sent; an empty list as no value', async () => {
    const created = await post({ title: 'Cross-cohort plasma study', specimens: [7, 3], uses: ['HMB', 'DS'] });
    expect(created.json.code).toBe(20000);
    const { id } = created.json.data;
    // The default list applies; the order given is kept.
    expect(created.json.data).toMatchObject({ specimens: [7, 3], uses: ['HMB', 'DS'], tools: ['R'] });
    const row = (await readTable(running.dataDir, 'shareRequests')).find((r) => Number(r.id) === id);
    expect(JSON.parse(String(row?.specimens))).toEqual([7, 3]);
    expect(JSON.parse(String(row?.uses))).toEqual(['HMB', 'DS']);

    const patched = await call<ShareRequest>(running.baseUrl, 'PATCH', `${ENDPOINT}/${id}`, { token: tokens.admin, body: { uses: [] } });
    expect(patched.json.code).toBe(20000);
    const read = await call<ShareRequest>(running.baseUrl, 'GET', `${ENDPOINT}/${id}`, { token: tokens.admin });
    expect(read.json.data.uses).toBeUndefined();
    expect(read.json.data.specimens).toEqual([7, 3]);
  });

  it('refuses lists that are empty when required, repeat a value, hold a wrong value or too many, and creates nothing', async () => {
    const before = (await get('')).json.data.total;
    const cases: [Record<string, unknown>, string, string][] = [
      [{ specimens: [] }, 'specimens', 'Required'],
      [{ specimens: [2, 2] }, 'specimens', 'Each value may be chosen once'],
      [{ specimens: [0] }, 'specimens', 'Must be record ids (whole numbers from 1)'],
      [{ specimens: 2 }, 'specimens', 'Must be a list of values'],
      [{ specimens: Array.from({ length: MAX_MULTIPLE + 1 }, (_, i) => i + 1) }, 'specimens', `At most ${MAX_MULTIPLE} values`],
      [{ specimens: [1], uses: ['XYZ'] }, 'uses', 'Must be one of: GRU, HMB, DS, NPU'],
    ];
    for (const [body, field, message] of cases) {
      const { json } = await post({ title: 'Refused', ...body });
      expect(json.code, JSON.stringify(body)).toBe(40000);
      expect((json.data as unknown as { errors: Record<string, string> }).errors[field], JSON.stringify(body)).toBe(message);
    }
    expect((await get('')).json.data.total).toBe(before);
  });

  it('filters by any value held, values given repeated', async () => {
    const all = (await get('sort=id')).json.data.list;
    const holding = (field: 'uses' | 'specimens', values: unknown[]) => all.filter((r) => values.some((v) => (r[field] as unknown[] | undefined)?.includes(v)));
    for (const [query, field, values] of [
      ['uses=HMB&uses=NPU', 'uses', ['HMB', 'NPU']],
      ['uses=GRU', 'uses', ['GRU']],
      ['specimens=2', 'specimens', [2]],
      ['specimens=3&specimens=5', 'specimens', [3, 5]],
    ] as const) {
      const page = (await get(`sort=id&${query}`)).json.data;
      const expected = holding(field, [...values]).map((r) => r.id);
      expect(expected.length, query).toBeGreaterThan(0);
      expect(
        page.list.map((r) => r.id),
        query,
      ).toEqual(expected);
      expect(page.total, query).toBe(expected.length);
    }
    // Together with another filter: both hold.
    const both = (await get('sort=id&specimens=2&uses=GRU&uses=HMB&uses=DS&uses=NPU')).json.data.list;
    expect(both.map((r) => r.id)).toEqual(
      holding('specimens', [2])
        .filter((r) => (r.uses ?? []).length > 0)
        .map((r) => r.id),
    );
  });

  it('keeps the lists across a restart: the stored column is what the declaration asks for', async () => {
    const dataDir = tempDir('mds-multiple-');
    try {
      const first = await startApi({ declarations, dataDir });
      const admin = (await tokensFor(first.baseUrl, {})).admin;
      const made = await call<ShareRequest>(first.baseUrl, 'POST', ENDPOINT, { token: admin, body: { title: 'Kept', specimens: [9, 4], uses: ['GRU'] } });
      await first.stop();
      const again = await startApi({ declarations, dataDir });
      try {
        const token = (await tokensFor(again.baseUrl, {})).admin;
        const read = await call<ShareRequest>(again.baseUrl, 'GET', `${ENDPOINT}/${made.json.data.id}`, { token });
        expect(read.json.data).toMatchObject({ specimens: [9, 4], uses: ['GRU'], tools: ['R'] });
      } finally {
        await again.stop();
      }
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('refuses a wrong filter value, a range and a sort on a list field', async () => {
    for (const query of ['uses=XYZ', 'specimens=0', 'specimens=two', 'specimens_gte=1', 'sort=uses']) {
      const { json } = await get(query);
      expect(json.code, query).toBe(40000);
    }
  });
});

describe('the generated contract checks on a declaration with list fields', () => {
  for (const c of contractChecks([shareRequests])) it(c.name, () => c.run(client));
});
