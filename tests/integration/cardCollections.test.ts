/**
 * The card list's collections over HTTP (quality inspections, services, presets): changed by
 * either role, searched by title, durable.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import presets from '../../resources/presets';
import qualityInspections from '../../resources/qualityInspections';
import services from '../../resources/services';
import { seedRecords } from '../../resources/lib/seed';
import { call, login, startApi, type Failure, type ListPage, type RunningApi } from './helpers';
import { recordsIn } from './dataHelpers';

const DECLS = [qualityInspections, services, presets];
type Row = Record<string, unknown> & { id: number; title: string };

describe('card collections (any role may change them)', () => {
  let run: RunningApi;
  let admin: string;
  let user: string;
  beforeAll(async () => {
    run = await startApi({ declarations: DECLS });
    admin = await login(run.baseUrl, 'admin', 'admin');
    user = await login(run.baseUrl, 'user', 'user');
  });
  afterAll(() => run.stop());
  const list = (endpoint: string, token: string, query = '') =>
    call<ListPage<Row>>(run.baseUrl, 'GET', `${endpoint}?pageSize=100&sort=id&order=asc${query}`, { token });

  it.each(DECLS.map((d) => [d.endpoint, d] as const))('%s lists its seeded cards to both roles', async (endpoint, decl) => {
    const seeded = seedRecords(decl, decl.seed.count);
    for (const token of [admin, user]) {
      const res = await list(endpoint, token);
      expect(res.json.code).toBe(20000);
      expect(res.json.data.list.map((r) => r.title)).toEqual(seeded.map((r) => r.title));
    }
  });

  it('filters the cards by a case-insensitive piece of their title', async () => {
    const seeded = seedRecords(presets, presets.seed.count) as Row[];
    const needle = 'RULE';
    const res = await list(presets.endpoint, user, `&title=${needle}`);
    const expected = seeded.filter((r) => r.title.toLowerCase().includes(needle.toLowerCase())).map((r) => r.id);
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(seeded.length);
    expect(res.json.data.list.map((r) => r.id)).toEqual(expected);
    const none = await list(services.endpoint, user, '&title=no-such-service');
    expect(none.json.data).toEqual({ list: [], total: 0, etags: {} });
  });

  it('persists a preset switched by a plain user and refuses a non-boolean', async () => {
    const before = (await list(presets.endpoint, user)).json.data.list[2];
    const res = await call<Row>(run.baseUrl, 'PATCH', `${presets.endpoint}/${before.id}`, { token: user, body: { enable: !before.enable } });
    expect(res.json.code).toBe(20000);
    const after = (await list(presets.endpoint, admin)).json.data.list.find((r) => r.id === before.id)!;
    expect(after.enable).toBe(!before.enable);
    const bad = await call<Failure>(run.baseUrl, 'PATCH', `${presets.endpoint}/${before.id}`, { token: user, body: { enable: 'yes' } });
    expect(bad.json.code).toBe(40000);
    expect(bad.json.data?.errors).toHaveProperty('enable');
    expect((await list(presets.endpoint, admin)).json.data.list.find((r) => r.id === before.id)!.enable).toBe(!before.enable);
  });

  it('opens, cancels and renews a service, and the change is on disk', async () => {
    const expired = (await list(services.endpoint, user)).json.data.list.find((r) => typeof r.expires === 'string' && Date.parse(r.expires) < Date.now())!;
    expect(expired).toBeDefined();
    const renewed = new Date(Date.now() + 365 * 86_400_000).toISOString();
    const res = await call<Row>(run.baseUrl, 'PATCH', `${services.endpoint}/${expired.id}`, { token: user, body: { enable: true, expires: renewed } });
    expect(res.json.data).toMatchObject({ enable: true, expires: renewed });
    expect((await recordsIn(run.api, services.name)).find((r) => r.id === expired.id)).toMatchObject({ expires: renewed });
    const cancelled = await call<Row>(run.baseUrl, 'PATCH', `${services.endpoint}/${expired.id}`, { token: admin, body: { enable: false } });
    expect(cancelled.json.data).toMatchObject({ enable: false, expires: renewed });
    const bad = await call<Failure>(run.baseUrl, 'PATCH', `${services.endpoint}/${expired.id}`, { token: user, body: { expires: 'next year' } });
    expect(bad.json.code).toBe(40000);
  });

  it('creates a quality inspection queue with default figures, starts it and deletes it', async () => {
    const created = await call<Row>(run.baseUrl, 'POST', qualityInspections.endpoint, {
      token: user,
      body: { title: 'Echo videos - consent', description: 'New queue' },
    });
    expect(created.json.code).toBe(20000);
    expect(created.json.data).toMatchObject({
      title: 'Echo videos - consent',
      pendingCount: 0,
      samplingCount: 0,
      backlogSeconds: 0,
      inspecting: false,
      name: 'quality',
    });
    const id = created.json.data.id;
    const started = await call<Row>(run.baseUrl, 'PATCH', `${qualityInspections.endpoint}/${id}`, { token: user, body: { inspecting: true } });
    expect(started.json.data.inspecting).toBe(true);
    const empty = await call<Failure>(run.baseUrl, 'POST', qualityInspections.endpoint, { token: user, body: { title: '' } });
    expect(empty.json.data?.errors).toHaveProperty('title');
    const tooLong = await call<Failure>(run.baseUrl, 'POST', qualityInspections.endpoint, { token: user, body: { title: 'x'.repeat(41) } });
    expect(tooLong.json.data?.errors).toHaveProperty('title');
    expect((await call(run.baseUrl, 'DELETE', `${qualityInspections.endpoint}/${id}`, { token: user })).json.code).toBe(20000);
    expect((await list(qualityInspections.endpoint, user)).json.data.list.some((r) => r.id === id)).toBe(false);
  });
});
