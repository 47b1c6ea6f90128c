import { useId } from 'react';
import { Paper, Typography } from '@mui/material';
import { Area, AreaChart, CartesianGrid, ResponsiveContainer, Tooltip, useChartWidth, XAxis, YAxis } from 'recharts';
import { useTranslate } from 'react-admin';
import { DrawingStage, DrawingStages, labelInterval, useChartChrome, type ChartChrome } from '../../charts';
import { useFormat } from '../../hooks/useFormat';
import type { ContentPoint } from '../../../domain/workplace';

const Y_AXIS_WIDTH = 56;

/** The content chart's drawing: a smooth line over a gradient area (recharts, loaded after the page). */
export function ContentArea({ points }: { points: ContentPoint[] }) {
  const translate = useTranslate();
  const chrome = useChartChrome();
  const { colors } = chrome;
  const format = useFormat();
  const id = useId().replace(/:/g, '');
  const series = translate('workplace.content.series');
  const days = points.map((p) => format.day(p.x));
  const widest = chrome.widestTick(days);
  // The last day's label is centred on the chart's right edge: room for its half.
  const margin = { top: 10, right: Math.max(16, Math.ceil(widest / 2)), bottom: 0, left: 0 };
  return (
    <ResponsiveContainer width="100%" height="100%">
      <AreaChart data={points} margin={margin}>
        <defs>
          <linearGradient id={`${id}-line`} x1="0" y1="0" x2="1" y2="0">
            <stop offset="0%" stopColor={colors.series[1]} />
            <stop offset="50%" stopColor={colors.primary} />
            <stop offset="100%" stopColor={colors.series[3]} />
          </linearGradient>
          <linearGradient id={`${id}-area`} x1="0" y1="0" x2="0" y2="1">
            <stop offset="0%" stopColor={colors.primary} stopOpacity={colors.dark ? 0.35 : 0.25} />
            <stop offset="100%" stopColor={colors.primary} stopOpacity={0} />
          </linearGradient>
        </defs>
        {/* Inside the chart: its parts are counted from when its frame is on the page, with a size. */}
        <DrawingStages stages={3}>
          {/* The axes first: they set the plot's size, which nothing drawn after them changes. */}
          <DrawingStage at={1}>
            <DayAxis axis={chrome.axis} count={days.length} widest={widest} outside={Y_AXIS_WIDTH + margin.left + margin.right} />
            {/* Every tick: five always fit, and recharts would measure each label to choose. */}
            <YAxis {...chrome.axis} tickLine interval={0} tickFormatter={format.compact} width={Y_AXIS_WIDTH} />
          </DrawingStage>
          <DrawingStage at={2}>
            <CartesianGrid {...chrome.grid} />
          </DrawingStage>
          <DrawingStage at={3}>
            <Tooltip
              content={({ active, payload, label }) => <ContentTooltip active={active} value={payload?.[0]?.value} label={label} series={series} />}
              cursor={{ stroke: colors.primary, strokeDasharray: '4 4' }}
            />
            <Area
              type="monotone"
              dataKey="y"
              name={series}
              stroke={`url(#${id}-line)`}
              strokeWidth={3}
              fill={`url(#${id}-area)`}
              dot={false}
              isAnimationActive={false}
              activeDot={{ r: 5, fill: colors.primary }}
            />
          </DrawingStage>
        </DrawingStages>
      </AreaChart>
    </ResponsiveContainer>
  );
}

/** The days under the chart, as many as fit its width: worked out here, not by recharts measuring each. */
function DayAxis({ axis, count, widest, outside }: { axis: ChartChrome['axis']; count: number; widest: number; outside: number }) {
  const format = useFormat();
  const interval = labelInterval(count, widest, (useChartWidth() ?? 0) - outside);
  return <XAxis {...axis} tickLine dataKey="x" interval={interval} tickFormatter={format.day} tickMargin={8} />;
}

function ContentTooltip({ active, value, label, series }: { active?: boolean; value: unknown; label: unknown; series: string }) {
  const format = useFormat();
  if (!active || value === undefined) return null;
  return (
    <Paper variant="outlined" sx={{ px: 1.5, py: 1 }}>
      <Typography variant="caption" color="text.secondary" component="div">
        {format.longDayWithWeekday(String(label))}
      </Typography>
      <Typography variant="body2">
        {series}: <strong>{format.number(Number(value))}</strong>
      </Typography>
    </Paper>
  );
}
