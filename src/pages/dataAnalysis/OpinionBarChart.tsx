import { Bar, BarChart, Cell, ResponsiveContainer, Tooltip, XAxis } from 'recharts';
import { alpha } from '@mui/material/styles';
import { useTranslate } from 'react-admin';
import { useChartChrome } from '../../charts';
import type { OpinionPoint } from './types';
import { useFormat } from '../../hooks/useFormat';

/** Contents published per day over the last twelve days; bars alternate shades, as in the template. */
export function OpinionBarChart({ points, height, color }: { points: OpinionPoint[]; height: number; color: string }) {
  const chrome = useChartChrome();
  const format = useFormat();
  const translate = useTranslate();
  return (
    <ResponsiveContainer width="100%" height={height}>
      <BarChart data={points} margin={{ top: 4, right: 4, bottom: 0, left: 4 }}>
        <XAxis dataKey="x" hide />
        <Tooltip
          {...chrome.tooltip}
          labelFormatter={(d) => format.longDay(d)}
          formatter={(v) => [format.number(v), translate('dataAnalysis.opinion.publishedSeries')]}
        />
        <Bar dataKey="y" barSize={7} radius={[2, 2, 0, 0]} isAnimationActive={false}>
          {points.map((p, i) => (
            <Cell key={String(p.x)} fill={i % 2 === 0 ? color : alpha(color, 0.5)} />
          ))}
        </Bar>
      </BarChart>
    </ResponsiveContainer>
  );
}
