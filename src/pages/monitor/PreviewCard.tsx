import { Alert, Avatar, Box, Card, CardContent, Chip, Skeleton, Stack, Typography } from '@mui/material';
import { Area, AreaChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useGetIdentity, useTranslate } from 'react-admin';
import { useChartChrome } from '../../charts';
import { ErrorState } from '../../components/ErrorState';
import { SectionCardHeader } from '../../components/SectionCardHeader';
import { useFormat } from '../../hooks/useFormat';
import { HealthChip } from './HealthChip';
import type { MonitorStatus } from '../../../domain/monitor';
import { useLiveQuery, useMonitorInfo } from './useMonitorApi';

const HEIGHT = 200;

/** Centre top: the monitor's title and notice, live ingest throughput, who is on duty and how many consumers are connected. */
export function PreviewCard() {
  const translate = useTranslate();
  const chrome = useChartChrome();
  const { colors } = chrome;
  // The chrome's axes with their tick lines, in a smaller type for this shorter chart.
  const axis = { ...chrome.axis, tickLine: true, tick: { ...chrome.axis.tick, fontSize: 11 } };
  const format = useFormat();
  const { identity } = useGetIdentity();
  const info = useMonitorInfo();
  const statusQuery = useLiveQuery<MonitorStatus>('/api/monitor/status');
  const status = statusQuery.data;
  const series = translate('monitor.preview.throughput');
  return (
    <Card component="section" aria-label={translate('monitor.preview.label')}>
      <SectionCardHeader
        title={info.data ? info.data.title : <Skeleton width={200} />}
        subheader={info.data ? translate(`monitor.info.categories.${info.data.category}`) : null}
        action={status ? <HealthChip health={status.health} /> : null}
      />
      <CardContent>
        {info.data?.notice ? (
          <Alert severity="info" sx={{ mb: 1.5 }}>
            {info.data.notice}
          </Alert>
        ) : null}
        {statusQuery.error ? (
          <ErrorState title="workplace.error.title" error={statusQuery.error} onRetry={() => void statusQuery.refetch()} />
        ) : !status ? (
          <Skeleton variant="rounded" height={HEIGHT} />
        ) : (
          <Box sx={{ height: HEIGHT }} role="img" aria-label={translate('monitor.preview.chartLabel', { value: format.number(status.ingestMbps) })}>
            <ResponsiveContainer width="100%" height="100%">
              <AreaChart data={status.throughput} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
                <defs>
                  <linearGradient id="monitor-throughput" x1="0" y1="0" x2="0" y2="1">
                    <stop offset="0%" stopColor={colors.series[1]} stopOpacity={0.4} />
                    <stop offset="100%" stopColor={colors.series[1]} stopOpacity={0} />
                  </linearGradient>
                </defs>
                <XAxis {...axis} dataKey="t" tickFormatter={format.clock} minTickGap={16} />
                <YAxis {...axis} tickFormatter={format.number} width={40} />
                <Tooltip
                  labelFormatter={(t) => format.time(String(t))}
                  formatter={(v) => [`${format.number(Number(v))} Mbps`, series]}
                  contentStyle={{ background: colors.tooltip.background, border: `1px solid ${colors.tooltip.border}`, color: colors.tooltip.color }}
                />
                <Area type="monotone" dataKey="value" name={series} stroke={colors.series[1]} strokeWidth={2} fill="url(#monitor-throughput)" />
              </AreaChart>
            </ResponsiveContainer>
          </Box>
        )}
        <Stack direction="row" spacing={1.5} sx={{ mt: 2, alignItems: 'center' }}>
          <Avatar src={identity?.avatar} sx={{ width: 32, height: 32, bgcolor: 'primary.main', fontSize: 14 }}>
            {identity?.fullName?.slice(0, 1)}
          </Avatar>
          <Typography variant="body2" sx={{ flex: 1 }}>
            {translate('monitor.preview.onDuty', { name: identity?.fullName ?? '' })}
          </Typography>
          {status ? (
            <Chip
              size="small"
              label={translate('monitor.preview.sessions', { smart_count: status.activeSessions, count: format.number(status.activeSessions) })}
            />
          ) : null}
        </Stack>
      </CardContent>
    </Card>
  );
}
