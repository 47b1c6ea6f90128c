/**
 * The contract's list query (`current`, `pageSize`, `sort`, `order`, field filters) parsed
 * against a declaration: only declared filterable/sortable fields are accepted, text filters
 * are literal case-insensitive substrings (never a pattern). database/records.ts turns it into SQL.
 */
import { canReadField, MAX_PAGE_SIZE, type FieldDecl, type ResourceDecl } from '../resources/lib/schema';
import { isIsoDate, MAX_RECORD_ID, moreName, NAMED_AT_MOST, parseRecordId } from '../resources/lib/validate';
import { ApiFailure, CODES } from './envelope';
type Query = Record<string, string | string[] | undefined>;

/**
 * One filter: `in` (the field is one of `values`; a `multiple` field holds one of them), `has` (its text contains `values[0]`, lowercased),
 * `gte` / `lte` (a number, or a date's time in ms, is at least / at most `values[0]`).
 */
export interface Filter {
  field: string;
  op: 'in' | 'has' | 'gte' | 'lte';
  values: readonly (string | number | boolean)[];
}

export interface ListQuery {
  current: number;
  pageSize: number;
  sort?: { field: string; desc: boolean };
  /** All of them hold for every record of the answer. */
  filters: Filter[];
}

const one = (v: string | string[] | undefined): string | undefined => (Array.isArray(v) ? v[v.length - 1] : v);
const many = (v: string | string[] | undefined): string[] => (v === undefined ? [] : Array.isArray(v) ? v : [v]);

function positiveInt(raw: string | undefined, fallback: number, max: number, name: string, errors: Record<string, string>): number {
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!/^\d{1,9}$/.test(raw) || n < 1 || n > max) {
    errors[name] = `must be a whole number from 1 to ${max}`;
    return fallback;
  }
  return n;
}

/** Date-only bounds cover the whole day. */
function dateBound(raw: string, upper: boolean): number {
  const t = Date.parse(raw);
  return /^\d{4}-\d{2}-\d{2}$/.test(raw) && upper ? t + 86_400_000 - 1 : t;
}

function rangeFilter(name: string, f: FieldDecl, raw: string, upper: boolean): Filter | string {
  const op = upper ? 'lte' : 'gte';
  if (f.multiple) return 'cannot be filtered by range';
  if (f.kind === 'date') {
    if (!isIsoDate(raw)) return 'must be an ISO 8601 date';
    return { field: name, op, values: [dateBound(raw, upper)] };
  }
  if (f.kind === 'number') {
    const n = Number(raw);
    if (raw.trim() === '' || !Number.isFinite(n)) return 'must be a number';
    return { field: name, op, values: [n] };
  }
  return 'cannot be filtered by range';
}

/** A list of record ids (a `multiple` reference): records holding any of them. */
function idsFilter(name: string, raws: string[]): Filter | string {
  if (raws.some((v) => parseRecordId(v) === undefined)) return `must be record ids (whole numbers from 1 to ${MAX_RECORD_ID})`;
  return { field: name, op: 'in', values: [...new Set(raws.map(Number))] };
}

function valueFilter(name: string, f: FieldDecl, raws: string[]): Filter | string {
  // A `multiple` enum is filtered as an enum (records holding any chosen value); a multiple reference by ids.
  if (f.multiple && f.kind !== 'enum') return idsFilter(name, raws);
  switch (f.kind) {
    case 'enum': {
      const bad = raws.find((v) => !f.values?.includes(v));
      if (bad !== undefined) return `must be one of: ${(f.values ?? []).join(', ')}`;
      return { field: name, op: 'in', values: [...new Set(raws)] };
    }
    case 'number': {
      const ns = raws.map(Number);
      if (ns.some((n, i) => raws[i].trim() === '' || !Number.isFinite(n))) return 'must be a number';
      return { field: name, op: 'in', values: [...new Set(ns)] };
    }
    case 'boolean': {
      if (raws.some((v) => v !== 'true' && v !== 'false')) return 'must be true or false';
      return { field: name, op: 'in', values: [raws[raws.length - 1] === 'true'] };
    }
    case 'date':
      return 'filter dates with _gte and _lte';
    default: {
      const needle = raws[raws.length - 1].toLowerCase();
      if (needle.length > MAX_FILTER_TEXT) return `must be ${MAX_FILTER_TEXT} characters or less`;
      // PostgreSQL refuses a NUL in a text value (a 500, not a miss), and no stored text holds one.
      if (needle.includes('\0')) return 'must not contain NUL characters';
      return { field: name, op: 'has', values: [needle] };
    }
  }
}

