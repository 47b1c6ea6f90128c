import { Box, Checkbox, Chip, IconButton, LinearProgress, Table, TableBody, TableCell, TableHead, TableRow, Tooltip, Typography } from '@mui/material';
import type { SvgIconComponent } from '@mui/icons-material';
import Pause from '@mui/icons-material/PauseCircleOutlined';
import PlayArrow from '@mui/icons-material/PlayCircleOutlined';
import Replay from '@mui/icons-material/Replay';
import Stop from '@mui/icons-material/StopCircleOutlined';
import { useTranslate } from 'react-admin';
import { canApply, JOB_ACTION_NAMES, type JobAction, type JobStatus, type Job } from '../../../domain/monitor';
import type { useJobs } from './useJobs';

const ICON: Record<JobAction, SvgIconComponent> = { pause: Pause, resume: PlayArrow, retry: Replay, stop: Stop };
export const STATUS_TONE: Record<JobStatus, 'success' | 'info' | 'warning' | 'error' | 'default'> = {
  running: 'success',
  queued: 'info',
  paused: 'warning',
  failed: 'error',
  stopped: 'default',
};

const hms = (s: number) => [Math.floor(s / 3600), Math.floor((s % 3600) / 60), s % 60].map((n) => String(n).padStart(2, '0')).join(':');

/** The jobs on screen, with a selection column and the actions each job's state allows. */
export function JobsTable({ jobs, rows }: { jobs: ReturnType<typeof useJobs>; rows: Job[] }) {
  const translate = useTranslate();
  const all = rows.length > 0 && jobs.selectedJobs.length === rows.length;
  if (rows.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>
        {translate('monitor.jobs.empty')}
      </Typography>
    );
  }
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table
        size="small"
        aria-label={translate(`monitor.jobs.kinds.${jobs.kind}`)}
        sx={{ '& th': { whiteSpace: 'nowrap' }, '& th:not(.MuiTableCell-paddingCheckbox), & td:not(.MuiTableCell-paddingCheckbox)': { px: { xs: 1, xl: 2 } } }}
      >
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox">
              <Checkbox
                size="small"
                checked={all}
                indeterminate={jobs.selectedJobs.length > 0 && !all}
                onChange={jobs.toggleAll}
                slotProps={{ input: { 'aria-label': translate('monitor.jobs.selectAll') } }}
              />
            </TableCell>
            <TableCell>{translate('monitor.jobs.columns.order')}</TableCell>
            <TableCell>{translate('monitor.jobs.columns.name')}</TableCell>
            <TableCell>{translate('monitor.jobs.columns.progress')}</TableCell>
            <TableCell>{translate('monitor.jobs.columns.duration')}</TableCell>
            <TableCell>{translate('monitor.jobs.columns.id')}</TableCell>
            <TableCell>{translate('monitor.jobs.columns.status')}</TableCell>
            <TableCell align="right">{translate('monitor.jobs.columns.actions')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((j, i) => (
            <TableRow key={j.id} hover selected={jobs.selected.has(j.id)} data-job-id={j.id}>
              <TableCell padding="checkbox">
                <Checkbox
                  size="small"
                  checked={jobs.selected.has(j.id)}
                  onChange={() => jobs.toggle(j.id)}
                  slotProps={{ input: { 'aria-label': translate('monitor.jobs.select', { name: j.name }) } }}
                />
              </TableCell>
              <TableCell>{i + 1}</TableCell>
              <TableCell sx={{ minWidth: 180 }}>
                <Typography variant="body2">{j.name}</Typography>
                <Typography variant="caption" color="text.secondary">
                  {j.dataset}
                </Typography>
              </TableCell>
              <TableCell sx={{ minWidth: 90 }}>
                <LinearProgress
                  variant="determinate"
                  value={j.progress}
                  color={j.status === 'failed' ? 'error' : 'primary'}
                  aria-label={translate('monitor.jobs.columns.progress')}
                />
                <Typography variant="caption" color="text.secondary">
                  {j.progress}%
                </Typography>
              </TableCell>
              <TableCell sx={{ fontVariantNumeric: 'tabular-nums' }}>{hms(j.durationSeconds)}</TableCell>
              <TableCell sx={{ fontFamily: 'monospace' }}>{j.id}</TableCell>
              <TableCell>
                <Chip size="small" variant="outlined" color={STATUS_TONE[j.status]} label={translate(`monitor.jobs.statuses.${j.status}`)} />
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {JOB_ACTION_NAMES.filter((a) => canApply(a, j.status)).map((a) => {
                  const Icon = ICON[a];
                  const label = translate(`monitor.jobs.actions.${a}`);
                  return (
                    <Tooltip key={a} title={label}>
                      <span>
                        <IconButton
                          size="small"
                          aria-label={`${label}: ${j.name}`}
                          disabled={jobs.running}
                          onClick={() => jobs.run(a, [j])}
                          color={a === 'stop' ? 'error' : 'default'}
                        >
                          <Icon fontSize="small" />
                        </IconButton>
                      </span>
                    </Tooltip>
                  );
                })}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
