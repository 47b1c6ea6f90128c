/**
 * The workplace endpoints over HTTP: the signed-in user's projects, and per project the figures
 * of each card, deterministic and different per project; unknown or foreign projects are 40400.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectIdsOf, TITLES } from '../../fake-api/features/workplace';
import {
  type Announcement,
  type Balance,
  type CategoryShare,
  type ContentPoint,
  type Overview,
  type PopularRow,
  type Project,
  ANNOUNCEMENT_TOPICS,
  ANNOUNCEMENT_TYPES,
  CONTENT_TYPES,
} from '../../domain/workplace';
import { call, login, startApi, type Failure, type RunningApi } from './helpers';

const NOW = Date.UTC(2026, 10, 22, 9, 30);
const DAY = 86_400_000;
const CARDS = ['overview', 'content-data', 'popular?type=text', 'categories', 'announcements', 'balance'];

let api: RunningApi;
let admin: string;
let user: string;

beforeAll(async () => {
  api = await startApi({ now: () => NOW });
  admin = await login(api.baseUrl, 'admin', 'admin');
  user = await login(api.baseUrl, 'user', 'user');
});
afterAll(() => api?.stop());

const get = <T>(path: string, token = admin) => call<T>(api.baseUrl, 'GET', path, { token });

describe('GET /api/user/my-project/list', () => {
  it("answers the caller's projects in the spec's shape", async () => {
    const res = await get<Project[]>('/api/user/my-project/list');
    expect(res.json.code).toBe(20000);
    expect(res.json.data.map((p) => p.id)).toEqual(projectIdsOf({ userId: 1, role: 'admin' }));
    for (const p of res.json.data) {
      expect(typeof p.id).toBe('number');
      expect(p.name).not.toBe('');
      expect(p.description).not.toBe('');
      expect(p.peopleNumber).toBeGreaterThan(0);
      expect(p.contributors.length).toBeGreaterThan(0);
      for (const c of p.contributors) expect(c).toEqual({ name: expect.any(String), email: expect.stringContaining('@'), avatar: expect.any(String) });
    }
  });

  it('gives a plain user a share of them, always including the first, and the same on every call', async () => {
    const all = (await get<Project[]>('/api/user/my-project/list')).json.data;
    const mine = (await get<Project[]>('/api/user/my-project/list', user)).json.data;
    const again = (await get<Project[]>('/api/user/my-project/list', user)).json.data;
    expect(mine).toEqual(again);
    expect(mine[0].id).toBe(1);
    expect(mine.length).toBeLessThan(all.length);
    for (const p of mine) expect(all).toContainEqual(p);
  });

  it('needs a session', async () => {
    expect((await call(api.baseUrl, 'GET', '/api/user/my-project/list')).json.code).toBe(50008);
  });
});

describe('the cards of a project', () => {
  it('answer every card of a member project, the same figures on every call', async () => {
    for (const card of CARDS) {
      const first = await get(`/api/project/1/${card}`);
      const second = await get(`/api/project/1/${card}`);
      expect(first.json.code, card).toBe(20000);
      expect(second.json.data, card).toEqual(first.json.data);
    }
  });

  it('show each project its own figures', async () => {
    const one = (await get<Overview>('/api/project/1/overview')).json.data;
    const two = (await get<Overview>('/api/project/2/overview')).json.data;
    expect(one.project).toEqual({ id: 1, name: expect.any(String) });
    expect(two.project.id).toBe(2);
    expect([one.onlineContent, one.putIn, one.dailyComments, one.growth]).not.toEqual([two.onlineContent, two.putIn, two.dailyComments, two.growth]);
    expect((await get('/api/project/1/categories')).json.data).not.toEqual((await get('/api/project/2/categories')).json.data);
  });

  it('draw the content chart over twelve consecutive days ending today', async () => {
    const points = (await get<ContentPoint[]>('/api/project/3/content-data')).json.data;
    expect(points).toHaveLength(12);
    expect(points.at(-1)!.x).toBe(new Date(NOW).toISOString().slice(0, 10));
    points.forEach((p, i) => {
      expect(p.x).toBe(new Date(NOW - (11 - i) * DAY).toISOString().slice(0, 10));
      expect(p.y).toBeGreaterThan(0);
    });
  });

  it('list popular contents of the type asked for (image is images, video is videos)', async () => {
    for (const type of CONTENT_TYPES) {
      const rows = (await get<PopularRow[]>(`/api/project/2/popular?type=${type}`)).json.data;
      expect(rows.map((r) => r.key)).toEqual([1, 2, 3, 4, 5]);
      for (const r of rows) expect(TITLES[type]).toContain(r.title);
      const clicks = rows.map((r) => r.clickNumber);
      expect(clicks).toEqual([...clicks].sort((a, b) => b - a));
    }
  });

  it('refuse a popular list without a known type', async () => {
    for (const q of ['', '?type=audio', '?type=IMAGE']) {
      const res = await get<Failure>(`/api/project/1/popular${q}`);
      expect(res.json.code).toBe(40000);
      expect(res.json.data?.errors?.type).toContain('text, image, video');
    }
  });

  it('split the content into the three categories, announce with known tags and keep the balance in CNY', async () => {
    const shares = (await get<CategoryShare[]>('/api/project/4/categories')).json.data;
    expect(shares.map((s) => s.type)).toEqual([...CONTENT_TYPES]);
    for (const s of shares) expect(s.value).toBeGreaterThan(0);

    const notes = (await get<Announcement[]>('/api/project/4/announcements')).json.data;
    expect(notes.length).toBeGreaterThan(0);
    for (const a of notes) {
      expect(ANNOUNCEMENT_TYPES).toContain(a.type);
      expect(ANNOUNCEMENT_TOPICS).toContain(a.topic);
      expect(a.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }

    const balance = (await get<Balance>('/api/project/4/balance')).json.data;
    expect(balance.currency).toBe('CNY');
    expect(Math.round(balance.amount * 100)).toBe(balance.amount * 100);
    expect(balance.pendingOrders).toBeGreaterThanOrEqual(0);
  });
});

describe('projects that are not the caller’s', () => {
  it('answer 40400 for an unknown or malformed id, on every card', async () => {
    for (const id of ['99', '0', 'abc', '1.5', '%2e%2e']) {
      for (const card of CARDS) expect((await get(`/api/project/${id}/${card}`)).json.code, `${id}/${card}`).toBe(40400);
    }
  });

  it('answer 40400 to a user for a project they are not a member of (and 20000 to its members)', async () => {
    const mine = new Set(projectIdsOf({ userId: 2, role: 'user' }));
    const foreign = projectIdsOf({ userId: 1, role: 'admin' }).find((id) => !mine.has(id))!;
    expect(foreign).toBeDefined();
    expect((await get(`/api/project/${foreign}/overview`, user)).json.code).toBe(40400);
    expect((await get(`/api/project/${foreign}/overview`, admin)).json.code).toBe(20000);
    expect((await get('/api/project/1/overview', user)).json.code).toBe(20000);
  });

  it('need a session and refuse other methods', async () => {
    expect((await call(api.baseUrl, 'GET', '/api/project/1/overview')).json.code).toBe(50008);
    const res = await call(api.baseUrl, 'POST', '/api/project/1/overview', { token: admin, body: {} });
    expect(res.status).toBe(405);
  });
});
