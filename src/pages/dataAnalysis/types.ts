/** What the data analysis endpoints answer (docs/product.md §7; fake-api/features/analysis.ts). */
export type { Series, SeriesData } from '../../charts';

/** The public opinion mini-cards, in the order shown. */
export { OPINION_QUOTAS } from '../../../domain/analysis';
import type { OPINION_QUOTAS } from '../../../domain/analysis';
export type OpinionQuota = (typeof OPINION_QUOTAS)[number];

/** One point of a line or bar: a month (1–12) or an ISO day, its value, and its series. */
export interface OpinionPoint {
  x: number | string;
  y: number;
  name: string;
}
/** One slice of a donut. */
export interface OpinionSlice {
  name: string;
  value: number;
}
export interface OpinionResult {
  count: number;
  /** Percent change on the previous period. */
  growth: number;
  chartData: OpinionPoint[] | OpinionSlice[];
}

export interface PopularAuthor {
  ranking: number;
  author: string;
  contentCount: number;
  clickCount: number;
}
