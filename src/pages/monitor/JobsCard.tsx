import { Box, Button, Card, CardContent, Skeleton, Stack, Tab, Tabs, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { ErrorState } from '../../components/ErrorState';
import { JobsTable } from './JobsTable';
import { JOB_ACTION_NAMES, JOB_KINDS, JOB_STATUSES, type JobKind } from '../../../domain/monitor';
import { useJobs, type StatusFilter } from './useJobs';
import { useMonitorInfo } from './useMonitorApi';

/** Centre: the analysis jobs and data-sharing streams, filtered, selected and acted on. */
export function JobsCard() {
  const translate = useTranslate();
  const jobs = useJobs();
  const info = useMonitorInfo();
  const title = translate('monitor.jobs.title');
  const rows = jobs.query.data;
  return (
    <Card component="section" aria-label={title}>
      <Tabs value={jobs.kind} onChange={(_, k: JobKind) => jobs.setKind(k)} sx={{ px: 2, borderBottom: 1, borderColor: 'divider' }} aria-label={title}>
        {JOB_KINDS.map((k) => (
          <Tab key={k} value={k} label={`${translate(`monitor.jobs.kinds.${k}`)} (${jobs.countOf(k)})`} />
        ))}
      </Tabs>
      <CardContent>
        {/* The filters and the actions side by side only where both fit on one line each. */}
        <Stack
          direction={{ xs: 'column', xl: 'row' }}
          spacing={1.5}
          sx={{ justifyContent: 'space-between', alignItems: { xs: 'flex-start', xl: 'center' }, mb: 1.5 }}
        >
          <ToggleButtonGroup
            size="small"
            exclusive
            value={jobs.status}
            onChange={(_, s: StatusFilter | null) => s && jobs.setStatus(s)}
            aria-label={translate('monitor.jobs.statusFilter')}
            sx={{ flexWrap: 'wrap' }}
          >
            {(['all', ...JOB_STATUSES] as const).map((s) => (
              <ToggleButton key={s} value={s} sx={{ px: 1.25, py: 0.25 }}>
                {translate(s === 'all' ? 'monitor.jobs.all' : `monitor.jobs.statuses.${s}`)}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }} role="toolbar" aria-label={translate('monitor.jobs.bulk')}>
            <Typography variant="caption" color="text.secondary" aria-live="polite">
              {translate('monitor.jobs.selected', { smart_count: jobs.selectedJobs.length })}
            </Typography>
            {JOB_ACTION_NAMES.map((a) => (
              <Button
                key={a}
                size="small"
                variant={a === 'stop' ? 'outlined' : 'text'}
                color={a === 'stop' ? 'error' : 'primary'}
                disabled={!jobs.canBulk(a) || jobs.running}
                onClick={() => jobs.run(a, jobs.selectedJobs)}
              >
                {translate(`monitor.jobs.actions.${a}`)}
              </Button>
            ))}
          </Stack>
        </Stack>
        {jobs.query.error ? (
          <ErrorState title="workplace.error.title" error={jobs.query.error} onRetry={() => void jobs.query.refetch()} />
        ) : !rows ? (
          <Stack spacing={1} aria-busy="true">
            {[0, 1, 2, 3, 4].map((i) => (
              <Skeleton key={i} variant="rounded" height={36} />
            ))}
          </Stack>
        ) : (
          <JobsTable jobs={jobs} rows={rows} />
        )}
        <Box sx={{ mt: 1.5 }}>
          <Typography variant="caption" color="text.secondary">
            {translate('monitor.jobs.tip', { shown: rows?.length ?? 0, total: jobs.totalOfKind, seconds: info.data?.refreshSeconds ?? '…' })}
          </Typography>
        </Box>
      </CardContent>
    </Card>
  );
}
