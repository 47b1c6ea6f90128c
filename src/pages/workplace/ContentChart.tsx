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
  const c = useChartColors();
  const f = useFormat();
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
          aria-label={translate('workplace.content.aria', { from: f.day(points[0]?.x ?? ''), to: f.day(points.at(-1)?.x ?? '') })}
        >
          <ResponsiveContainer width="100%" height="100%">
            <AreaChart data={points} margin={{ top: 10, right: 16, bottom: 0, left: 0 }}>
              <defs>
                <linearGradient id={`${id}-line`} x1="0" y1="0" x2="1" y2="0">
                  <stop offset="0%" stopColor={c.series[1]} />
                  <stop offset="50%" stopColor={c.primary} />
                  <stop offset="100%" stopColor={c.series[3]} />
                </linearGradient>
                <linearGradient id={`${id}-area`} x1="0" y1="0" x2="0" y2="1">
                  <stop offset="0%" stopColor={c.primary} stopOpacity={c.dark ? 0.35 : 0.25} />
                  <stop offset="100%" stopColor={c.primary} stopOpacity={0} />
                </linearGradient>
              </defs>
              <CartesianGrid stroke={c.grid} strokeDasharray="3 3" vertical={false} />
              <XAxis dataKey="x" tickFormatter={f.day} tick={{ fill: c.axis, fontSize: 12 }} stroke={c.grid} tickMargin={8} />
              <YAxis tickFormatter={f.compact} tick={{ fill: c.axis, fontSize: 12 }} stroke={c.grid} width={56} />
              <Tooltip
                content={({ active, payload, label }) => <ContentTooltip active={active} value={payload?.[0]?.value} label={label} series={series} />}
                cursor={{ stroke: c.primary, strokeDasharray: '4 4' }}
              />
              <Area
                type="monotone"
                dataKey="y"
                name={series}
                stroke={`url(#${id}-line)`}
                strokeWidth={3}
                fill={`url(#${id}-area)`}
                dot={false}
                activeDot={{ r: 5, fill: c.primary }}
              />
            </AreaChart>
          </ResponsiveContainer>
        </Box>
      )}
    </QueryCard>
  );
}

function ContentTooltip({ active, value, label, series }: { active?: boolean; value: unknown; label: unknown; series: string }) {
  const f = useFormat();
  if (!active || value === undefined) return null;
  return (
    <Paper variant="outlined" sx={{ px: 1.5, py: 1 }}>
      <Typography variant="caption" color="text.secondary" component="div">
        {f.longDay(String(label))}
      </Typography>
      <Typography variant="body2">
        {series}: <strong>{f.number(Number(value))}</strong>
      </Typography>
    </Paper>
  );
}
