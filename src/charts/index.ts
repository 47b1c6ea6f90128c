// Nothing here imports recharts at run time, so shell code may use these without pulling it in.
export * from './useChartColors';
export * from './useChartChrome';
export * from './seriesRows';
export * from './QueryState';
export * from './ChartCard';
export * from './GrowthFigure';
export * from './lazyChart';
export * from './ChartPlace';
export * from './DrawingStages';
export * from './labelInterval';
export * from './chartEntrance';
