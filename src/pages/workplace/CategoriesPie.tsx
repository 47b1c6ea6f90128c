import { Cell, Pie, PieChart, ResponsiveContainer, Tooltip } from 'recharts';
import { useChartColors } from '../../charts';
import { useFormat } from '../../hooks/useFormat';

export interface CategorySlice {
  type: string;
  name: string;
  value: number;
  color: string;
}

/** The categories donut's ring (recharts, loaded after the page); its centre and legend are the card's. */
export function CategoriesPie({ data, total }: { data: CategorySlice[]; total: number }) {
  const colors = useChartColors();
  const format = useFormat();
  return (
    <ResponsiveContainer width="100%" height="100%">
      <PieChart>
        <Pie
          data={data}
          dataKey="value"
          nameKey="name"
          innerRadius="62%"
          outerRadius="85%"
          paddingAngle={2}
          stroke={colors.dark ? '#1e1e1e' : '#fff'}
          isAnimationActive={false}
        >
          {data.map((d) => (
            <Cell key={d.type} fill={d.color} />
          ))}
        </Pie>
        <Tooltip
          formatter={(value) => [`${format.number(Number(value))} (${format.percent((Number(value) / total) * 100)})`]}
          contentStyle={{ background: colors.tooltip.background, border: `1px solid ${colors.tooltip.border}`, color: colors.tooltip.color }}
          itemStyle={{ color: colors.tooltip.color }}
        />
      </PieChart>
    </ResponsiveContainer>
  );
}
