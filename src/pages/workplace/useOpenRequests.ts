import { useGetList, type RaRecord } from 'react-admin';
import { useRole } from '../../appSettings';
import type { CardQuery } from '../../components/QueryCard';

/** How many of the newest requests the card lists. */
export const SHOWN_REQUESTS = 5;

/**
 * A user's requests still in play (they can still submit, wait, revise or withdraw them); for an
 * admin, those waiting for a decision of theirs (the workflow's admin-only transitions start here).
 */
const OPEN_STATES = {
  user: ['draft', 'submitted', 'underReview', 'returned'],
  admin: ['submitted', 'underReview'],
} as const;

export interface OpenRequests {
  rows: RaRecord[];
  total: number;
}

/**
 * The access requests the workplace card shows for the reader's role, newest first. The API gives
 * a user only their own requests and an admin everyone's, so the filter is the states alone.
 */
export function useOpenRequests() {
  const reviewer = useRole() === 'admin';
  const states = reviewer ? OPEN_STATES.admin : OPEN_STATES.user;
  const list = useGetList('accessRequests', {
    filter: { state: states },
    pagination: { page: 1, perPage: SHOWN_REQUESTS },
    sort: { field: 'createdAt', order: 'DESC' },
  });
  const query: CardQuery<OpenRequests> = {
    data: list.data && { rows: list.data, total: list.total ?? list.data.length },
    isPending: list.isPending,
    error: list.error,
    refetch: list.refetch,
  };
  return { reviewer, states, query };
}
