import { Line, LineChart, ResponsiveContainer, Tooltip, XAxis } from 'recharts';
import { alpha } from '@mui/material/styles';
import { useChartChrome } from '../../charts';
import type { OpinionPoint } from './types';
import { useFormat } from '../../hooks/useFormat';

/**
 * Months of this year (solid) against the same months of last year (dashed). Series are told
 * apart by their year, whatever the year is (the template hard-coded '2021').
 */
export function OpinionLineChart({ points, height, color }: { points: OpinionPoint[]; height: number; color: string }) {
  const chrome = useChartChrome();
  const format = useFormat();
  const years = [...new Set(points.map((p) => p.name))].sort().reverse();
  const months = [...new Set(points.map((p) => Number(p.x)))].sort((a, b) => a - b);
  const rows = months.map((m) => Object.fromEntries([['x', m], ...years.map((y) => [y, points.find((p) => p.name === y && Number(p.x) === m)?.y])]));
  return (
    <ResponsiveContainer width="100%" height={height}>
      <LineChart data={rows} margin={{ top: 4, right: 4, bottom: 0, left: 4 }}>
        <XAxis dataKey="x" hide />
        <Tooltip {...chrome.tooltip} labelFormatter={(m) => format.month(m)} formatter={(v, name) => [format.number(v), format.year(name)]} />
        {years.map((y, i) => (
          <Line
            key={y}
            dataKey={y}
            name={y}
            type="monotone"
            dot={false}
            stroke={i === 0 ? color : alpha(color, 0.55)}
            strokeWidth={2}
            strokeDasharray={i === 0 ? undefined : '4 4'}
            isAnimationActive={false}
          />
        ))}
      </LineChart>
    </ResponsiveContainer>
  );
}
