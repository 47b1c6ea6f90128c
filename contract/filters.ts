/**
 * What to send for one declared filter and what must come back (docs/api-contract.md, Lists and records), as the
 * field's kind filters (resources/lib/kinds/): text by case-insensitive substring, enums exactly (an unknown value
 * refused), lists by any value held, numbers and booleans exactly, dates by `<field>_gte` / `<field>_lte`. Values are taken from the rows the server has.
 */
import type { FieldDecl } from '../resources/lib/schema';
import { kindOf, type QueryValue } from '../resources/lib/kinds';
import type { EngineKind } from '../resources/lib/kinds/kind';
import type { RecordData } from '../resources/lib/validate';

export interface FilterProbe {
  query: Record<string, string>;
  /** The server must answer 40000 naming the parameter. */
  refused?: boolean;
  /** Every returned row must satisfy this. */
  matches: (r: RecordData) => boolean;
  /** The id of a row that must be among the results. */
  mustFind?: RecordData['id'];
}

const present = (v: unknown) => v !== undefined && v !== null && v !== '';
const any = () => true;
type FilterSpec = NonNullable<EngineKind['filter']>;

/** What to send for a filter's plain parameter and what must come back, by how its kind reads the values. */
const MATCHED: Record<QueryValue, (name: string, f: FieldDecl, v: unknown, row: RecordData | undefined) => FilterProbe[]> = {
  choice(name, f, v, row) {
    const value = typeof v === 'string' ? v : (f.kind === 'enum' && f.values?.[0]) || '';
    return [
      { query: { [name]: value }, matches: (r) => r[name] === value, mustFind: row?.id },
      { query: { [name]: '__not_a_value__' }, refused: true, matches: any },
    ];
  },
  number(name, f, v, row) {
    const n = typeof v === 'number' ? v : (f.kind === 'number' && f.min) || 0;
    return [{ query: { [name]: String(n) }, matches: (r) => r[name] === n, mustFind: row?.id }];
  },
  boolean(name, _, v, row) {
    const b = typeof v === 'boolean' ? v : true;
    return [{ query: { [name]: String(b) }, matches: (r) => r[name] === b, mustFind: row?.id }];
  },
  text(name, _, v, row) {
    // A middle slice of a real value, upper-cased: substring and case-insensitive at once.
    const s = typeof v === 'string' ? v : 'a';
    const needle = s.length > 4 ? s.slice(1, Math.min(s.length - 1, 9)) : s;
    const upper = needle.toUpperCase();
    return [
      { query: { [name]: upper }, matches: (r) => typeof r[name] === 'string' && r[name].toLowerCase().includes(needle.toLowerCase()), mustFind: row?.id },
    ];
  },
  time: () => [],
};

/** A range: a date's own time as both bounds (and a bound that is no date refused); a number's own value. */
function rangeProbes(name: string, spec: FilterSpec, v: unknown, row: RecordData | undefined): FilterProbe[] {
  if (spec.reads === 'number')
    return typeof v === 'number'
      ? [{ query: { [`${name}_gte`]: String(v), [`${name}_lte`]: String(v) }, matches: (r) => r[name] === v, mustFind: row?.id }]
      : [];
  if (typeof v !== 'string') return [{ query: { [`${name}_gte`]: '2000-01-01' }, matches: any }];
  const t = Date.parse(v);
  const inRange = (r: RecordData) => typeof r[name] === 'string' && Date.parse(r[name]) >= t - 1 && Date.parse(r[name]) <= t + 1;
  return [
    { query: { [`${name}_gte`]: v, [`${name}_lte`]: v }, matches: inRange, mustFind: row?.id },
    { query: { [`${name}_gte`]: 'not-a-date' }, refused: true, matches: any },
  ];
}

export function filterProbes(name: string, f: FieldDecl, rows: readonly RecordData[]): FilterProbe[] {
  const row = rows.find((r) => present(r[name]));
  const v = row?.[name];
  const spec = kindOf(f).filter;
  if (!spec) return [];
  if (f.multiple) {
    // A record matches when it holds the chosen value among others.
    const choice = spec.reads === 'choice';
    const held = Array.isArray(v) ? v[0] : choice && f.kind === 'enum' ? f.values?.[0] : 1;
    const holds = (r: RecordData) => Array.isArray(r[name]) && r[name].includes(held);
    return [
      { query: { [name]: String(held) }, matches: holds, mustFind: row?.id },
      { query: { [name]: choice ? '__not_a_value__' : 'not-an-id' }, refused: true, matches: any },
    ];
  }
  // By the plain parameter when there is one (a number's ranges are left to the unit tests), else (a date) by its range.
  if (!spec.match) return spec.range ? rangeProbes(name, spec, v, row) : [];
  return MATCHED[spec.reads](name, f, v, row);
}
