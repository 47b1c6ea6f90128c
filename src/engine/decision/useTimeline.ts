import { useQuery } from '@tanstack/react-query';
import type { Identifier } from 'react-admin';
import { useDecisionCalls } from './useDecisionCalls';

/** A record's timeline, oldest first, under the resource's query key: a transition taken here reads it again. */
export function useTimeline(resource: string, id: Identifier | undefined) {
  const calls = useDecisionCalls();
  return useQuery({
    queryKey: [resource, 'getTimeline', { id: String(id ?? '') }],
    queryFn: async ({ signal }) => (await calls.getTimeline(resource, { id: id!, signal })).data,
    enabled: id !== undefined,
  });
}
