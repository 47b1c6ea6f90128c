/**
 * A declared collection's part of the API's description, from its declaration alone: the list's
 * parameters (paging, sort fields, filters), the record, and what a create or an update may send.
 */
import { canReadField, MAX_PAGE_SIZE, type FieldDecl, type ResourceDecl } from '../../resources/lib/schema';
import { MAX_RECORD_ID } from '../../resources/lib/validate';
import { kindOf, type QueryValue } from '../../resources/lib/kinds';
import { MAX_FILTER_TEXT, MAX_FILTER_VALUES, MAX_PAGE } from '../listQuery';
import { recordSchema, writeSchema } from './fields';
import { bulkResultSchema, bulkSchema, disclosureSchema, historyEntrySchema, timelineSchema, transitionSchema } from './workflow';
import { jsonSchemaOf, type Schema } from './jsonSchema';

export interface Parameter {
  name: string;
  in: 'query' | 'path' | 'header';
  required?: boolean;
  description?: string;
  schema: Schema;
  style?: 'form';
  explode?: boolean;
}

/** The roles that may see a field, when narrower than the resource's. */
const readers = (f: FieldDecl) => (f.access?.read ? ` (only ${f.access.read.join(', ')})` : '');

/** A parameter repeated for several values (`status=a&status=b`). */
const repeated = (items: Schema) => ({ schema: { type: 'array', items }, style: 'form' as const, explode: true });
const choices = (f: FieldDecl): Schema => ({ type: 'string', enum: [...((f.kind === 'enum' && f.values) || [])] });

/** The plain parameter of a filter, by how its kind reads the values (`filter.reads`, resources/lib/kinds/kind.ts). */
const MATCHES: Record<QueryValue, (name: string, f: FieldDecl) => Omit<Parameter, 'name' | 'in'>> = {
  text: (name) => ({
    description: `${name} contains this text, ignoring case (a literal, not a pattern)`,
    schema: { type: 'string', maxLength: MAX_FILTER_TEXT },
  }),
  number: (name) => ({ description: `${name} is one of these`, ...repeated({ type: 'number' }) }),
  boolean: (name) => ({ description: `${name} is this`, schema: { type: 'string', enum: ['true', 'false'] } }),
  choice: (name, f) => ({ description: `${name} is one of these`, ...repeated(choices(f)) }),
  time: (name) => ({ description: `${name} is this time`, schema: { type: 'string' } }),
};

/** A range's bound, by how its kind reads the values. */
const BOUNDS: Partial<Record<QueryValue, Schema>> = {
  number: { type: 'number' },
  time: { type: 'string', description: 'ISO 8601 date or date and time' },
};

function filterParameters(name: string, f: FieldDecl): Parameter[] {
  const note = readers(f);
  const spec = kindOf(f).filter;
  if (!spec) return [];
  if (f.multiple) {
    const items = spec.reads === 'choice' ? choices(f) : { type: 'integer', minimum: 1 };
    return [{ name, in: 'query', description: `${name} holds any of these${note}`, ...repeated(items) }];
  }
  const parameters: Parameter[] = [];
  if (spec.match) {
    const match = MATCHES[spec.reads](name, f);
    parameters.push({ name, in: 'query', ...match, description: `${match.description}${note}` });
  }
  const bound = BOUNDS[spec.reads];
  if (spec.range && bound)
    parameters.push(
      { name: `${name}_gte`, in: 'query', description: `${name} at least this${note}`, schema: bound },
      { name: `${name}_lte`, in: 'query', description: `${name} at most this (a date: the whole day)${note}`, schema: bound },
    );
  return parameters;
}

/** `If-Match` on a write to one record (fake-api/etag.ts). */
/** `page` and `perPage` of a route beside a collection (fake-api/paging.ts): `what` names the items paged. */
export const pagingParameters = (what: string, perPage: number): Parameter[] => [
  { name: 'page', in: 'query', description: 'the page, from 1', schema: { type: 'integer', minimum: 1, default: 1 } },
  { name: 'perPage', in: 'query', description: `${what} per page`, schema: { type: 'integer', minimum: 1, maximum: MAX_PAGE_SIZE, default: perPage } },
];

export const IF_MATCH: Parameter = {
  name: 'If-Match',
  in: 'header',
  description:
    'the ETag the record had when the client read it (or `*`): the write goes through only while the record still has it, else 412 (41200) with the record as it is now; a weak tag never matches; none: the write goes through',
  schema: { type: 'string' },
};

/** The ETag header of a record answer. */
export const ETAG_HEADER = {
  ETag: {
    description: "the record's version: a strong ETag, the sha256 of the record as stored (all its fields), for If-Match",
    schema: { type: 'string', pattern: '^"[0-9a-f]{64}"$' },
  },
};

