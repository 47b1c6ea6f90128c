/**
 * Request bodies, parsed by the zod schema a route declares once (its `doc.body`, also shown in
 * the API's description). Refusals are the contract's 40000: a body that is no object, a field
 * the route does not take (named), or a value the schema refuses (under `data.errors.<field>`).
 */
import type { Request } from 'express';
import { z } from 'zod';
import { validationMessages } from '../resources/lib/messages';
import { moreName, NAMED_AT_MOST } from '../resources/lib/validate';
import { ApiFailure, CODES } from './envelope';

const UNKNOWN = validationMessages['en-US'].unknown;

/** The refusal of unknown fields: the first NAMED_AT_MOST named, the rest counted (`total` of them in all). */
function unknownFields(named: readonly string[], total = named.length): ApiFailure {
  const errors: Record<string, string> = Object.fromEntries(named.slice(0, NAMED_AT_MOST).map((k) => [k.slice(0, 50), UNKNOWN]));
  if (total > NAMED_AT_MOST) errors[moreName(total - NAMED_AT_MOST)] = UNKNOWN;
  const more = total > 1 ? ` and ${total - 1} more` : '';
  return new ApiFailure(CODES.badInput, `unknown field ${named[0].slice(0, 40)}${more}`, { errors });
}

/**
 * A body's fields that `known` does not list: the first NAMED_AT_MOST of them, and how many in
 * all. Counting is all that is done past those (no message, no copy), however many keys come.
 */
function unknownKeys(body: object, known: (name: string) => boolean): { named: string[]; total: number } {
  const named: string[] = [];
  let total = 0;
  for (const name of Object.keys(body)) {
    if (known(name)) continue;
    if (++total <= NAMED_AT_MOST) named.push(name);
  }
  return { named, total };
}

/** A strict object schema's own fields (zod refuses any other key), else undefined. */
function strictFields(schema: z.ZodType): ReadonlySet<string> | undefined {
  if (!(schema instanceof z.ZodObject)) return undefined;
  // zod 4 marks z.strictObject by a catch-all that takes nothing (`never`).
  return schema._zod.def.catchall?._zod.def.type === 'never' ? new Set(Object.keys(schema.shape)) : undefined;
}

/** The request's body as `schema` reads it; an absent body is an empty object. */
export function bodyOf<S extends z.ZodType>(req: Request, schema: S, msg = 'invalid request'): z.output<S> {
  const body: unknown = req.body === undefined ? {} : req.body;
  // Unknown keys first, by counting: zod would list every one of 80,000 before the refusal names ten.
  const fields = strictFields(schema);
  if (fields && typeof body === 'object' && body !== null && !Array.isArray(body)) {
    const { named, total } = unknownKeys(body, (name) => fields.has(name));
    if (total > 0) throw unknownFields(named, total);
  }
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  const { issues } = result.error;
  if (issues.some((i) => i.path.length === 0 && (i.code === 'invalid_type' || i.code === 'custom')))
    throw new ApiFailure(CODES.badInput, 'the body must be a JSON object', { errors: { body: 'Must be a JSON object' } });
  const unknown = issues.flatMap((i) => (i.code === 'unrecognized_keys' && i.path.length === 0 ? i.keys : []));
  if (unknown.length > 0) throw unknownFields(unknown);
  // One message per field of the body (an item of a list reports under the list's name).
  const errors: Record<string, string> = {};
  for (const i of issues) errors[String(i.path[0] ?? 'body')] ??= i.message;
  throw new ApiFailure(CODES.badInput, msg, { errors });
}

/**
 * The fields of `schema` with any value: the body's shape is checked by zod, its values by the
 * declared rules the console's forms run too, whose field errors carry the forms' i18n messages.
 */
export const fieldsOf = (schema: z.ZodObject) => z.strictObject(Object.fromEntries(Object.keys(schema.shape).map((k) => [k, z.unknown().optional()])));

/** An action that takes no input: no body, or an empty object. */
export const NO_INPUT = z.strictObject({});

/** Any JSON object: for bodies whose fields the declared rules check themselves (a record, the parameters). */
// Checked, not copied: a copy would turn a `__proto__` key into a prototype, and the declared rules name it as unknown.
export const AN_OBJECT = z.custom<Record<string, unknown>>((v) => typeof v === 'object' && v !== null && !Array.isArray(v));
