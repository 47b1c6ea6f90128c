/**
 * The contract's list query (`current`, `pageSize`, `sort`, `order`, field filters) parsed
 * against a declaration: only declared filterable/sortable fields are accepted, each filtered as
 * its kind says (resources/lib/kinds/); text filters are literal case-insensitive substrings
 * (never a pattern). database/records.ts turns it into SQL.
 */
import { canReadField, MAX_PAGE_SIZE, type FieldDecl, type ResourceDecl } from '../resources/lib/schema';
import { isIsoDate, MAX_RECORD_ID, moreName, NAMED_AT_MOST, parseRecordId } from '../resources/lib/validate';
import { kindOf, type QueryValue } from '../resources/lib/kinds';
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

/** A parameter's values as a filter takes them (the last one where only one counts), or why they are refused. */
type Reader = (raws: readonly string[], f: FieldDecl, upper: boolean) => Filter['values'] | string;
const last = (raws: readonly string[]) => raws[raws.length - 1];
const isNumber = (raw: string) => raw.trim() !== '' && Number.isFinite(Number(raw));

/** How a kind's filter values are read (its `filter.reads`, resources/lib/kinds/kind.ts). */
const READERS: Record<QueryValue, Reader> = {
  text(raws) {
    const needle = last(raws).toLowerCase();
    if (needle.length > MAX_FILTER_TEXT) return `must be ${MAX_FILTER_TEXT} characters or less`;
    // PostgreSQL refuses a NUL in a text value (a 500, not a miss), and no stored text holds one.
    if (needle.includes('\0')) return 'must not contain NUL characters';
    return [needle];
  },
  number: (raws) => (raws.every(isNumber) ? [...new Set(raws.map(Number))] : 'must be a number'),
  boolean: (raws) => (raws.every((v) => v === 'true' || v === 'false') ? [last(raws) === 'true'] : 'must be true or false'),
  choice(raws, f) {
    const values: readonly string[] = (f.kind === 'enum' && f.values) || [];
    return raws.every((v) => values.includes(v)) ? [...new Set(raws)] : `must be one of: ${values.join(', ')}`;
  },
  time: (raws, _, upper) => (isIsoDate(last(raws)) ? [dateBound(last(raws), upper)] : 'must be an ISO 8601 date'),
};

/** A list of record ids (a `multiple` reference): records holding any of them. */
function idsFilter(name: string, raws: string[]): Filter | string {
  if (raws.some((v) => parseRecordId(v) === undefined)) return `must be record ids (whole numbers from 1 to ${MAX_RECORD_ID})`;
  return { field: name, op: 'in', values: [...new Set(raws.map(Number))] };
}

/** A field's filter as its kind takes it (`filter`): its plain parameter, or a bound (`<field>_gte` / `<field>_lte`). */
function fieldFilter(name: string, f: FieldDecl, raws: string[], bound?: 'gte' | 'lte'): Filter | string {
  const spec = kindOf(f).filter;
  if (bound) {
    if (f.multiple || !spec?.range) return 'cannot be filtered by range';
    const values = READERS[spec.reads]([last(raws)], f, bound === 'lte');
    return typeof values === 'string' ? values : { field: name, op: bound, values };
  }
  // A `multiple` enum is filtered as an enum (records holding any chosen value); a multiple reference by ids.
  if (f.multiple && spec?.reads !== 'choice') return idsFilter(name, raws);
  if (!spec?.match) return spec?.range ? `filter with ${name}_gte and ${name}_lte` : 'cannot be filtered';
  const values = READERS[spec.reads](raws, f, false);
  return typeof values === 'string' ? values : { field: name, op: spec.match, values };
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
    const filter = fieldFilter(name, f, raws, range?.[2] as 'gte' | 'lte' | undefined);
    if (typeof filter === 'string') refuse(key, filter);
    else filters.push(filter);
  }
  if (refused > NAMED_AT_MOST) errors[moreName(refused - NAMED_AT_MOST)] = 'refused as well';
  if (Object.keys(errors).length) throw new ApiFailure(CODES.badInput, 'invalid list query', { errors });
  return { current, pageSize, sort, filters };
}
