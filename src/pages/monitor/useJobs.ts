import { useMemo, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { canApply, type JobAction, type JobKind, type JobStatus, type Job, type JobActionResult } from '../../../domain/monitor';
import { useLiveQuery, useMonitorMutation } from './useMonitorApi';

export type StatusFilter = JobStatus | 'all';

/** Jobs or streams of one kind, filtered by status, with a selection and the actions on it. */
export function useJobs() {
  const notify = useNotify();
  const translate = useTranslate();
  const query = useLiveQuery<Job[]>('/api/monitor/jobs');
  const [kind, setKindState] = useState<JobKind>('analysis');
  const [status, setStatusState] = useState<StatusFilter>('all');
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());

  const ofKind = useMemo(() => query.data?.filter((j) => j.kind === kind), [query.data, kind]);
  const shown = useMemo(() => ofKind?.filter((j) => status === 'all' || j.status === status), [ofKind, status]);
  // Only what is on screen can be acted on.
  const selectedJobs = useMemo(() => shown?.filter((j) => selected.has(j.id)) ?? [], [shown, selected]);

  const act = useMonitorMutation<JobActionResult, { ids: string[]; action: JobAction }>((body) => ({ path: '/api/monitor/jobs/action', method: 'POST', body }));
  const run = (action: JobAction, jobs: readonly Job[]) =>
    act.mutate(
      { ids: jobs.map((j) => j.id), action },
      {
        onSuccess: ({ updated, skipped }) => {
          notify(skipped.length ? 'monitor.jobs.doneSkipped' : 'monitor.jobs.done', {
            type: skipped.length ? 'warning' : 'success',
            messageArgs: { smart_count: updated.length, skipped: skipped.length, action: translate(`monitor.jobs.actions.${action}`) },
          });
          setSelected(new Set());
        },
      },
    );

  const clear = () => setSelected(new Set());
  return {
    query: { ...query, data: shown },
    kind,
    setKind: (k: JobKind) => (setKindState(k), clear()),
    status,
    setStatus: (s: StatusFilter) => (setStatusState(s), clear()),
    countOf: (k: JobKind) => query.data?.filter((j) => j.kind === k).length ?? 0,
    totalOfKind: ofKind?.length ?? 0,
    selected,
    selectedJobs,
    toggle: (id: string) =>
      setSelected((s) => {
        const next = new Set(s);
        if (next.has(id)) next.delete(id);
        else next.add(id);
        return next;
      }),
    toggleAll: () => setSelected(selectedJobs.length === (shown?.length ?? 0) ? new Set() : new Set(shown?.map((j) => j.id))),
    /** Whether an action applies to at least one selected job. */
    canBulk: (action: JobAction) => selectedJobs.some((j) => canApply(action, j.status)),
    run,
    running: act.isPending,
  };
}
