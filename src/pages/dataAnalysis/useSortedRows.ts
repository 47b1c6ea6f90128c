import { useMemo, useState } from 'react';

export type SortOrder = 'asc' | 'desc';
export interface Sort<K extends string> {
  field: K;
  order: SortOrder;
}

/**
 * Rows sorted by a numeric column the user picked. A header click sorts descending first (the
 * question is usually "who has the most"), a second click ascending, a third restores the ranking.
 */
export function useSortedRows<R, K extends keyof R & string>(rows: readonly R[]) {
  const [sort, setSort] = useState<Sort<K> | null>(null);
  const sorted = useMemo(() => {
    if (!sort) return rows;
    const sign = sort.order === 'asc' ? 1 : -1;
    return [...rows].sort((a, b) => sign * (Number(a[sort.field]) - Number(b[sort.field])));
  }, [rows, sort]);
  const toggle = (field: K) =>
    setSort((current) => (current?.field !== field ? { field, order: 'desc' } : current.order === 'desc' ? { field, order: 'asc' } : null));
  return { rows: sorted, sort, toggle };
}
