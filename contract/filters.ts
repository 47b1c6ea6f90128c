/**
 * What to send for one declared filter and what must come back (docs/api-contract.md, Lists and records): text by
 * case-insensitive substring, enums exactly (an unknown value refused), lists by any value held,
 * numbers and booleans exactly, dates by `<field>_gte` / `<field>_lte`. Values are taken from the rows the server has.
 */
import type { FieldDecl } from '../resources/lib/schema';
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

export function filterProbes(name: string, f: FieldDecl, rows: readonly RecordData[]): FilterProbe[] {
  const row = rows.find((r) => present(r[name]));
  const v = row?.[name];
  const any = () => true;
  if (f.multiple) {
    // A record matches when it holds the chosen value among others.
    const held = Array.isArray(v) ? v[0] : f.kind === 'enum' ? f.values?.[0] : 1;
    const holds = (r: RecordData) => Array.isArray(r[name]) && r[name].includes(held);
    return [
      { query: { [name]: String(held) }, matches: holds, mustFind: row?.id },
      { query: { [name]: f.kind === 'enum' ? '__not_a_value__' : 'not-an-id' }, refused: true, matches: any },
    ];
  }
  switch (f.kind) {
    case 'enum': {
      const value = typeof v === 'string' ? v : (f.values?.[0] ?? '');
      return [
        { query: { [name]: value }, matches: (r) => r[name] === value, mustFind: row?.id },
        { query: { [name]: '__not_a_value__' }, refused: true, matches: any },
      ];
    }
    case 'number': {
      const n = typeof v === 'number' ? v : (f.min ?? 0);
      return [{ query: { [name]: String(n) }, matches: (r) => r[name] === n, mustFind: row?.id }];
    }
    case 'boolean': {
      const b = typeof v === 'boolean' ? v : true;
      return [{ query: { [name]: String(b) }, matches: (r) => r[name] === b, mustFind: row?.id }];
    }
    case 'date': {
      if (typeof v !== 'string') return [{ query: { [`${name}_gte`]: '2000-01-01' }, matches: any }];
      const t = Date.parse(v);
      const inRange = (r: RecordData) => typeof r[name] === 'string' && Date.parse(r[name]) >= t - 1 && Date.parse(r[name]) <= t + 1;
      return [
        { query: { [`${name}_gte`]: v, [`${name}_lte`]: v }, matches: inRange, mustFind: row?.id },
        { query: { [`${name}_gte`]: 'not-a-date' }, refused: true, matches: any },
      ];
    }
    default: {
      // A middle slice of a real value, upper-cased: substring and case-insensitive at once.
      const s = typeof v === 'string' ? v : 'a';
      const needle = s.length > 4 ? s.slice(1, Math.min(s.length - 1, 9)) : s;
      const upper = needle.toUpperCase();
      return [
        { query: { [name]: upper }, matches: (r) => typeof r[name] === 'string' && r[name].toLowerCase().includes(needle.toLowerCase()), mustFind: row?.id },
      ];
    }
  }
}
