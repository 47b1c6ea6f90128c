import { useGetList, type RaRecord } from 'react-admin';
import accessRequests from '../../../resources/accessRequests';
import { isRoleAllowed } from '../../../resources/lib/schema';
import { useRole } from '../../appSettings';
import type { CardQuery } from '../../components/QueryCard';
import { openRequestsParams } from './openingRequests';

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
  const params = openRequestsParams(role);
  const states = params.filter.state;
  const list = useGetList(accessRequests.name, params);
  const query: CardQuery<OpenRequests> = {
    data: list.data && { rows: list.data, total: list.total ?? list.data.length },
    isPending: list.isPending,
    error: list.error,
    refetch: list.refetch,
  };
  return { reviewer, states, query };
}
