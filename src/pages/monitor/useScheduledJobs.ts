import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import type { ScheduledJob } from '../../../domain/monitor';
import { useLiveQuery, useMonitorMutation } from './useMonitorApi';

interface RunAnswer {
  result: string;
  ok: boolean;
  job: ScheduledJob;
}

/** The jobs the console has a name for; another one is shown by its own name. */
export const KNOWN_JOBS = ['expirySweep', 'reminders', 'housekeeping', 'backup'] as const;

/** The scheduled jobs with their last runs, and running one now. */
export type { ScheduledJob };

export function useScheduledJobs() {
  const notify = useNotify();
  const translate = useTranslate();
  const query = useLiveQuery<ScheduledJob[]>('/api/monitor/scheduled-jobs');
  const [running, setRunning] = useState<string>();
  const run = useMonitorMutation<RunAnswer, string>((name) => ({ path: `/api/monitor/scheduled-jobs/${encodeURIComponent(name)}/run`, method: 'POST' }));
  const label = (name: string) => ((KNOWN_JOBS as readonly string[]).includes(name) ? translate(`monitor.scheduled.names.${name}`) : name);

  const runNow = (name: string) => {
    setRunning(name);
    run.mutate(name, {
      onSuccess: ({ result, ok }) => {
        const key = !ok ? 'monitor.scheduled.failed' : result === 'skipped' ? 'monitor.scheduled.skipped' : 'monitor.scheduled.ran';
        notify(key, { type: ok ? (result === 'skipped' ? 'info' : 'success') : 'error', messageArgs: { job: label(name), result } });
      },
      onSettled: () => setRunning(undefined),
    });
  };
  return { query, label, runNow, running };
}