/** The longest text a filter may search for, and the last page a list may ask for (also in the API's description). */
export const MAX_FILTER_TEXT = 200;
export const MAX_PAGE = 10_000_000;
/**
 * The most values one parameter may repeat (`id=1&id=2…`, any filter): a page holds no more
 * records, and a thousand make SQLite's expression tree too deep (a 500, not an answer).
 */
export const MAX_FILTER_VALUES = MAX_PAGE_SIZE;

/** The query against the declaration, as `role` may use it: fields it may not see neither filter nor sort. */
export function parseListQuery(decl: ResourceDecl, query: Query, role?: string): ListQuery {
  const visible = (f: FieldDecl | undefined) => f !== undefined && (role === undefined || canReadField(f, role));
  const errors: Record<string, string> = {};
  // The answer names the first few refused parameters and counts the rest: a long query must not make a longer one.
  let refused = 0;
  const refuse = (name: string, why: string) => {
    if (++refused <= NAMED_AT_MOST) errors[name.slice(0, 50)] = why;
  };
  const current = positiveInt(one(query.current), 1, MAX_PAGE, 'current', errors);
  const pageSize = positiveInt(one(query.pageSize), decl.perPage ?? 10, MAX_PAGE_SIZE, 'pageSize', errors);
  let sort: ListQuery['sort'];
  const sortField = one(query.sort);
  if (sortField !== undefined) {
    const order = (one(query.order) ?? 'asc').toLowerCase();
    if (sortField !== 'id' && !(Object.hasOwn(decl.fields, sortField) && visible(decl.fields[sortField]) && decl.fields[sortField].sort))
      refuse('sort', `cannot sort by "${sortField.slice(0, 50)}"`);
    else if (order !== 'asc' && order !== 'desc') refuse('order', 'must be asc or desc');
    else sort = { field: sortField, desc: order === 'desc' };
  } else if (query.order !== undefined) {
    refuse('order', 'needs sort');
  }
  const filters: Filter[] = [];
  for (const [key, value] of Object.entries(query)) {
    if (['current', 'pageSize', 'sort', 'order'].includes(key) || value === undefined) continue;
    const raws = many(value);
    if (raws.length > MAX_FILTER_VALUES) {
      refuse(key, `at most ${MAX_FILTER_VALUES} values`);
      continue;
    }
    if (key === 'id') {
      // Ids are whole numbers within the id column's range: anything else matches no record.
      const ids = [...new Set(raws.map(parseRecordId))].filter((n): n is number => n !== undefined);
      filters.push({ field: 'id', op: 'in', values: ids });
      continue;
    }
    const range = /^(.+)_(gte|lte)$/.exec(key);
    const name = range ? range[1] : key;
    const f = Object.hasOwn(decl.fields, name) ? decl.fields[name] : undefined;
    if (!f?.filter || !visible(f)) {
      refuse(key, 'is not a filter of this list');
      continue;
    }
    if (raws.every((v) => v === '')) continue;
    const filter = range ? rangeFilter(name, f, raws[raws.length - 1], range[2] === 'lte') : valueFilter(name, f, raws);
    if (typeof filter === 'string') refuse(key, filter);
    else filters.push(filter);
  }
  if (refused > NAMED_AT_MOST) errors[moreName(refused - NAMED_AT_MOST)] = 'refused as well';
  if (Object.keys(errors).length) throw new ApiFailure(CODES.badInput, 'invalid list query', { errors });
  return { current, pageSize, sort, filters };
}
