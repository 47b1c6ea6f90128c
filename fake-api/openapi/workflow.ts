/**
 * A declared workflow's shapes in the API's description: a transition's body (with the fields
 * its guards take: override reasons, a confirmation, the sha256 of the file seen), a history
 * entry, the bulk call and its results, a timeline entry and a disclosure report.
 */
import { z } from 'zod';
import { RULE_NAMES, type RuleName } from '../../resources/lib/disclosure';
import { manualTransitions, MAX_BULK, type ResourceDecl } from '../../resources/lib/schema';
import { extraFieldsOf, MAX_OVERRIDE } from '../../resources/lib/workflow';
import { fieldsSchema } from './fields';

const EXTRA = {
  reason: () =>
    z.string().min(1).max(MAX_OVERRIDE).meta({ description: 'a reason to decide despite a failing check (kept in the history and the operation log)' }),
  confirm: () => z.boolean().meta({ description: 'the taker confirms a check by eye (an image)' }),
  sha256: () =>
    z
      .string()
      .regex(/^[0-9a-f]{64}$/)
      .meta({ description: "the sha256 of the record's file as the taker saw it" }),
};

/** The fields a transition into one of the workflow's states takes: its declared ones and its guards' (all optional here). */
function givenFields(decl: ResourceDecl): z.ZodObject {
  const transitions = manualTransitions(decl);
  const declared = Object.fromEntries(
    transitions.flatMap((t) => (t.fields ?? []).map(({ field }) => [field, { ...decl.fields[field], required: false }] as const)),
  );
  const extra = Object.fromEntries(transitions.flatMap((t) => [...extraFieldsOf(t)].map(([name, kind]) => [name, EXTRA[kind]().optional()] as const)));
  return fieldsSchema(declared, 'input').extend(extra);
}

const targets = (decl: ResourceDecl) => [...new Set(manualTransitions(decl).map((t) => t.to))] as [string, ...string[]];

/** A transition's body: where to go, and the fields the transitions into there take. */
export const transitionSchema = (decl: ResourceDecl): z.ZodObject =>
  givenFields(decl).extend({
    to: z.enum(targets(decl)).meta({ description: 'the state to move to; each transition says from which states, who, and which of the fields it requires' }),
  });

/** The bulk call's body: the records, where to go, the fields given to each. */
export const bulkSchema = (decl: ResourceDecl): z.ZodObject =>
  transitionSchema(decl).extend({
    ids: z
      .array(z.int().min(1))
      .min(1)
      .max(MAX_BULK)
      .meta({ description: `1 to ${MAX_BULK} record ids, each moved alone` }),
    etags: z
      .record(z.string(), z.string().max(200))
      .optional()
      .meta({ description: 'the ETag a record must still have to be moved, by id (as If-Match on one record); a record not named moves as it is' }),
  });

const causeSchema = z.strictObject({ resource: z.string(), id: z.int(), transition: z.string() }).meta({ description: 'what made the system take it' });

/** Why a transition was refused, for a client to say in its reader's language. */
export const refusalSchema = z.strictObject({
  why: z.string().meta({
    description:
      'role, system, owner, notOwner, notBy, quorum (40300); past, state, dateAhead, conflict, requires, manual, disclosure, fileUnseen (40000); reference, fileChanged, noFile (40900)',
  }),
  field: z.string().optional(),
  resource: z.string().optional(),
  state: z.string().optional(),
  transition: z.string().optional(),
});

/** One entry of a record's history (resources/lib/workflow.ts HistoryEntry). */
export const historyEntrySchema = z.strictObject({
  id: z.int().min(1),
  time: z.string().meta({ description: 'ISO 8601 date and time' }),
  userId: z.int().meta({ description: '0 for the system' }),
  actor: z.string(),
  transition: z.string(),
  from: z.string(),
  to: z.string().meta({ description: 'the same as `from` for one approval of several (a quorum), or a retired field kept' }),
  fields: z.record(z.string(), z.unknown()),
  cause: causeSchema.optional(),
});

/** The bulk call's answer: one result per id, in order (each moved one's `record` is added where the collection's record schema is known). */
export const bulkResultSchema = z.strictObject({
  list: z.array(
    z.strictObject({
      id: z.int(),
      code: z.int().meta({ description: 'the envelope code this record would have had alone' }),
      msg: z.string(),
      refusal: refusalSchema.optional(),
      errors: z.record(z.string(), z.string()).optional(),
      etag: z.string().optional().meta({ description: "a 41200: the record's ETag now" }),
      changedBy: z.strictObject({ id: z.int(), name: z.string() }).optional().meta({ description: 'a 41200: who changed it last' }),
      changedAt: z.string().optional().meta({ description: 'a 41200: when (ISO 8601)' }),
    }),
  ),
});

export const timelineSchema = z.strictObject({
  list: z.array(
    z.strictObject({
      time: z.string(),
      resource: z.string(),
      recordId: z.int(),
      label: z.string(),
      transition: z.string().meta({ description: 'a transition, or `create`' }),
      from: z.string(),
      to: z.string(),
      actor: z.string(),
      fields: z.record(z.string(), z.unknown()),
      cause: causeSchema.optional(),
    }),
  ),
});

const cellSchema = z.strictObject({ row: z.int().min(0), column: z.string(), value: z.string() });
export const disclosureSchema = z
  .strictObject({
    kind: z.enum(['table', 'image']),
    threshold: z.int().min(1),
    passed: z.boolean(),
    rules: z.array(
      z.strictObject({ rule: z.enum(RULE_NAMES as [RuleName, ...RuleName[]]), passed: z.boolean(), failing: z.int().min(0), cells: z.array(cellSchema) }),
    ),
    columns: z.array(z.strictObject({ name: z.string(), role: z.enum(['count', 'magnitude', 'top', 'other', 'text']) })),
  })
  .nullable();
