/**
 * Data analysis and multi-dimension data analysis (docs/product.md §7, admin only). Every figure is derived
 * from `prng(hashString(key))`, keyed by what it measures and the day or month it belongs to:
 * the same on every reload, moving on with the calendar like real data would. Totals and growth
 * rates are computed from the very points a chart draws, so a card never contradicts its chart.
 */
import express, { type Request } from 'express';
import {
  CHAIN_QUOTAS,
  CONTENT_CATEGORIES,
  CONTENT_TYPES,
  OPINION_QUOTAS,
  OVERVIEW_SERIES,
  POINTS,
  PUBLISHING_SOURCES,
  USER_ACTIONS,
  type SeriesData,
} from '../../domain/analysis';
import { hashString, prng } from '../../resources/lib/seed';
import { z } from 'zod';
import { bodyOf } from '../body';
import { ok } from '../envelope';
import type { RouteRule } from '../authorization';
import type { Feature } from '../feature';
import { handle } from '../handle';

const ADMIN = ['admin'] as const;
const DAY = 86_400_000;
const HOURS = Array.from({ length: POINTS }, (_, i) => `${String(i * 2).padStart(2, '0')}:00`);

/** A whole number in [min, max] owned by `key`. */
const figure = (key: string, min: number, max: number) => min + Math.floor(prng(hashString(`analysis:${key}`))() * (max - min + 1));
const total = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);
/** Percent change from `previous` to `current`, two decimals (negative when it fell). */
export const growthRate = (current: number, previous: number) => (previous === 0 ? 0 : Math.round(((current - previous) / previous) * 10_000) / 100);

const isoDay = (t: number) => new Date(t).toISOString().slice(0, 10);
/** The `count` days up to and including `end` days before today (UTC), oldest first. */
const days = (now: number, count = POINTS, end = 0) => Array.from({ length: count }, (_, i) => isoDay(now - (end + count - 1 - i) * DAY));

/** A body naming one of `quotas` (40000 with `errors.quota` otherwise). */
const quotaBody = <Q extends string>(quotas: readonly Q[]) =>
  z.strictObject({ quota: z.enum(quotas as readonly [Q, ...Q[]], { error: `Must be one of ${quotas.join(', ')}` }) });
const OPINION_BODY = quotaBody(OPINION_QUOTAS);
const CHAIN_BODY = quotaBody(CHAIN_QUOTAS);

const point = z.object({ x: z.union([z.string(), z.number()]), y: z.number(), name: z.string() });
const seriesData = z.object({ xAxis: z.array(z.string()), series: z.array(z.object({ name: z.string(), value: z.array(z.number()) })) });
const OPINION = z.object({
  count: z.number(),
  growth: z.number().meta({ description: 'percent change on the previous period' }),
  chartData: z.array(z.union([point, z.object({ name: z.string(), value: z.number() })])),
});
const CHAIN = z.object({ count: z.number(), growth: z.number(), chartData: seriesData });
const AUTHORS = z.object({
  list: z.array(z.object({ ranking: z.int(), author: z.string(), contentCount: z.int(), clickCount: z.int() })),
});
const OVERVIEW = z.object({
  xAxis: z.array(z.string()),
  series: z.array(z.object({ name: z.enum(OVERVIEW_SERIES), count: z.number(), value: z.array(z.number()) })),
  userActions: z.array(z.object({ name: z.enum(USER_ACTIONS), value: z.number() })),
  contentTypes: seriesData,
  publishingSource: seriesData,
});

/** Public opinion mini-cards: a total, its growth on the previous period, and the chart's points. */
export function publicOpinion(quota: (typeof OPINION_QUOTAS)[number], now: number) {
  const year = new Date(now).getUTCFullYear();
  if (quota === 'published') {
    // Contents published per day: the last twelve days against the twelve before them.
    const current = days(now).map((d) => ({ x: d, y: figure(`published:${d}`, 20, 100), name: quota }));
    const previous = days(now, POINTS, POINTS).map((d) => figure(`published:${d}`, 20, 100));
    const count = total(current.map((p) => p.y));
    return { count, growth: growthRate(count, total(previous)), chartData: current };
  }
  if (quota === 'share') {
    // Shares by content type: this year against last year.
    const shares = (y: number) => CONTENT_TYPES.map((name) => ({ name, value: figure(`share:${y}:${name}`, 800, 4000) }));
    const current = shares(year);
    const count = total(current.map((s) => s.value));
    return { count, growth: growthRate(count, total(shares(year - 1).map((s) => s.value))), chartData: current };
  }
  // Visitors and comments per month: this year and last year, one series each.
  const [min, max] = quota === 'visitors' ? [300, 1200] : [50, 400];
  const months = (y: number) => Array.from({ length: POINTS }, (_, i) => ({ x: i + 1, y: figure(`${quota}:${y}-${i + 1}`, min, max), name: String(y) }));
  const current = months(year);
  const previous = months(year - 1);
  const count = total(current.map((p) => p.y));
  return { count, growth: growthRate(count, total(previous.map((p) => p.y))), chartData: [...current, ...previous] };
}

/** Share of each content type in each two-hour slot, in percent. */
export const contentPeriodAnalysis = (): SeriesData => ({
  xAxis: HOURS,
  series: CONTENT_TYPES.map((name) => ({ name, value: HOURS.map((h) => figure(`period:${name}:${h}`, 30, 90)) })),
});

