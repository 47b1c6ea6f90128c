import { useGetList, type RaRecord } from 'react-admin';
import accessRequests from '../../../resources/accessRequests';
import { isRoleAllowed } from '../../../resources/lib/schema';
import { statesAwaiting } from '../../../resources/lib/workflow';
import { useRole } from '../../appSettings';
import type { CardQuery } from '../../components/QueryCard';

/** How many of the newest requests the card lists. */
export const SHOWN_REQUESTS = 5;

export interface OpenRequests {
  rows: RaRecord[];
  total: number;
}

/**
 * The access requests the workplace card shows for the reader's role, newest first: those in a
 * state the role has a step to take from (a user's own still in play; for a reviewer, those waiting
 * for a decision), read from the declaration's workflow. The API gives a user only their own
 * requests and a reviewer everyone's, so the filter is the states alone.
 */
export function useOpenRequests() {
  const role = useRole();
  const reviewer = isRoleAllowed(accessRequests.seesAll ?? [], role);
  const states = statesAwaiting(accessRequests, role);
  const list = useGetList(accessRequests.name, {
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
