import type { SeriesData } from '../../domain/analysis';

export type { Series, SeriesData } from '../../domain/analysis';

/** recharts wants one row per category: `{ x: '02:00', text: 1200, image: 800 }`. */
export const seriesRows = ({ xAxis, series }: SeriesData): Record<string, string | number>[] =>
  xAxis.map((x, i) => Object.fromEntries([['x', x], ...series.map((s) => [s.name, s.value[i]])]));
