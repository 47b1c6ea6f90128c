import { useMemo, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { useFormat } from '../../hooks/useFormat';
import { downloadCsv, toCsv } from '../../engine/export/csvExport';
import type { ActivityCategory, ActivityItem } from '../../../domain/monitor';
import { useEventText } from './useEventText';
import { useLiveQuery, useMonitorMutation } from './useMonitorApi';

export type CategoryFilter = ActivityCategory | 'all';

/** The live activity feed: filtered by category and search text, starred, deleted, exported. */
export function useActivityFeed() {
  const translate = useTranslate();
  const notify = useNotify();
  const format = useFormat();
  const text = useEventText();
  const query = useLiveQuery<ActivityItem[]>('/api/monitor/activity');
  const [category, setCategory] = useState<CategoryFilter>('all');
  const [search, setSearch] = useState('');

  const shown = useMemo(() => {
    const needle = search.trim().toLocaleLowerCase();
    // Search what the reader sees: the worded event in their language, and the author.
    return query.data?.filter(
      (a) => (category === 'all' || a.category === category) && (!needle || `${a.author} ${text(a)}`.toLocaleLowerCase().includes(needle)),
    );
  }, [query.data, category, search, text]);

  const star = useMonitorMutation<ActivityItem, { id: number; starred: boolean }>(({ id, starred }) => ({
    path: `/api/monitor/activity/${id}`,
    method: 'PATCH',
    body: { starred },
  }));
  const remove = useMonitorMutation<ActivityItem, number>((id) => ({ path: `/api/monitor/activity/${id}`, method: 'DELETE' }));

  const exportShown = () => {
    if (!shown?.length) return;
    const header = ['time', 'category', 'author', 'content'].map((k) => translate(`monitor.activity.csv.${k}`));
    const rows = shown.map((a) => [format.dateTime(a.time), translate(`monitor.activity.categories.${a.category}`), a.author, text(a)]);
    const stamp = new Date().toISOString().slice(0, 16).replace(/[-:T]/g, '');
    downloadCsv(`monitor-activity-${stamp}.csv`, toCsv(header, rows));
    notify('monitor.activity.exported', { type: 'info', messageArgs: { smart_count: rows.length } });
  };

  return {
    query: { ...query, data: shown },
    total: query.data?.length ?? 0,
    category,
    setCategory,
    search,
    setSearch,
    toggleStar: (a: ActivityItem) => star.mutate({ id: a.id, starred: !a.starred }),
    remove: (a: ActivityItem) => remove.mutateAsync(a.id).then(() => notify('monitor.activity.deleted', { type: 'info' })),
    exportShown,
    text,
  };
}
