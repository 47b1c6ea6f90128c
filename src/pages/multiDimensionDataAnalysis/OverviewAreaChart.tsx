import { Area, AreaChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useTranslate } from 'react-admin';
import { seriesRows, useChartChrome } from '../../charts';
import { OVERVIEW_COLORS, type DataOverview } from './types';
import { useFormat } from '../../hooks/useFormat';

/** The four indicators per day, stacked smooth areas. */
export function OverviewAreaChart({ data, height }: { data: DataOverview; height: number }) {
  const translate = useTranslate();
  const chrome = useChartChrome();
  const format = useFormat();
  return (
    <ResponsiveContainer width="100%" height={height}>
      <AreaChart data={seriesRows(data)} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
        <CartesianGrid {...chrome.grid} />
        <XAxis dataKey="x" {...chrome.axis} tickFormatter={format.numericDay} />
        <YAxis {...chrome.axis} axisLine={false} tickFormatter={format.compact} width={56} />
        {/* The top of the stack first, as the areas are drawn. */}
        <Tooltip
          {...chrome.tooltip}
          labelFormatter={(d) => format.longDay(d)}
          formatter={(v, name) => [format.number(v), name]}
          itemSorter={(item) => -data.series.findIndex((s) => s.name === item.dataKey)}
        />
        <Legend {...chrome.legend} verticalAlign="bottom" />
        {data.series.map((s, i) => {
          const color = chrome.colors.series[OVERVIEW_COLORS[i % OVERVIEW_COLORS.length]];
          return (
            <Area
              key={s.name}
              dataKey={s.name}
              name={translate(`multiDimensionAnalysis.overview.${s.name}`)}
              type="monotone"
              stackId="overview"
              stroke={color}
              strokeWidth={2}
              fill={color}
              fillOpacity={0.1}
              isAnimationActive={false}
            />
          );
        })}
      </AreaChart>
    </ResponsiveContainer>
  );
}
