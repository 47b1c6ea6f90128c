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
import { ApiFailure, CODES, ok } from '../envelope';
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

function bodyOf(req: Request, allowed: readonly string[]): Record<string, unknown> {
  const body: unknown = req.body ?? {};
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new ApiFailure(CODES.badInput, 'the body must be a JSON object');
  const errors: Record<string, string> = {};
  for (const k of Object.keys(body)) if (!allowed.includes(k)) errors[k] = 'Unknown field';
  if (Object.keys(errors).length) throw new ApiFailure(CODES.badInput, 'invalid request', { errors });
  return body as Record<string, unknown>;
}

/** The body's `quota`, one of `quotas` (40000 with `errors.quota` otherwise). */
function quotaOf<Q extends string>(req: Request, quotas: readonly Q[]): Q {
  const { quota } = bodyOf(req, ['quota']);
  if (typeof quota !== 'string' || !(quotas as readonly string[]).includes(quota)) {
    throw new ApiFailure(CODES.badInput, 'invalid quota', { errors: { quota: `Must be one of ${quotas.join(', ')}` } });
  }
  return quota as Q;
}

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
export const routes: readonly RouteRule[] = [
  { method: 'POST', path: '/api/public-opinion-analysis', roles: ADMIN },
  { method: 'GET', path: '/api/content-period-analysis', roles: ADMIN },
  { method: 'GET', path: '/api/content-publish', roles: ADMIN },
  { method: 'GET', path: '/api/popular-author/list', roles: ADMIN },
  { method: 'POST', path: '/api/data-chain-growth', roles: ADMIN },
  { method: 'GET', path: '/api/data-overview', roles: ADMIN },
];

const analysis: Feature = ({ now }) => {
  const router = express.Router({ caseSensitive: true, strict: true });
  const answers: [method: 'get' | 'post', path: string, answer: (req: Request) => unknown][] = [
    ['post', '/api/public-opinion-analysis', (req) => publicOpinion(quotaOf(req, OPINION_QUOTAS), now())],
    ['get', '/api/content-period-analysis', () => contentPeriodAnalysis()],
    ['get', '/api/content-publish', () => contentPublish()],
    ['get', '/api/popular-author/list', () => popularAuthors()],
    ['post', '/api/data-chain-growth', (req) => dataChainGrowth(quotaOf(req, CHAIN_QUOTAS), now())],
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
