import { Box, Button, Card, CardContent, Chip, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import PlayArrow from '@mui/icons-material/PlayArrowRounded';
import { useTranslate } from 'react-admin';
import { SectionCardHeader } from '../../components/SectionCardHeader';
import { LiveContent } from './LiveContent';
import { useFormat } from '../../hooks/useFormat';
import { useScheduledJobs, type ScheduledJob } from './useScheduledJobs';

const HOUR = 3_600_000;
const MINUTE = 60_000;

/** "every 24 h", "每 1 分钟": the largest whole unit of the period. */
function useSchedule() {
  const translate = useTranslate();
  return (everyMs: number) =>
    everyMs % HOUR === 0
      ? translate('monitor.scheduled.everyHours', { smart_count: everyMs / HOUR })
      : translate('monitor.scheduled.everyMinutes', { smart_count: Math.max(1, Math.round(everyMs / MINUTE)) });
}

function StateChip({ job }: { job: ScheduledJob }) {
  const translate = useTranslate();
  if (job.ok === undefined) return <Chip size="small" variant="outlined" label={translate('monitor.scheduled.never')} />;
  return (
    <Chip
      size="small"
      variant="outlined"
      color={job.ok ? 'success' : 'error'}
      label={translate(job.ok ? 'monitor.scheduled.ok' : 'monitor.scheduled.failedState')}
    />
  );
}

/**
 * The API's own scheduled jobs (the expiry sweep, reminders, housekeeping, backups): schedule,
 * last run across the API processes and what it did, and a run now.
 */
export function ScheduledJobsCard() {
  const translate = useTranslate();
  const format = useFormat();
  const schedule = useSchedule();
  const { query, label, runNow, running } = useScheduledJobs();
  const title = translate('monitor.scheduled.title');
  const column = (k: string) => translate(`monitor.scheduled.columns.${k}`);
  return (
    <Card component="section" aria-label={title}>
      <SectionCardHeader title={title} subheader={translate('monitor.scheduled.subtitle')} />
      <CardContent>
        <LiveContent query={query} rows={3}>
          {(jobs) => (
            <Box sx={{ overflowX: 'auto' }}>
              <Table size="small" aria-label={title} sx={{ '& th': { whiteSpace: 'nowrap' }, '& th, & td': { px: { xs: 1, xl: 2 } } }}>
                <TableHead>
                  <TableRow>
                    <TableCell>{column('job')}</TableCell>
                    <TableCell>{column('schedule')}</TableCell>
                    <TableCell>{column('lastRun')}</TableCell>
                    <TableCell>{column('result')}</TableCell>
                    <TableCell>{column('state')}</TableCell>
                    <TableCell align="right">{column('actions')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {jobs.map((job) => {
                    const name = label(job.name);
                    const last = job.lastFinished ?? job.lastStarted;
                    return (
                      <TableRow key={job.name} hover data-scheduled-job={job.name}>
                        <TableCell sx={{ minWidth: 140 }}>
                          <Typography variant="body2">{name}</Typography>
                          <Typography variant="caption" color="text.secondary" sx={{ fontFamily: 'monospace' }}>
                            {job.name}
                          </Typography>
                        </TableCell>
                        <TableCell sx={{ whiteSpace: 'nowrap' }}>{schedule(job.everyMs)}</TableCell>
                        <TableCell sx={{ whiteSpace: 'nowrap' }}>{last ? format.dateTime(last) : translate('monitor.scheduled.never')}</TableCell>
                        <TableCell sx={{ minWidth: 160, maxWidth: 360, overflowWrap: 'anywhere' }}>
                          <Typography variant="body2" color={job.ok === false ? 'error' : 'text.secondary'}>
                            {job.result ?? '—'}
                          </Typography>
                        </TableCell>
                        <TableCell>
                          <StateChip job={job} />
                        </TableCell>
                        <TableCell align="right">
                          <Button
                            size="small"
                            startIcon={<PlayArrow />}
                            disabled={running !== undefined}
                            loading={running === job.name}
                            aria-label={translate('monitor.scheduled.runJob', { job: name })}
                            onClick={() => runNow(job.name)}
                            sx={{ whiteSpace: 'nowrap' }}
                          >
                            {translate('monitor.scheduled.run')}
                          </Button>
                        </TableCell>
                      </TableRow>
                    );
                  })}
                </TableBody>
              </Table>
            </Box>
          )}
        </LiveContent>
      </CardContent>
    </Card>
  );
}
