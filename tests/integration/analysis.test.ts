/** Data analysis endpoints (docs/product.md §7): admin only, twelve points per series, figures that agree with their charts. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAIN_QUOTAS, CONTENT_TYPES, OPINION_QUOTAS, OVERVIEW_SERIES } from '../../domain/analysis';
import { growthRate } from '../../fake-api/features/analysis';
import { call, login, startApi, type RunningApi } from './helpers';

interface Series {
  name: string;
  value: number[];
}
interface SeriesData {
  xAxis: string[];
  series: Series[];
}
interface Point {
  x: string | number;
  y: number;
  name: string;
}
interface Opinion {
  count: number;
  growth: number;
  chartData: (Point | { name: string; value: number })[];
}
interface Chain {
  count: number;
  growth: number;
  chartData: SeriesData;
}
interface Overview extends SeriesData {
  series: (Series & { count: number })[];
  userActions: { name: string; value: number }[];
  contentTypes: SeriesData;
  publishingSource: SeriesData;
}

// A fixed clock, so the calendar parts (years, days) are known.
const NOW = Date.UTC(2026, 2, 15, 9, 30);
const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
const ENDPOINTS: [method: string, path: string, body?: unknown][] = [
  ['POST', '/api/public-opinion-analysis', { quota: 'visitors' }],
  ['GET', '/api/content-period-analysis'],
  ['GET', '/api/content-publish'],
  ['GET', '/api/popular-author/list'],
  ['POST', '/api/data-chain-growth', { quota: 'userRetention' }],
  ['GET', '/api/data-overview'],
];

let run: RunningApi;
let admin: string;
let user: string;
const get = <T>(method: string, path: string, body?: unknown, token = admin) => call<T>(run.baseUrl, method, path, { token, body });

beforeAll(async () => {
  run = await startApi({ now: () => NOW });
  admin = await login(run.baseUrl, 'admin', 'admin');
  user = await login(run.baseUrl, 'user', 'user');
});
afterAll(() => run.stop());

describe('access', () => {
  it.each(ENDPOINTS)('%s %s answers an admin, refuses a user with 40300 and a stranger with 50008', async (method, path, body) => {
    const asAdmin = await get(method, path, body);
    expect(asAdmin.status).toBe(200);
    expect(asAdmin.json).toMatchObject({ status: 'ok', code: 20000 });

    const asUser = await get(method, path, body, user);
    expect(asUser.status).toBe(403);
    expect(asUser.json).toMatchObject({ status: 'fail', code: 40300, data: null });

    const anonymous = await call(run.baseUrl, method, path, { body });
    expect(anonymous.json.code).toBe(50008);
  });

  it.each(ENDPOINTS)('%s %s refuses another method with 405', async (method, path) => {
    const res = await get(method === 'GET' ? 'DELETE' : 'GET', path);
    expect(res.status).toBe(405);
    expect(res.json.status).toBe('fail');
  });

  it('gives a user 40300 even for a bad body, revealing no rule', async () => {
    const res = await get('POST', '/api/public-opinion-analysis', { quota: 'nope' }, user);
    expect(res.json.code).toBe(40300);
  });
});

describe('POST /api/public-opinion-analysis', () => {
  it.each([[{ quota: 'other' }], [{ quota: 7 }], [{}], [{ quota: 'VISITORS' }]])('refuses %j with 40000 on the quota', async (body) => {
    const res = await get<{ errors: Record<string, string> }>('POST', '/api/public-opinion-analysis', body);
    expect(res.status).toBe(400);
    expect(res.json.code).toBe(40000);
    expect(Object.keys(res.json.data.errors)).toEqual(['quota']);
  });

  it('refuses unknown fields and non-object bodies', async () => {
    const extra = await get<{ errors: Record<string, string> }>('POST', '/api/public-opinion-analysis', { quota: 'visitors', year: 2020 });
    expect(extra.json.code).toBe(40000);
    expect(Object.keys(extra.json.data.errors)).toEqual(['year']);
    expect((await get('POST', '/api/public-opinion-analysis', ['visitors'])).json.code).toBe(40000);
  });

  it.each(['visitors', 'comment'])('%s: twelve months of this year and last year; count and growth from those points', async (quota) => {
    const { data } = (await get<Opinion>('POST', '/api/public-opinion-analysis', { quota })).json;
    const points = data.chartData as Point[];
    const thisYear = points.filter((p) => p.name === '2026');
    const lastYear = points.filter((p) => p.name === '2025');
    expect(points).toHaveLength(24);
    for (const year of [thisYear, lastYear]) {
      expect(year.map((p) => p.x)).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
      for (const p of year) expect(Number.isInteger(p.y) && p.y >= 0).toBe(true);
    }
    expect(data.count).toBe(sum(thisYear.map((p) => p.y)));
    expect(data.growth).toBe(growthRate(data.count, sum(lastYear.map((p) => p.y))));
  });

  it('published: the last twelve days, ending today', async () => {
    const { data } = (await get<Opinion>('POST', '/api/public-opinion-analysis', { quota: 'published' })).json;
    const points = data.chartData as Point[];
    expect(points).toHaveLength(12);
    expect(points.at(-1)?.x).toBe('2026-03-15');
    expect(points[0].x).toBe('2026-03-04');
    expect(data.count).toBe(sum(points.map((p) => p.y)));
    expect(Number.isFinite(data.growth)).toBe(true);
  });

  it('share: one slice per content type, the count their total', async () => {
    const { data } = (await get<Opinion>('POST', '/api/public-opinion-analysis', { quota: 'share' })).json;
    const slices = data.chartData as { name: string; value: number }[];
    expect(slices.map((s) => s.name)).toEqual([...CONTENT_TYPES]);
    expect(data.count).toBe(sum(slices.map((s) => s.value)));
  });

  it('answers the same figures on every call and different ones per quota', async () => {
    const answers = await Promise.all(OPINION_QUOTAS.map((quota) => get<Opinion>('POST', '/api/public-opinion-analysis', { quota })));
    const again = await Promise.all(OPINION_QUOTAS.map((quota) => get<Opinion>('POST', '/api/public-opinion-analysis', { quota })));
    expect(again.map((r) => r.json.data)).toEqual(answers.map((r) => r.json.data));
    expect(new Set(answers.map((r) => r.json.data.count)).size).toBe(OPINION_QUOTAS.length);
  });
});

describe('GET /api/content-period-analysis and /api/content-publish', () => {
  it.each([
    ['/api/content-period-analysis', 30, 90],
    ['/api/content-publish', 1000, 3000],
  ])('%s: twelve two-hour slots, one series per content type, values in [%i, %i]', async (path, min, max) => {
    const { data } = (await get<SeriesData>('GET', path)).json;
    expect(data.xAxis).toEqual(Array.from({ length: 12 }, (_, i) => `${String(i * 2).padStart(2, '0')}:00`));
    expect(data.series.map((s) => s.name)).toEqual([...CONTENT_TYPES]);
    for (const s of data.series) {
      expect(s.value).toHaveLength(12);
      for (const v of s.value) expect(v >= min && v <= max).toBe(true);
    }
  });
});

describe('GET /api/popular-author/list', () => {
  it('ranks seven distinct authors by clicks', async () => {
    const { list } = (await get<{ list: { ranking: number; author: string; contentCount: number; clickCount: number }[] }>('GET', '/api/popular-author/list'))
      .json.data;
    expect(list).toHaveLength(7);
    expect(list.map((r) => r.ranking)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(new Set(list.map((r) => r.author)).size).toBe(7);
    const clicks = list.map((r) => r.clickCount);
    expect(clicks).toEqual([...clicks].sort((a, b) => b - a));
    for (const r of list) expect(Number.isInteger(r.contentCount)).toBe(true);
  });
});

describe('POST /api/data-chain-growth', () => {
  it.each([...CHAIN_QUOTAS])('%s: twelve days; the count is the latest day, the growth on the day before', async (quota) => {
    const { data } = (await get<Chain>('POST', '/api/data-chain-growth', { quota })).json;
    const [series] = data.chartData.series;
    expect(data.chartData.xAxis).toHaveLength(12);
    expect(data.chartData.xAxis.at(-1)).toBe('2026-03-15');
    expect(series.name).toBe(quota);
    expect(series.value).toHaveLength(12);
    expect(data.count).toBe(series.value[11]);
    expect(data.growth).toBe(growthRate(series.value[11], series.value[10]));
  });

  it('refuses a quota of the other page with 40000', async () => {
    const res = await get<{ errors: Record<string, string> }>('POST', '/api/data-chain-growth', { quota: 'visitors' });
    expect(res.json.code).toBe(40000);
    expect(res.json.data.errors.quota).toContain('retentionTrends');
  });
});

describe('GET /api/data-overview', () => {
  it('has four daily indicators whose counts are the latest day, and the side charts', async () => {
    const { data } = (await get<Overview>('GET', '/api/data-overview')).json;
    expect(data.xAxis).toHaveLength(12);
    expect(data.series.map((s) => s.name)).toEqual([...OVERVIEW_SERIES]);
    for (const s of data.series) {
      expect(s.value).toHaveLength(12);
      expect(s.count).toBe(s.value[11]);
    }
    expect(data.userActions.map((a) => a.name)).toEqual(['like', 'comment', 'share']);
    expect(data.contentTypes.xAxis).toHaveLength(6);
    expect(data.publishingSource.xAxis).toHaveLength(5);
    for (const chart of [data.contentTypes, data.publishingSource]) {
      expect(chart.series.map((s) => s.name)).toEqual([...CONTENT_TYPES]);
      for (const s of chart.series) expect(s.value).toHaveLength(chart.xAxis.length);
    }
  });
});
