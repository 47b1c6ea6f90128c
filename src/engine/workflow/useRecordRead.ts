import { useQuery } from '@tanstack/react-query';
import { useDataProvider, type Identifier } from 'react-admin';
import type { WorkflowDataProvider } from '../../../dataProvider/workflow';

/** A record's reads beyond react-admin's, by their data provider method: its history, timeline, disclosure report. */
export type RecordRead = 'getHistory' | 'getTimeline' | 'getDisclosure';

/** What a record's read answers: its history, its timeline (oldest first), its disclosure report (null before its file is read). */
export type RecordReadData<M extends RecordRead> = Awaited<ReturnType<WorkflowDataProvider[M]>>['data'];

/**
 * The query key of one of a record's reads: under the resource, like react-admin's own keys, so
 * invalidating the resource after a write (a transition, a new file) reads it again too.
 */
export const recordReadKey = (resource: string, method: RecordRead, id: Identifier) => [resource, method, { id: String(id) }] as const;

/** One of a record's reads through the data provider, under `recordReadKey`: none while loading or without a record. */
export function useRecordRead<M extends RecordRead>(resource: string, method: M, id: Identifier | undefined) {
  const dataProvider = useDataProvider<WorkflowDataProvider>();
  return useQuery({
    queryKey: recordReadKey(resource, method, id ?? ''),
    queryFn: async ({ signal }): Promise<RecordReadData<M>> => (await dataProvider[method](resource, { id: id!, signal })).data,
    enabled: id !== undefined,
  });
}
