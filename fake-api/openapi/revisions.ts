/**
 * A record's revisions in the API's description (fake-api/revisionRoutes.ts): the page of them, and
 * a revert to one.
 */
import { z } from 'zod';
import type { ResourceDecl } from '../../resources/lib/schema';
import type { RouteRule } from '../authorization';
import { REVISIONS_PER_PAGE } from '../revisions';
import { IF_MATCH, pagingParameters, type Parameter } from './collections';
import type { FailureStatus } from './envelope';
import { jsonSchemaOf, type Schema } from './jsonSchema';

const revisionSchema = z.strictObject({
  id: z.int().min(1),
  at: z.string().meta({ description: 'ISO 8601 date and time' }),
  actor: z
    .strictObject({ id: z.int(), name: z.string() })
    .nullable()
    .meta({ description: 'who made the change; null for the system (an effect, the expiry sweep)' }),
  action: z.enum(['create', 'update', 'transition', 'revert', 'delete', 'restore']),
  transition: z.string().optional().meta({ description: "the transition's name, for a transition" }),
  changes: z
    .array(z.strictObject({ field: z.string(), before: z.unknown(), after: z.unknown() }))
    .meta({ description: 'each field that changed, null for none, a file as { name, sha256 }; only the fields the caller may read' }),
});

const pageSchema = z.strictObject({ list: z.array(revisionSchema).meta({ description: 'newest first' }), total: z.int().min(0) });

const PAGING = pagingParameters('revisions', REVISIONS_PER_PAGE);

/** The operation of a revisions route of `decl`, or undefined for any other route. */
export function revisionDoc(
  rule: RouteRule,
  decl: ResourceDecl,
  label: string,
  record: Schema,
): { summary: string; description?: string; parameters: Parameter[]; data: Schema; fails: FailureStatus[]; etag?: boolean } | undefined {
  if (rule.path === `${decl.endpoint}/:id/revisions`)
    return {
      summary: `The revisions of a record of ${label}, newest first`,
      parameters: PAGING,
      data: jsonSchemaOf(pageSchema, 'output'),
      fails: [404],
      etag: true,
    };
  if (rule.path === `${decl.endpoint}/:id/revisions/:revisionId/revert`)
    return {
      summary: `Write back the values a record of ${label} had just after one of its revisions`,
      description:
        "Never its workflow state, owner, server-set fields or files, nor a field the caller may not write; checked as an update, and refused whole (40000, 40900) if it breaks a rule now; refused (40000) in a state that allows no edits. Kept as a revision of its own (action 'revert').",
      parameters: [IF_MATCH],
      data: record,
      fails: [404, 409, 412],
      etag: true,
    };
  return undefined;
}
