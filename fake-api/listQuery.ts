/**
 * The contract's list query (`current`, `pageSize`, `sort`, `order`, field filters) parsed
 * against a declaration: only declared filterable/sortable fields are accepted, text filters
 * are literal case-insensitive substrings (never a regular expression).
 */
import { canReadField, MAX_PAGE_SIZE, type FieldDecl, type ResourceDecl } from '../resources/lib/schema';
import { isIsoDate, type RecordData } from '../resources/lib/validate';
import { ApiFailure, CODES } from './envelope';

type Query = Record<string, string | string[] | undefined>;
type Predicate = (r: RecordData) => boolean;

/** An exact-match filter (`field` is one of `values`): what the indexes in `indexes.ts` can answer. */
export interface ExactTerm {
  field: string;
  values: readonly unknown[];
}

/** A text filter: the field's lowercased text contains `needle` (already lowercased). */
export interface TextTerm {
  field: string;
  needle: string;
}

export interface ListQuery {
  current: number;
  pageSize: number;
  sort?: { field: string; desc: boolean };
  /** Every filter, as a test on one record: applying all of them is always the whole answer. */
  predicates: Predicate[];
  /** The filters among `predicates` that are exact matches on a field (enum, number, boolean). */
  exact: ExactTerm[];
  /** The filters among `predicates` that are text searches, and the predicates of all the others. */
  text: TextTerm[];
  others: Predicate[];
  /**
   * The filters as one canonical string (order of parameters, repeated values and page left
   * out): two queries with the same `key` match the same records. Indexes cache answers by it.
   */
  key: string;
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

type Filter = { predicate: Predicate; key: unknown[]; exact?: readonly unknown[]; text?: string };

function rangeFilter(name: string, f: FieldDecl, raw: string, upper: boolean): Filter | string {
  const op = upper ? 'lte' : 'gte';
  if (f.kind === 'date') {
    if (!isIsoDate(raw)) return 'must be an ISO 8601 date';
    const bound = dateBound(raw, upper);
    return {
      predicate: (r) => typeof r[name] === 'string' && (upper ? Date.parse(r[name]) <= bound : Date.parse(r[name]) >= bound),
      key: [name, op, bound],
    };
  }
  if (f.kind === 'number') {
    const n = Number(raw);
    if (raw.trim() === '' || !Number.isFinite(n)) return 'must be a number';
    return { predicate: (r) => typeof r[name] === 'number' && (upper ? r[name] <= n : r[name] >= n), key: [name, op, n] };
  }
  return 'cannot be filtered by range';
}

/**
 * Lowercased text per record and field, computed once: records are never changed in place (a
 * write stores a new object), so a record's entry stays right for as long as the record lives.
 */
const lowered = new Map<string, WeakMap<RecordData, string>>();
function lowerText(r: RecordData, name: string): string | undefined {
  let byRecord = lowered.get(name);
  if (!byRecord) lowered.set(name, (byRecord = new WeakMap()));
  let text = byRecord.get(r);
  if (text === undefined) {
    const v = r[name];
    if (typeof v !== 'string') return undefined;
    byRecord.set(r, (text = v.toLowerCase()));
  }
  return text;
}

function valueFilter(name: string, f: FieldDecl, raws: string[]): Filter | string {
  switch (f.kind) {
    case 'enum': {
      const bad = raws.find((v) => !f.values?.includes(v));
      if (bad !== undefined) return `must be one of: ${(f.values ?? []).join(', ')}`;
      const set = new Set(raws);
      return { predicate: (r) => set.has(r[name] as string), exact: [...set], key: [name, 'in', [...set].sort()] };
    }
    case 'number': {
      const ns = raws.map(Number);
      if (ns.some((n, i) => raws[i].trim() === '' || !Number.isFinite(n))) return 'must be a number';
      const exact = [...new Set(ns)];
      return { predicate: (r) => ns.includes(r[name] as number), exact, key: [name, 'in', [...exact].sort((a, b) => a - b)] };
    }
    case 'boolean': {
      if (raws.some((v) => v !== 'true' && v !== 'false')) return 'must be true or false';
      const b = raws[raws.length - 1] === 'true';
      return { predicate: (r) => r[name] === b, exact: [b], key: [name, 'is', b] };
    }
    case 'date':
      return 'filter dates with _gte and _lte';
    default: {
      const needle = raws[raws.length - 1].toLowerCase();
      if (needle.length > 200) return 'must be 200 characters or less';
      return { predicate: (r) => lowerText(r, name)?.includes(needle) === true, text: needle, key: [name, 'has', needle] };
    }
  }
}

/** The query against the declaration, as `role` may use it: fields it may not see neither filter nor sort. */
export function parseListQuery(decl: ResourceDecl, query: Query, role?: string): ListQuery {
  const visible = (f: FieldDecl | undefined) => f !== undefined && (role === undefined || canReadField(f, role));
  const errors: Record<string, string> = {};
  const current = positiveInt(one(query.current), 1, 10_000_000, 'current', errors);
  const pageSize = positiveInt(one(query.pageSize), decl.perPage ?? 10, MAX_PAGE_SIZE, 'pageSize', errors);
  let sort: ListQuery['sort'];
  const sortField = one(query.sort);
  if (sortField !== undefined) {
    const order = (one(query.order) ?? 'asc').toLowerCase();
    if (sortField !== 'id' && !(Object.hasOwn(decl.fields, sortField) && visible(decl.fields[sortField]) && decl.fields[sortField].sort))
      errors.sort = `cannot sort by "${sortField.slice(0, 50)}"`;
    else if (order !== 'asc' && order !== 'desc') errors.order = 'must be asc or desc';
    else sort = { field: sortField, desc: order === 'desc' };
  } else if (query.order !== undefined) {
    errors.order = 'needs sort';
  }
  const predicates: Predicate[] = [];
  const exact: ExactTerm[] = [];
  const text: TextTerm[] = [];
  const others: Predicate[] = [];
  const keys: string[] = [];
  const add = (name: string, filter: Filter) => {
    predicates.push(filter.predicate);
    keys.push(JSON.stringify(filter.key));
    if (filter.exact) exact.push({ field: name, values: filter.exact });
    if (filter.text !== undefined) text.push({ field: name, needle: filter.text });
    else others.push(filter.predicate);
  };
  for (const [key, value] of Object.entries(query)) {
    if (['current', 'pageSize', 'sort', 'order'].includes(key) || value === undefined) continue;
    const raws = many(value);
    if (key === 'id') {
      const ids = new Set(raws.map(String));
      add(key, { predicate: (r) => ids.has(String(r.id)), key: ['id', 'in', [...ids].sort()] });
      continue;
    }
    const range = /^(.+)_(gte|lte)$/.exec(key);
    const name = range ? range[1] : key;
    const f = Object.hasOwn(decl.fields, name) ? decl.fields[name] : undefined;
    if (!f?.filter || !visible(f)) {
      errors[key.slice(0, 50)] = 'is not a filter of this list';
      continue;
    }
    if (raws.every((v) => v === '')) continue;
    const filter = range ? rangeFilter(name, f, raws[raws.length - 1], range[2] === 'lte') : valueFilter(name, f, raws);
    if (typeof filter === 'string') errors[key] = filter;
    else add(name, filter);
  }
  if (Object.keys(errors).length) throw new ApiFailure(CODES.badInput, 'invalid list query', { errors });
  return { current, pageSize, sort, predicates, exact, text, others, key: JSON.stringify(keys.sort()) };
}

// One collator instead of `localeCompare` per call: the same order (both use the default
// locale and options), without building the comparison rules on every call.
const collator = new Intl.Collator();

/** The list order of two field values: missing values first, numbers by value, the rest as text. */
export const compareValues = (a: unknown, b: unknown): number => {
  if (a === b) return 0;
  const aMissing = a === undefined || a === null;
  const bMissing = b === undefined || b === null;
  if (aMissing || bMissing) return aMissing && bMissing ? 0 : aMissing ? -1 : 1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return collator.compare(String(a), String(b));
};

/** Ascending by `field`, ties by id, so pages are stable and every two records are ordered. */
export const byField =
  (field: string) =>
  (a: RecordData, b: RecordData): number =>
    compareValues(a[field], b[field]) || compareValues(a.id, b.id);

export const matches = (q: ListQuery, r: RecordData) => q.predicates.every((p) => p(r));

export const page = (matched: readonly RecordData[], q: ListQuery) => {
  const start = (q.current - 1) * q.pageSize;
  return matched.slice(start, start + q.pageSize);
};

/** The reference answer: filter, copy, sort, slice. `indexes.ts` answers the same faster. */
export function runListQuery(rows: readonly RecordData[], q: ListQuery): { list: RecordData[]; total: number } {
  let matched = q.predicates.length ? rows.filter((r) => matches(q, r)) : rows;
  if (q.sort) {
    const asc = byField(q.sort.field);
    const sign = q.sort.desc ? -1 : 1;
    matched = [...matched].sort((a, b) => sign * asc(a, b));
  }
  return { list: page(matched, q), total: matched.length };
}
