/**
 * Deterministic seed records from a declaration: the same resource and size always give the same
 * rows, so tests and screenshots are stable. Fast enough for 100,000 rows.
 */
import { isFieldActive, type FieldDecl, type ResourceDecl } from './schema';
import { kindOf, type SeedContext } from './kinds';
import type { RecordData } from './validate';

export { SEED_EPOCH } from './kinds/date';

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

/** `const` and `cycle` take any kind's values (a multiple field's are lists); the other rules are its kind's. */
function seedValue(f: FieldDecl, at: SeedContext): unknown {
  const rule = f.seed;
  if (rule?.kind === 'const') return rule.value;
  if (rule?.kind === 'cycle') return rule.values[at.i % rule.values.length];
  return kindOf(f).seed(f, rule, at);
}

/** `count` records with ids 1..count. */
export function seedRecords(decl: ResourceDecl, count: number): RecordData[] {
  const rand = prng(hashString(decl.name));
  const fields = Object.entries(decl.fields);
  const rows: RecordData[] = new Array(count);
  for (let i = 0; i < count; i++) {
    const row: RecordData = { id: i + 1 };
    for (const [name, f] of fields) {
      const v = seedValue(f, { i, count, rand });
      if (v !== undefined) row[name] = v;
    }
    // Dependent fields exist only while their condition holds (`when`), as the API stores them.
    for (const [name, f] of fields) if (f.when && !isFieldActive(f, row)) delete row[name];
    rows[i] = row;
  }
  return rows;
}
