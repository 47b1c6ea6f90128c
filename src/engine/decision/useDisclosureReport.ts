import { useQuery } from '@tanstack/react-query';
import type { Identifier } from 'react-admin';
import { useDecisionCalls } from './useDecisionCalls';

/**
 * A record's disclosure report, under the resource's query key like its history, so a transition
 * (which invalidates the resource) or a new file reads it again.
 */
export function useDisclosureReport(resource: string, id: Identifier | undefined) {
  const calls = useDecisionCalls();
  return useQuery({
    queryKey: [resource, 'getDisclosure', { id: String(id ?? '') }],
    queryFn: async ({ signal }) => (await calls.getDisclosure(resource, { id: id!, signal })).data,
    enabled: id !== undefined,
  });
}
