import { Box, Card, CardContent, Skeleton, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { ErrorState } from '../../components/ErrorState';
import { SectionCardHeader } from '../../components/SectionCardHeader';
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
  const format = useFormat();
  const statusQuery = useLiveQuery<MonitorStatus>('/api/monitor/status');
  const status = statusQuery.data;
  const label = (k: string) => translate(`monitor.status.${k}`);
  const title = label('title');
  return (
    <Card component="section" aria-label={title}>
      <SectionCardHeader title={title} action={status ? <HealthChip health={status.health} /> : null} />
      <CardContent>
        {statusQuery.error ? (
          <ErrorState title="workplace.error.title" error={statusQuery.error} onRetry={() => void statusQuery.refetch()} />
        ) : !status ? (
          <Skeleton variant="rounded" height={260} />
        ) : (
          <>
            <Descriptions
              items={[
                [label('ingest'), `${format.number(status.ingestMbps)} Mbps`],
                [label('latency'), `${format.number(status.queryLatencyMs)} ms`],
                [label('queue'), format.number(status.queueDepth)],
                [label('errorRate'), format.percent(status.errorRate)],
                [label('cacheHit'), format.percent(status.cacheHitRate)],
              ]}
            />
            <Typography variant="subtitle2" component="h3" sx={{ mt: 2, mb: 1 }}>
              {label('information')}
            </Typography>
            <Descriptions
              items={[
                [label('node'), translate(`monitor.node.${status.activeNode}`)],
                [label('intake'), label(status.intakePaused ? 'intakePaused' : 'intakeOpen')],
                [label('maintenance'), label(status.maintenance ? 'on' : 'off')],
                [label('cacheFlushed'), status.cacheFlushedAt ? format.dateTime(status.cacheFlushedAt) : label('never')],
                [label('region'), status.region],
                [label('format'), status.format],
                [label('deidentification'), translate(`monitor.status.deid.${status.deidentification}`)],
              ]}
            />
          </>
        )}
      </CardContent>
    </Card>
  );
}
