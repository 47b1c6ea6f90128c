import { Box, Card, CardContent, CardHeader, Skeleton, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { ErrorState } from '../../components/ErrorState';
import { useFormat } from '../../hooks/useFormat';
import { HealthChip } from './HealthChip';
import type { MonitorStatus } from '../../../domain/monitor';
import { useLiveQuery } from './useMonitorApi';

/** Label/value pairs in two columns. */
function Descriptions({ items }: { items: [string, string][] }) {
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 1.5, rowGap: 0.75, m: 0 }}>
      {items.map(([k, v]) => (
        <Box key={k} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {k}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 500 }} data-status-item={k}>
            {v}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/** Right column: the service's live figures and its configuration. */
export function StatusCard() {
  const translate = useTranslate();
  const f = useFormat();
  const status = useLiveQuery<MonitorStatus>('/api/monitor/status');
  const s = status.data;
  const t = (k: string) => translate(`monitor.status.${k}`);
  const title = t('title');
  return (
    <Card component="section" aria-label={title}>
      <CardHeader
        title={title}
        action={s ? <HealthChip health={s.health} /> : null}
        slotProps={{ title: { variant: 'subtitle1', component: 'h2', sx: { fontWeight: 600 } } }}
        sx={{ pb: 0, '& .MuiCardHeader-action': { alignSelf: 'center', m: 0 } }}
      />
      <CardContent>
        {status.error ? (
          <ErrorState title="workplace.error.title" error={status.error} onRetry={() => void status.refetch()} />
        ) : !s ? (
          <Skeleton variant="rounded" height={260} />
        ) : (
          <>
            <Descriptions
              items={[
                [t('ingest'), `${f.number(s.ingestMbps)} Mbps`],
                [t('latency'), `${f.number(s.queryLatencyMs)} ms`],
                [t('queue'), f.number(s.queueDepth)],
                [t('errorRate'), f.percent(s.errorRate)],
                [t('cacheHit'), f.percent(s.cacheHitRate)],
              ]}
            />
            <Typography variant="subtitle2" component="h3" sx={{ mt: 2, mb: 1 }}>
              {t('information')}
            </Typography>
            <Descriptions
              items={[
                [t('node'), translate(`monitor.node.${s.activeNode}`)],
                [t('intake'), t(s.intakePaused ? 'intakePaused' : 'intakeOpen')],
                [t('maintenance'), t(s.maintenance ? 'on' : 'off')],
                [t('cacheFlushed'), s.cacheFlushedAt ? f.dateTime(s.cacheFlushedAt) : t('never')],
                [t('region'), s.region],
                [t('format'), s.format],
                [t('deidentification'), translate(`monitor.status.deid.${s.deidentification}`)],
              ]}
            />
          </>
        )}
      </CardContent>
    </Card>
  );
}
