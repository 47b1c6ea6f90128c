/** What the multi-dimension analysis endpoints answer (docs/product.md §7; fake-api/features/analysis.ts). */
import type { Series, SeriesData } from '../../charts';

/** The data chain growth cards, in the order shown, with the chart each draws. */
export const CHAIN_CARDS = [
  { quota: 'retentionTrends', chart: 'line' },
  { quota: 'userRetention', chart: 'bar' },
  { quota: 'contentConsumptionTrends', chart: 'line' },
  { quota: 'contentConsumption', chart: 'bar' },
] as const;
export type ChainQuota = (typeof CHAIN_CARDS)[number]['quota'];

/** Series colours of the overview (purple, orange, cyan, blue as in the template), as indexes into the theme's series. */
export const OVERVIEW_COLORS = [3, 7, 1, 0];

export interface ChainGrowth {
  /** The latest day's figure. */
  count: number;
  /** Percent change on the day before. */
  growth: number;
  chartData: SeriesData;
}

export interface DataOverview {
  /** Twelve ISO days, oldest first. */
  xAxis: string[];
  /** Daily indicators; `count` is the latest day's figure. */
  series: (Series & { count: number })[];
  userActions: { name: string; value: number }[];
  /** Content categories (xAxis) per content type (series). */
  contentTypes: SeriesData;
  /** Publishing sources (xAxis) per content type (series). */
  publishingSource: SeriesData;
}
