/**
 * Declared fields (resources/lib/schema.ts) as zod schemas: what a record holds and what a write
 * may send, each value as its kind describes it (resources/lib/kinds/), with the declaration's kinds, lengths, patterns, ranges, enums and roles. The API's
 * description is made from these, and feature routes whose values follow declared fields
 * (the monitor's information, the profile) declare their bodies with them.
 */
import { z } from 'zod';
import { isFormField, MAX_MULTIPLE, type FieldDecl, type ResourceDecl, type RoleRule } from '../../resources/lib/schema';
import { kindOf } from '../../resources/lib/kinds';

const rolesOf = (rule: readonly RoleRule[] | undefined) => (rule ? [...rule] : undefined);

/** Where the declaration says more than the type: who may read and write it, and what the server does with it. */
function notes(f: FieldDecl): Record<string, unknown> {
  const meta: Record<string, unknown> = {};
  const read = rolesOf(f.access?.read);
  const write = rolesOf(f.access?.write);
  if (read || write) meta['x-roles'] = { ...(read && { read }), ...(write && { write }) };
  if (f.auto) meta.readOnly = true;
  if (f.auto) meta['x-server-managed'] = f.auto;
  if (f.unique) meta['x-unique'] = true;
  if (f.reference) meta['x-reference'] = f.reference;
  if (f.when) meta['x-only-when'] = f.when;
  if (f.transitions) meta['x-transitions'] = f.transitions;
  if (f.defaultValue !== undefined) meta.default = f.defaultValue;
  return meta;
}

/** A `multiple` field: distinct enum values or record ids (an empty list is sent as no value). */
const listSchema = (f: FieldDecl): z.ZodType =>
  z
    .array(f.reference === undefined ? kindOf(f).schema(f, z) : z.int().min(1))
    .min(1)
    .max(MAX_MULTIPLE)
    .meta({ uniqueItems: true });

/** A value as its kind describes it (resources/lib/kinds/), or a list of them. */
const valueSchema = (f: FieldDecl): z.ZodType => (f.multiple ? listSchema(f) : kindOf(f).schema(f, z));

/** A field's value as records hold it. */
export const fieldSchema = (f: FieldDecl): z.ZodType => valueSchema(f).meta(notes(f));

/** A field's value as a write may send it: an optional field may be sent empty (`null` or ''), which leaves it out. */
export function fieldInputSchema(f: FieldDecl): z.ZodType {
  const input = kindOf(f).inputSchema;
  const value = input && !f.multiple ? input(f, z).meta(notes(f)) : fieldSchema(f);
  if (f.required && !f.when) return value;
  return z.union([value, z.literal(''), z.null(), ...(f.multiple ? [z.array(z.never()).max(0)] : [])]);
}

/** An object of declared fields: required ones required, the others optional, nothing else. */
export function fieldsSchema(fields: Readonly<Record<string, FieldDecl>>, as: 'record' | 'input'): z.ZodObject {
  const shape: Record<string, z.ZodType> = {};
  for (const [name, f] of Object.entries(fields)) {
    const value = as === 'input' ? fieldInputSchema(f) : fieldSchema(f);
    shape[name] = f.required && !f.when ? value : value.optional();
  }
  return z.strictObject(shape);
}

/** A stored record of a declaration as answered: its id and its fields (`omit`: those a route leaves out). */
export const recordSchema = (decl: ResourceDecl, omit: readonly string[] = []): z.ZodObject =>
  fieldsSchema(Object.fromEntries(Object.entries(decl.fields).filter(([name]) => !omit.includes(name))), 'record').extend({
    id: z.int().min(1).meta({ readOnly: true }),
  });

/** A write's body: a create sends the form's fields; an update may also repeat the id and server-managed values unchanged. */
export function writeSchema(decl: ResourceDecl, mode: 'create' | 'update'): z.ZodObject {
  const fields = Object.entries(decl.fields).filter(([, f]) => mode === 'update' || isFormField(f));
  const body = fieldsSchema(Object.fromEntries(fields.map(([name, f]) => [name, { ...f, required: mode === 'create' && f.required }])), 'input');
  return mode === 'update' ? body.extend({ id: z.union([z.int(), z.string()]).optional().meta({ description: "ignored; must be the record's own" }) }) : body;
}

/** Fields at dotted paths (`video.encoding.rate.min`) as nested objects. */
export function nestedFieldsSchema(entries: readonly (readonly [path: string, field: FieldDecl])[], as: 'record' | 'input'): z.ZodObject {
  const tree: Record<string, unknown> = {};
  for (const [path, f] of entries) {
    const keys = path.split('.');
    let node = tree;
    for (const k of keys.slice(0, -1)) node = (node[k] ??= {}) as Record<string, unknown>;
    node[keys[keys.length - 1]] = f;
  }
  const build = (node: Record<string, unknown>): z.ZodObject =>
    z.strictObject(
      Object.fromEntries(
        Object.entries(node).map(([k, v]) => {
          if (!('kind' in (v as object))) return [k, build(v as Record<string, unknown>)];
          const f = v as FieldDecl;
          const value = as === 'input' ? fieldInputSchema(f) : fieldSchema(f);
          return [k, f.required ? value : value.optional()];
        }),
      ),
    );
  return build(tree);
}
