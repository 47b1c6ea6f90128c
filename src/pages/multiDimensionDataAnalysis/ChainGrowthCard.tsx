import { Bar, BarChart, Cell, Line, LineChart, ResponsiveContainer, Tooltip, XAxis } from 'recharts';
import { Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { useTranslate } from 'react-admin';
import { ChartCard, GrowthFigure, seriesRows, useChartChrome } from '../../charts';
import { useDataChainGrowth } from './useMultiAnalysisQueries';
import type { ChainQuota } from './types';
import { useFormat } from '../../hooks/useFormat';

const HEIGHT = 80;

/** One indicator's latest day, its day-over-day growth and a sparkline of twelve days. */
export function ChainGrowthCard({ quota, chart, colorIndex }: { quota: ChainQuota; chart: 'line' | 'bar'; colorIndex: number }) {
  const translate = useTranslate();
  const chrome = useChartChrome();
  const format = useFormat();
  const query = useDataChainGrowth(quota);
  const color = chrome.colors.series[colorIndex % chrome.colors.series.length];
  const name = translate(`multiDimensionAnalysis.chain.${quota}`);
  const tooltip = <Tooltip {...chrome.tooltip} labelFormatter={(d) => format.longDay(d)} formatter={(v) => [format.number(v), name]} />;
  return (
    <ChartCard title={name} query={query} height={HEIGHT + 52}>
      {(data) => {
        const rows = seriesRows(data.chartData);
        return (
          <>
            <Typography variant="h5" sx={{ fontWeight: 600 }} data-testid="chain-count">
              {format.number(data.count)}
            </Typography>
            <GrowthFigure value={data.growth} label={translate('multiDimensionAnalysis.chain.growth')} />
            <ResponsiveContainer width="100%" height={HEIGHT}>
              {chart === 'line' ? (
                <LineChart data={rows} margin={{ top: 8, right: 4, bottom: 0, left: 4 }}>
                  <XAxis dataKey="x" hide />
                  {tooltip}
                  <Line dataKey={quota} type="monotone" stroke={color} strokeWidth={2} dot={false} isAnimationActive={false} />
                </LineChart>
              ) : (
                <BarChart data={rows} margin={{ top: 8, right: 4, bottom: 0, left: 4 }}>
                  <XAxis dataKey="x" hide />
                  {tooltip}
                  <Bar dataKey={quota} barSize={8} radius={[2, 2, 0, 0]} isAnimationActive={false}>
                    {rows.map((r, i) => (
                      <Cell key={String(r.x)} fill={i % 2 === 0 ? color : alpha(color, 0.5)} />
                    ))}
                  </Bar>
                </BarChart>
              )}
            </ResponsiveContainer>
          </>
        );
      }}
    </ChartCard>
  );
}
