/**
 * Deterministic seed records from a declaration: the same resource and size always give the same
 * rows, so tests and screenshots are stable. Fast enough for 100,000 rows.
 */
import { encodeBase64 } from './files';
import { isFieldActive, type FieldDecl, type ResourceDecl } from './schema';
import type { RecordData } from './validate';

/** Fixed "now" of the seed, so dates are reproducible. */
export const SEED_EPOCH = Date.UTC(2026, 9, 31, 18, 0, 0);
const DAY = 86_400_000;

/** mulberry32: tiny, fast, good enough for fake data. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const hashString = (s: string): number => [...s].reduce((h, c) => Math.imul(h ^ c.charCodeAt(0), 16777619), 2166136261);

/** A `multiple` enum's pick: one to three distinct values, in their declared order. */
function pickSome(values: readonly string[], rand: () => number): string[] {
  const size = Math.min(values.length, 1 + Math.floor(rand() * 3));
  const chosen = new Set<number>();
  while (chosen.size < size) chosen.add(Math.floor(rand() * values.length));
  return [...chosen].sort((a, b) => a - b).map((index) => values[index]);
}

function seedValue(f: FieldDecl, i: number, count: number, rand: () => number): unknown {
  const rule = f.seed;
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)];
  const pickEnum = () => (f.multiple ? pickSome(f.values ?? [], rand) : pick(f.values ?? []));
  if (!rule) return f.kind === 'enum' && f.values ? pickEnum() : f.defaultValue;
  switch (rule.kind) {
    case 'digits': {
      const range = rule.max - rule.min + 1;
      // A stride coprime with the range walks distinct values: unique without bookkeeping.
      const n = rule.unique ? (i * 7919 + 104729) % range : Math.floor(rand() * range);
      return String(rule.min + n);
    }
    case 'phrase':
      return rule.parts.map(pick).join(' ');
    case 'int':
      return rule.min + Math.floor(rand() * (rule.max - rule.min + 1));
    case 'pick':
      return pickEnum();
    case 'pastDate': {
      // Row i owns its own slice of the window, newest first: every time is distinct.
      const slice = (rule.withinDays * DAY) / Math.max(count, 1);
      const t = SEED_EPOCH - i * slice - Math.floor(rand() * slice * 0.9);
      return new Date(Math.floor(t / 1000) * 1000).toISOString();
    }
    case 'bool':
      return rand() < rule.trueRatio;
    // A multiple field's const or cycle values are lists (of enum values or record ids).
    case 'const':
      return rule.value;
    case 'cycle':
      return rule.values[i % rule.values.length];
    case 'file': {
      const { name, text } = rule.files[i % rule.files.length];
      return { name, data: encodeBase64(new TextEncoder().encode(text)) };
    }
  }
}

/** `count` records with ids 1..count. */
export function seedRecords(decl: ResourceDecl, count: number): RecordData[] {
  const rand = prng(hashString(decl.name));
  const fields = Object.entries(decl.fields);
  const rows: RecordData[] = new Array(count);
  for (let i = 0; i < count; i++) {
    const row: RecordData = { id: i + 1 };
    for (const [name, f] of fields) {
      const v = seedValue(f, i, count, rand);
      if (v !== undefined) row[name] = v;
    }
    // Dependent fields exist only while their condition holds (`when`), as the API stores them.
    for (const [name, f] of fields) if (f.when && !isFieldActive(f, row)) delete row[name];
    rows[i] = row;
  }
  return rows;
}
