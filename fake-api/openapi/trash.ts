/**
 * The trash in the API's description (fake-api/trashRoutes.ts): the page of deleted records, a
 * restore and a purge.
 */
import type { ResourceDecl } from '../../resources/lib/schema';
import type { RouteRule } from '../authorization';
import { TRASH_PER_PAGE } from '../trashRoutes';
import { pagingParameters, schemaName, type Parameter } from './collections';
import type { FailureStatus } from './envelope';
import type { Schema } from './jsonSchema';

const PAGING = pagingParameters('trashed records', TRASH_PER_PAGE);

/** The operation of a trash route of `decl`, or undefined for any other route. */
export function trashDoc(
  rule: RouteRule,
  decl: ResourceDecl,
  label: string,
  record: Schema,
): { summary: string; description?: string; parameters?: Parameter[]; data: Schema; fails: FailureStatus[]; etag?: boolean } | undefined {
  if (rule.path === `${decl.endpoint}/trash`)
    return {
      summary: `The deleted records of ${label}, the last deleted first, with who deleted each and when`,
      description: 'A per-user collection lists only the caller’s own, unless their role sees every record. Kept TRASH_RETENTION_DAYS.',
      parameters: PAGING,
      data: { $ref: `#/components/schemas/${schemaName(decl, 'Trash')}` },
      fails: [],
    };
  if (rule.path === `${decl.endpoint}/:id/restore`)
    return {
      summary: `Bring a deleted record of ${label} back, with its id`,
      description: 'Refused whole (40900 naming the field) when a unique value it holds was taken meanwhile. Kept as a revision (action restore).',
      data: record,
      fails: [404, 409],
      etag: true,
    };
  if (rule.path === `${decl.endpoint}/trash/:id`)
    return { summary: `Purge a deleted record of ${label} for good, its files with it; answers it`, data: record, fails: [404] };
  return undefined;
}