/** Contents published per content type in each two-hour slot. */
export const contentPublish = (): SeriesData => ({
  xAxis: HOURS,
  series: CONTENT_TYPES.map((name) => ({ name, value: HOURS.map((h) => figure(`publish:${name}:${h}`, 1000, 3000)) })),
});

const GIVEN = ['Wei', 'Fang', 'Min', 'Jing', 'Lei', 'Yan', 'Tao', 'Xin', 'Hui', 'Jun', 'Ling', 'Qiang'];
const FAMILY = ['Zhang', 'Wang', 'Li', 'Liu', 'Chen', 'Yang', 'Zhao', 'Huang', 'Zhou', 'Wu'];

/** The seven most clicked authors, ranked by clicks. */
export function popularAuthors() {
  const rand = prng(hashString('analysis:popular-author'));
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(rand() * xs.length)];
  const names = new Set<string>();
  while (names.size < 7) names.add(`${pick(FAMILY)} ${pick(GIVEN)}`);
  const rows = [...names].map((author) => ({ author, contentCount: 1000 + Math.floor(rand() * 9000), clickCount: 1000 + Math.floor(rand() * 9000) }));
  rows.sort((a, b) => b.clickCount - a.clickCount);
  return { list: rows.map((r, i) => ({ ranking: i + 1, ...r })) };
}

/** Day-over-day ("chain") growth of one indicator: the latest day against the day before. */
export function dataChainGrowth(quota: (typeof CHAIN_QUOTAS)[number], now: number) {
  const xAxis = days(now);
  const value = xAxis.map((d) => figure(`chain:${quota}:${d}`, 1000, 3000));
  const count = value[POINTS - 1];
  return { count, growth: growthRate(count, value[POINTS - 2]), chartData: { xAxis, series: [{ name: quota, value }] } };
}

/** The overview: four daily indicators (count = the latest day), user actions, content types, sources. */
export function dataOverview(now: number) {
  const xAxis = days(now);
  const series = OVERVIEW_SERIES.map((name) => {
    const value = xAxis.map((d) => figure(`overview:${name}:${d}`, 800, 4000));
    return { name, count: value[POINTS - 1], value };
  });
  const perType = (key: string, categories: readonly string[], min: number, max: number): SeriesData => ({
    xAxis: [...categories],
    series: CONTENT_TYPES.map((name) => ({ name, value: categories.map((c) => figure(`${key}:${name}:${c}`, min, max)) })),
  });
  return {
    xAxis,
    series,
    userActions: USER_ACTIONS.map((name) => ({ name, value: figure(`actions:${name}:${xAxis[POINTS - 1]}`, 800, 2000) })),
    contentTypes: perType('types', CONTENT_CATEGORIES, 20, 100),
    publishingSource: perType('sources', PUBLISHING_SOURCES, 5, 60),
  };
}

/** Admin-only pages (docs/product.md §7): admin-only endpoints. */
const TAG = 'Analysis';
export const routes: readonly RouteRule[] = [
  {
    method: 'POST',
    path: '/api/public-opinion-analysis',
    roles: ADMIN,
    doc: { tag: TAG, summary: 'Public opinion figures for a quota', body: OPINION_BODY, answer: OPINION },
  },
  {
    method: 'GET',
    path: '/api/content-period-analysis',
    roles: ADMIN,
    doc: { tag: TAG, summary: "Each content type's share per two-hour slot", answer: seriesData },
  },
  {
    method: 'GET',
    path: '/api/content-publish',
    roles: ADMIN,
    doc: { tag: TAG, summary: 'Contents published per type and two-hour slot', answer: seriesData },
  },
  { method: 'GET', path: '/api/popular-author/list', roles: ADMIN, doc: { tag: TAG, summary: 'The most clicked authors', answer: AUTHORS } },
  {
    method: 'POST',
    path: '/api/data-chain-growth',
    roles: ADMIN,
    doc: { tag: TAG, summary: 'Day-over-day growth of an indicator', body: CHAIN_BODY, answer: CHAIN },
  },
  {
    method: 'GET',
    path: '/api/data-overview',
    roles: ADMIN,
    doc: { tag: TAG, summary: 'Daily indicators, user actions, content types, sources', answer: OVERVIEW },
  },
];

const analysis: Feature = ({ now }) => {
  const router = express.Router({ caseSensitive: true, strict: true });
  const answers: [method: 'get' | 'post', path: string, answer: (req: Request) => unknown][] = [
    ['post', '/api/public-opinion-analysis', (req) => publicOpinion(bodyOf(req, OPINION_BODY, 'invalid quota').quota, now())],
    ['get', '/api/content-period-analysis', () => contentPeriodAnalysis()],
    ['get', '/api/content-publish', () => contentPublish()],
    ['get', '/api/popular-author/list', () => popularAuthors()],
    ['post', '/api/data-chain-growth', (req) => dataChainGrowth(bodyOf(req, CHAIN_BODY, 'invalid quota').quota, now())],
    ['get', '/api/data-overview', () => dataOverview(now())],
  ];
  // The role is checked by the authorization table first: a user learns nothing about the body's rules.
  for (const [method, path, answer] of answers)
    router[method](
      path,
      handle((req, res) => ok(res, answer(req))),
    );
  return router;
};

export default analysis;
