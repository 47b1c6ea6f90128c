/** A chart's categories and one value per category in each series, as the analysis endpoints answer. */
export interface Series {
  name: string;
  value: number[];
}
export interface SeriesData {
  xAxis: string[];
  series: Series[];
}

/** recharts wants one row per category: `{ x: '02:00', text: 1200, image: 800 }`. */
export const seriesRows = ({ xAxis, series }: SeriesData): Record<string, string | number>[] =>
  xAxis.map((x, i) => Object.fromEntries([['x', x], ...series.map((s) => [s.name, s.value[i]])]));
