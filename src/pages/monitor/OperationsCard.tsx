import { Button, Card, CardContent, Stack } from '@mui/material';
import { SectionCardHeader } from '../../components/SectionCardHeader';
import type { SvgIconComponent } from '@mui/icons-material';
import Build from '@mui/icons-material/BuildOutlined';
import CleaningServices from '@mui/icons-material/CleaningServicesOutlined';
import Pause from '@mui/icons-material/PauseCircleOutlined';
import PlayArrow from '@mui/icons-material/PlayCircleOutlined';
import SwapHoriz from '@mui/icons-material/SwapHoriz';
import { useNotify, useTranslate } from 'react-admin';
import { MONITOR_OPERATIONS, type MonitorOperation, type MonitorStatus } from '../../../domain/monitor';
import { useLiveQuery, useMonitorMutation } from './useMonitorApi';

/** What each button says and shows, given the current state (a toggle names what it will do). */
function describe(op: MonitorOperation, s: MonitorStatus | undefined): { key: string; icon: SvgIconComponent } {
  switch (op) {
    case 'switchNode':
      return { key: s?.activeNode === 'standby' ? 'switchToPrimary' : 'switchToStandby', icon: SwapHoriz };
    case 'toggleIntake':
      return s?.intakePaused ? { key: 'resumeIntake', icon: PlayArrow } : { key: 'pauseIntake', icon: Pause };
    case 'toggleMaintenance':
      return { key: s?.maintenance ? 'leaveMaintenance' : 'enterMaintenance', icon: Build };
    case 'flushCache':
      return { key: 'flushCache', icon: CleaningServices };
  }
}

/** Right column: operations that change the service's state on the server. */
export function OperationsCard() {
  const translate = useTranslate();
  const notify = useNotify();
  const status = useLiveQuery<MonitorStatus>('/api/monitor/status');
  const operate = useMonitorMutation<MonitorStatus, MonitorOperation>((operation) => ({
    path: '/api/monitor/operations',
    method: 'POST',
    body: { operation },
  }));
  const title = translate('monitor.operations.title');
  return (
    <Card component="section" aria-label={title}>
      <SectionCardHeader title={title} />
      <CardContent>
        <Stack spacing={1}>
          {MONITOR_OPERATIONS.map((op) => {
            const { key, icon: Icon } = describe(op, status.data);
            const label = translate(`monitor.operations.${key}`);
            return (
              <Button
                key={op}
                variant="outlined"
                fullWidth
                startIcon={<Icon />}
                disabled={!status.data || operate.isPending}
                onClick={() =>
                  operate.mutate(op, { onSuccess: () => notify('monitor.operations.done', { type: 'success', messageArgs: { operation: label } }) })
                }
                sx={{ justifyContent: 'flex-start' }}
              >
                {label}
              </Button>
            );
          })}
        </Stack>
      </CardContent>
    </Card>
  );
}
