import { useId } from 'react';
import { Box, Paper, Skeleton, Typography } from '@mui/material';
import { Area, AreaChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useTranslate } from 'react-admin';
import { useChartColors } from '../../charts';
import { QueryCard, type CardQuery } from '../../components/QueryCard';
import { useFormat } from '../../hooks/useFormat';
import type { ContentPoint } from '../../../domain/workplace';

const HEIGHT = 290;

/** Content volume of the last twelve days: a smooth line over a gradient area. */
export function ContentChart({ query }: { query: CardQuery<ContentPoint[]> }) {
  const translate = useTranslate();
  const colors = useChartColors();
  const format = useFormat();
  const id = useId().replace(/:/g, '');
  const series = translate('workplace.content.series');
  return (
    <QueryCard
      errorTitle="workplace.error.title"
      title={translate('workplace.content.title')}
      label={translate('workplace.content.title')}
      query={query}
      skeleton={<Skeleton variant="rounded" height={HEIGHT} />}
    >
      {(points) => (
        <Box
          sx={{ height: HEIGHT }}
          role="img"
          aria-label={translate('workplace.content.aria', { from: format.day(points[0]?.x ?? ''), to: format.day(points.at(-1)?.x ?? '') })}
        >
          <ResponsiveContainer width="100%" height="100%">
            <AreaChart data={points} margin={{ top: 10, right: 16, bottom: 0, left: 0 }}>
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
              <CartesianGrid stroke={colors.grid} strokeDasharray="3 3" vertical={false} />
              <XAxis dataKey="x" tickFormatter={format.day} tick={{ fill: colors.axis, fontSize: 12 }} stroke={colors.grid} tickMargin={8} />
              <YAxis tickFormatter={format.compact} tick={{ fill: colors.axis, fontSize: 12 }} stroke={colors.grid} width={56} />
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
                activeDot={{ r: 5, fill: colors.primary }}
              />
            </AreaChart>
          </ResponsiveContainer>
        </Box>
      )}
    </QueryCard>
  );
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