/** The list's query: paging, sorting by the sortable fields, and a filter per filterable field. */
export function listParameters(decl: ResourceDecl): Parameter[] {
  const sortable = ['id', ...Object.entries(decl.fields).flatMap(([name, f]) => (f.sort ? [name] : []))];
  const filters = Object.entries(decl.fields).flatMap(([name, f]) => (f.filter ? filterParameters(name, f) : []));
  return [
    { name: 'current', in: 'query', description: 'the page, from 1', schema: { type: 'integer', minimum: 1, maximum: MAX_PAGE, default: 1 } },
    {
      name: 'pageSize',
      in: 'query',
      description: 'rows per page',
      schema: { type: 'integer', minimum: 1, maximum: MAX_PAGE_SIZE, default: decl.perPage ?? 10 },
    },
    { name: 'sort', in: 'query', description: 'the field to sort by (text ignores case)', schema: { type: 'string', enum: sortable } },
    { name: 'order', in: 'query', description: 'with sort', schema: { type: 'string', enum: ['asc', 'desc'], default: 'asc' } },
    {
      name: 'id',
      in: 'query',
      description: 'only these records',
      schema: { type: 'array', maxItems: MAX_FILTER_VALUES, items: { type: 'integer', minimum: 1, maximum: MAX_RECORD_ID } },
      style: 'form',
      explode: true,
    },
    ...filters,
  ];
}

/** The schemas of a collection, named after the resource. */
export function collectionSchemas(decl: ResourceDecl): Record<string, Schema> {
  const record = jsonSchemaOf(recordSchema(decl), 'output');
  // Fields some roles may not read are left out of their answers: only the others are always there.
  record.required = ['id', ...Object.entries(decl.fields).flatMap(([name, f]) => (f.required && !f.when && canReadField(f, 'user') ? [name] : []))];
  const writable = decl.access.write.length > 0;
  return {
    [schemaName(decl, 'Record')]: record,
    ...(writable && {
      [schemaName(decl, 'Create')]: jsonSchemaOf(writeSchema(decl, 'create'), 'input'),
      [schemaName(decl, 'Update')]: jsonSchemaOf(writeSchema(decl, 'update'), 'input'),
    }),
    ...(decl.workflow && {
      [schemaName(decl, 'Transition')]: jsonSchemaOf(transitionSchema(decl), 'input'),
      [schemaName(decl, 'Bulk')]: jsonSchemaOf(bulkSchema(decl), 'input'),
      [schemaName(decl, 'BulkResults')]: withRecords(jsonSchemaOf(bulkResultSchema, 'output'), { $ref: `#/components/schemas/${schemaName(decl, 'Record')}` }),
      [schemaName(decl, 'History')]: {
        type: 'object',
        properties: { list: { type: 'array', items: jsonSchemaOf(historyEntrySchema, 'output') } },
        required: ['list'],
        additionalProperties: false,
      },
    }),
    ...(decl.timeline && { [schemaName(decl, 'Timeline')]: jsonSchemaOf(timelineSchema, 'output') }),
    ...(decl.disclosure && { [schemaName(decl, 'Disclosure')]: jsonSchemaOf(disclosureSchema, 'output') }),
    ...(decl.trash && writable && { [schemaName(decl, 'Trash')]: trashPage(record) }),
    [schemaName(decl, 'Page')]: {
      type: 'object',
      properties: {
        list: { type: 'array', items: { $ref: `#/components/schemas/${schemaName(decl, 'Record')}` } },
        total: { type: 'integer', minimum: 0 },
        etags: {
          type: 'object',
          description: "each listed record's ETag (as its ETag header would say), by id",
          additionalProperties: { type: 'string', pattern: '^"[0-9a-f]{64}"$' },
        },
      },
      required: ['list', 'total', 'etags'],
      additionalProperties: false,
    },
  };
}

/** A page of the trash (fake-api/trashRoutes.ts): each record as the record schema says, with who deleted it and when. */
function trashPage(record: Schema): Schema {
  const { properties, required } = record as { properties: Record<string, Schema>; required: string[] };
  const deletedBy = {
    type: ['object', 'null'],
    properties: { id: { type: 'integer' }, name: { type: 'string' } },
    required: ['id', 'name'],
    additionalProperties: false,
    description: 'who deleted it; null for the system',
  };
  const item = {
    ...record,
    properties: { ...properties, deletedBy, deletedAt: { type: 'string', description: 'ISO 8601 date and time' } },
    required: [...required, 'deletedBy', 'deletedAt'],
  };
  return {
    type: 'object',
    properties: { list: { type: 'array', items: item, description: 'the last deleted first' }, total: { type: 'integer', minimum: 0 } },
    required: ['list', 'total'],
    additionalProperties: false,
  };
}

/** The bulk results' items with the moved record, as the collection's record schema says. */
function withRecords(results: Schema, record: Schema): Schema {
  const item = (results.properties as { list: { items: { properties: Record<string, Schema> } } }).list.items;
  item.properties.record = { ...record, description: 'the record as moved (a success only)' };
  item.properties.current = { ...record, description: 'a 41200: the record as it is now (as the caller may see it)' };
  return results;
}

const pascal = (s: string) => s.replace(/(^|[-_\s]+)(\w)/g, (_, __, c: string) => c.toUpperCase());
export const schemaName = (
  decl: ResourceDecl,
  part: 'Record' | 'Create' | 'Update' | 'Page' | 'Trash' | 'Transition' | 'History' | 'Bulk' | 'BulkResults' | 'Timeline' | 'Disclosure',
) => `${pascal(decl.name)}${part}`;

/** Whether writes can meet a unique value already used (40900). */
export const hasUnique = (decl: ResourceDecl) => Object.values(decl.fields).some((f) => f.unique);
