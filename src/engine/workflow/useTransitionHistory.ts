import { useQuery } from '@tanstack/react-query';
import { useDataProvider, type Identifier } from 'react-admin';
import type { WorkflowDataProvider } from '../../../dataProvider/workflow';
import { historyKey } from './historyKey';

/** A record's changes of state, oldest first (none while loading or without a record). */
export function useTransitionHistory(resource: string, id: Identifier | undefined) {
  const dataProvider = useDataProvider<WorkflowDataProvider>();
  return useQuery({
    queryKey: historyKey(resource, id ?? ''),
    queryFn: async ({ signal }) => (await dataProvider.getHistory(resource, { id: id!, signal })).data,
    enabled: id !== undefined,
  });
}
