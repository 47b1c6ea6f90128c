/** The analysis endpoints' vocabulary, shared by the fake API and the analysis pages. */

/** docs/product.md §9: twelve data points per chart series. */
export const POINTS = 12;
export const OPINION_QUOTAS = ['visitors', 'comment', 'published', 'share'] as const;
export const CHAIN_QUOTAS = ['retentionTrends', 'userRetention', 'contentConsumptionTrends', 'contentConsumption'] as const;
export const CONTENT_TYPES = ['text', 'image', 'video'] as const;
export const OVERVIEW_SERIES = ['contentProduction', 'contentClick', 'contentExposure', 'activeUsers'] as const;
export const USER_ACTIONS = ['like', 'comment', 'share'] as const;
export const CONTENT_CATEGORIES = ['international', 'finance', 'technology', 'other', 'sports', 'entertainment'] as const;
export const PUBLISHING_SOURCES = ['ugc', 'foreignSite', 'reprint', 'industryReport', 'other'] as const;

export interface Series {
  name: string;
  value: number[];
}
/** A chart's categories (hours, dates, sources…) and one value per category in each series. */
export interface SeriesData {
  xAxis: string[];
  series: Series[];
}
