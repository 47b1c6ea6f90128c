import type { Identifier } from 'react-admin';

/**
 * The query key of a record's history: under the resource, like react-admin's own keys, so
 * invalidating the resource after a write refreshes it too.
 */
export const historyKey = (resource: string, id: Identifier) => [resource, 'getHistory', { id: String(id) }] as const;
