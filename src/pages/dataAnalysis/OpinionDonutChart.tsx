import { Cell, Legend, Pie, PieChart, ResponsiveContainer, Tooltip } from 'recharts';
import { useTranslate } from 'react-admin';
import { useChartChrome } from '../../charts';
import type { OpinionSlice } from './types';
import { useFormat } from '../../hooks/useFormat';

/** Shares by content type, the legend on the right with each type's share of the total. */
export function OpinionDonutChart({ slices, height }: { slices: OpinionSlice[]; height: number }) {
  const chrome = useChartChrome();
  const format = useFormat({ percentDigits: 2 });
  const translate = useTranslate();
  const total = slices.reduce((a, s) => a + s.value, 0);
  const data = slices.map((s) => ({ ...s, label: translate(`dataAnalysis.contentType.${s.name}`) }));
  return (
    <ResponsiveContainer width="100%" height={height}>
      <PieChart>
        <Tooltip {...chrome.tooltip} formatter={(v, name) => [format.number(v), name]} />
        <Legend
          {...chrome.legend}
          layout="vertical"
          align="right"
          verticalAlign="middle"
          formatter={(label, entry) => {
            const value = (entry.payload as { value?: number } | undefined)?.value ?? 0;
            return chrome.legendText(`${String(label)} ${format.percent(total ? (value / total) * 100 : 0)}`);
          }}
        />
        <Pie data={data} dataKey="value" nameKey="label" innerRadius="55%" outerRadius="90%" paddingAngle={2} isAnimationActive={false} stroke="none">
          {data.map((s, i) => (
            <Cell key={s.name} fill={chrome.colors.series[(i + 3) % chrome.colors.series.length]} />
          ))}
        </Pie>
      </PieChart>
    </ResponsiveContainer>
  );
}
