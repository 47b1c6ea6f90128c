import { useMemo, useState } from 'react';
import type { CardQuery } from '../../components/QueryCard';
import { OPENING_CARDS } from './openingRequests';
import { useProjectQuery } from './useProjectQuery';
import type { ContentType, PopularRow } from '../../../domain/workplace';

export type SortOrder = 'asc' | 'desc' | null;

/** Popular contents of one type, sortable by daily increase (none → descending → ascending → none). */
export function usePopularContent(projectId: string) {
  const [type, setType] = useState<ContentType>(OPENING_CARDS.popular.query.type);
  const [order, setOrder] = useState<SortOrder>(null);
  const query = useProjectQuery<PopularRow[]>(projectId, OPENING_CARDS.popular.card, { type }, { placeholderData: (previous) => previous });
  const rows = useMemo(() => {
    if (!query.data || !order) return query.data;
    const sign = order === 'asc' ? 1 : -1;
    return [...query.data].sort((a, b) => sign * (a.increases - b.increases) || a.key - b.key);
  }, [query.data, order]);
  const cycleOrder = () => setOrder((o) => (o === null ? 'desc' : o === 'desc' ? 'asc' : null));
  const sorted: CardQuery<PopularRow[]> = { ...query, data: rows };
  return { type, setType, order, cycleOrder, query: sorted, switching: query.isPlaceholderData };
}

export type PopularContent = ReturnType<typeof usePopularContent>;
