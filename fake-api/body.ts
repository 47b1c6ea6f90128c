/**
 * Request bodies, parsed by the zod schema a route declares once (its `doc.body`, also shown in
 * the API's description). Refusals are the contract's 40000: a body that is no object, a field
 * the route does not take (named), or a value the schema refuses (under `data.errors.<field>`).
 */
import type { Request } from 'express';
import { z } from 'zod';
import { validationMessages } from '../resources/lib/messages';
import { ApiFailure, CODES } from './envelope';

/** The request's body as `schema` reads it; an absent body is an empty object. */
export function bodyOf<S extends z.ZodType>(req: Request, schema: S, msg = 'invalid request'): z.output<S> {
  const result = schema.safeParse(req.body === undefined ? {} : req.body);
  if (result.success) return result.data;
  const { issues } = result.error;
  if (issues.some((i) => i.path.length === 0 && (i.code === 'invalid_type' || i.code === 'custom')))
    throw new ApiFailure(CODES.badInput, 'the body must be a JSON object', { errors: { body: 'Must be a JSON object' } });
  const unknown = issues.flatMap((i) => (i.code === 'unrecognized_keys' && i.path.length === 0 ? i.keys : []));
  if (unknown.length > 0) {
    const errors = Object.fromEntries(unknown.slice(0, 10).map((k) => [k.slice(0, 50), validationMessages['en-US'].unknown]));
    throw new ApiFailure(CODES.badInput, `unknown field ${unknown[0].slice(0, 40)}`, { errors });
  }
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
