/**
 * The number of records of each table, and per value of each enum or boolean filter, kept by
 * triggers in `mds_tallies` in the same transaction as the write. A list page needs its total;
 * counting 50,000 matches through an index takes milliseconds on every page, summing a few rows
 * does not. A write adds rows (+1, -1) rather than updating one counter row: a counter row would
 * be locked by each writer until its commit, so that writers of a table on PostgreSQL would wait
 * for each other's fsync one by one. `compactTallies` folds the rows now and then.
 *
 * Every write also adds 1 to its table's `writes`: their sum is the table's write version. A total
 * counted for other filters (a text search) holds while the version is the same, whichever API
 * process wrote.
 */
import { sql } from 'kysely';
import type { FieldDecl, ResourceDecl } from '../../resources/lib/schema';
import type { Filter } from '../listQuery';
import { quoted, storedValue, type AnyDb, type Engine, type Step } from './tables';

/** Filters whose matches are counted ahead: few values, one per record, stored as they are read (no derived state). */
const isCounted = (f: FieldDecl) => f.filter === true && (f.kind === 'enum' || f.kind === 'boolean') && !f.expiry && !f.multiple;
export const countedFields = (decl: ResourceDecl) =>
  Object.entries(decl.fields)
    .filter(([, f]) => isCounted(f))
    .map(([name]) => name);

/** A value as the counts hold it: the text of its stored value (CAST AS TEXT). */
const countedValue = (f: FieldDecl, v: unknown, engine: Engine) => String(storedValue(f, v, engine));

/** The total of a list, when the counts know it (no scope, no filter or one counted filter). */
export async function knownTotal(db: AnyDb, decl: ResourceDecl, filters: readonly Filter[], scoped: boolean, engine: Engine): Promise<number | undefined> {
  if (scoped || filters.length > 1) return undefined;
  const [filter] = filters;
  const f = filter && decl.fields[filter.field];
  if (filter && (filter.op !== 'in' || !f || !isCounted(f))) return undefined;
  if (filter?.values.length === 0) return 0;
  const row = await db
    .selectFrom('mds_tallies')
    .select((e) => e.fn.coalesce(e.fn.sum('n'), sql.lit(0)).as('n'))
    .where('tbl', '=', decl.name)
    .where('field', '=', filter ? filter.field : '')
    .where('value', 'in', filter ? filter.values.map((v) => countedValue(f!, v, engine)) : [''])
    .executeTakeFirst();
  return Number((row as { n: unknown } | undefined)?.n ?? 0);
}

const q = quoted;
const lit = (text: string) => `'${text.replace(/'/g, "''")}'`;

/** A row a trigger adds: `n` records of `value` (`field` '' for the table), and `writes` writes. */
const tally = (t: string, field: string, value: string, n: string, writes: 0 | 1) =>
  `INSERT INTO mds_tallies (tbl, field, value, n, writes) VALUES (${lit(t)}, ${lit(field)}, ${value}, ${n}, ${writes});`;

/** SQLite: three triggers. */
function sqliteTriggers(t: string, fields: string[]): string[] {
  const each = (row: 'new' | 'old', by: '1' | '-1', when: (f: string) => string) =>
    fields
      .map(
        (f) => `INSERT INTO mds_tallies (tbl, field, value, n, writes) SELECT ${lit(t)}, ${lit(f)}, CAST(${row}.${q(f)} AS TEXT), ${by}, 0 WHERE ${when(f)};`,
      )
      .join(' ');
  const set = (row: 'new' | 'old') => (f: string) => `${row}.${q(f)} IS NOT NULL`;
  const changed = (row: 'new' | 'old') => (f: string) => `${row}.${q(f)} IS NOT NULL AND old.${q(f)} IS NOT new.${q(f)}`;
  return [
    `CREATE TRIGGER ${q(`${t}__count_ai`)} AFTER INSERT ON ${q(t)} BEGIN ${tally(t, '', "''", '1', 1)} ${each('new', '1', set('new'))} END`,
    `CREATE TRIGGER ${q(`${t}__count_ad`)} AFTER DELETE ON ${q(t)} BEGIN ${tally(t, '', "''", '-1', 1)} ${each('old', '-1', set('old'))} END`,
    // An update changes the total of nothing, but may change what a search finds: a new version.
    `CREATE TRIGGER ${q(`${t}__count_au`)} AFTER UPDATE ON ${q(t)} BEGIN ${tally(t, '', "''", '0', 1)} ${each('old', '-1', changed('old'))} ${each('new', '1', changed('new'))} END`,
  ];
}

/** PostgreSQL: one trigger function. */
function postgresTriggers(t: string, fields: string[]): string[] {
  const field = (f: string) => {
    const [o, n] = [`OLD.${q(f)}::text`, `NEW.${q(f)}::text`];
    return `
    IF TG_OP = 'INSERT' THEN
      IF ${n} IS NOT NULL THEN ${tally(t, f, n, '1', 0)} END IF;
    ELSIF TG_OP = 'DELETE' THEN
      IF ${o} IS NOT NULL THEN ${tally(t, f, o, '-1', 0)} END IF;
    ELSIF ${o} IS DISTINCT FROM ${n} THEN
      IF ${o} IS NOT NULL THEN ${tally(t, f, o, '-1', 0)} END IF;
      IF ${n} IS NOT NULL THEN ${tally(t, f, n, '1', 0)} END IF;
    END IF;`;
  };
  const fn = q(`${t}__count`);
  return [
    `CREATE OR REPLACE FUNCTION ${fn}() RETURNS trigger LANGUAGE plpgsql AS $body$
  BEGIN
    ${tally(t, '', "''", "CASE TG_OP WHEN 'INSERT' THEN 1 WHEN 'DELETE' THEN -1 ELSE 0 END", 1)}${fields.map(field).join('')}
    RETURN NULL;
  END $body$`,
    `CREATE TRIGGER ${fn} AFTER INSERT OR UPDATE OR DELETE ON ${q(t)} FOR EACH ROW EXECUTE FUNCTION ${fn}()`,
  ];
}

const dropTriggers = (t: string, engine: Engine) =>
  engine === 'sqlite'
    ? ['ai', 'ad', 'au'].map((k) => `DROP TRIGGER IF EXISTS ${q(`${t}__count_${k}`)}`)
    : [`DROP TRIGGER IF EXISTS ${q(`${t}__count`)} ON ${q(t)}`, `DROP FUNCTION IF EXISTS ${q(`${t}__count`)}()`];

/** Counts a table's rows anew and (re)makes its triggers; a new version, as the rows may have changed. */
async function recount(db: AnyDb, decl: ResourceDecl, engine: Engine) {
  const t = decl.name;
  const fields = countedFields(decl);
  for (const statement of dropTriggers(t, engine)) await sql.raw(statement).execute(db);
  const version = Number(((await versionOf(db, t).executeTakeFirst()) as { version: unknown } | undefined)?.version ?? 0);
  await db.deleteFrom('mds_tallies').where('tbl', '=', t).execute();
  await sql`INSERT INTO mds_tallies (tbl, field, value, n, writes) SELECT ${sql.lit(t)}, '', '', count(*), ${version + 1} FROM ${sql.table(t)}`.execute(db);
  for (const f of fields) {
    await sql`INSERT INTO mds_tallies (tbl, field, value, n, writes) SELECT ${sql.lit(t)}, ${sql.lit(f)}, CAST(${sql.ref(f)} AS TEXT), count(*), 0 FROM ${sql.table(t)} WHERE ${sql.ref(f)} IS NOT NULL GROUP BY ${sql.ref(f)}`.execute(
      db,
    );
  }
  for (const statement of engine === 'sqlite' ? sqliteTriggers(t, fields) : postgresTriggers(t, fields)) await sql.raw(statement).execute(db);
}

/** Rows per INSERT of the folded sums: 5 values each, well under SQLite's 32,766 bound values. */
const FOLDED_ROWS_PER_INSERT = 1000;

/**
 * Folds every table's tally rows into one per value (inside a transaction), in two statements
 * whatever the number of tables. It removes the rows it reads (DELETE … RETURNING) and adds their
 * sums: a row another transaction adds meanwhile is not among them and stays, and two foldings at
 * once on PostgreSQL never take the same row.
 */
export async function compactTallies(trx: AnyDb): Promise<void> {
  const rows = (await trx.deleteFrom('mds_tallies').returning(['tbl', 'field', 'value', 'n', 'writes']).execute()) as {
    tbl: string;
    field: string;
    value: string;
    n: unknown;
    writes: unknown;
  }[];
  const sums = new Map<string, { tbl: string; field: string; value: string; n: number; writes: number }>();
  for (const row of rows) {
    const key = JSON.stringify([row.tbl, row.field, row.value]);
    const sum = sums.get(key) ?? { tbl: row.tbl, field: row.field, value: row.value, n: 0, writes: 0 };
    sum.n += Number(row.n);
    sum.writes += Number(row.writes);
    sums.set(key, sum);
  }
  // A value no record holds any more is kept at 0 only for the table's own row (its version).
  const kept = [...sums.values()].filter((sum) => sum.n !== 0 || sum.field === '');
  for (let i = 0; i < kept.length; i += FOLDED_ROWS_PER_INSERT)
    await trx
      .insertInto('mds_tallies')
      .values(kept.slice(i, i + FOLDED_ROWS_PER_INSERT))
      .execute();
}

/** The counts of a table: (re)made whenever its counted fields change, from the rows it holds. */
export function countStep(decl: ResourceDecl, engine: Engine): Step {
  return { step: `tallies ${decl.name}(${countedFields(decl).join(',')})`, run: (db) => recount(db, decl, engine) };
}

/**
 * A bulk fill (seed, import) without the triggers, counted once after (rather than a few tally
 * rows per record). Runs inside the fill's transaction.
 */
export async function fillCounted(db: AnyDb, decl: ResourceDecl, engine: Engine, fill: () => Promise<void>): Promise<void> {
  for (const statement of dropTriggers(decl.name, engine)) await sql.raw(statement).execute(db);
  await fill();
  await recount(db, decl, engine);
}

/** A table's write version (how many writes it has had), as a query: a subquery of a count, or read alone. */
export const versionOf = (db: AnyDb, table: string) =>
  db
    .selectFrom('mds_tallies')
    .select((e) => e.fn.coalesce(e.fn.sum('writes'), sql.lit(0)).as('version'))
    .where('tbl', '=', table)
    .where('field', '=', '');

/** A total, and the table's write version it was counted at (read in the same statement). */
export interface Counted {
  total: number;
  version: number;
}

/** Totals kept per table, the least recently read going first beyond this many. */
const TOTALS = 1000;

/**
 * The totals of a table's lists that the counts do not hold (a text search, several filters, a
 * scope), each kept with the write version it was counted at: while the version is the same, no
 * process has written the table since, and the total is read as it is (one row instead of
 * counting thousands of matches on every page).
 */
export function versionedTotals(decl: ResourceDecl) {
  const totals = new Map<string, { version: number; total: number }>();
  const keep = (key: string, entry: { version: number; total: number }) => {
    totals.delete(key);
    totals.set(key, entry);
    if (totals.size > TOTALS) totals.delete(totals.keys().next().value!);
  };
  return {
    async read(db: AnyDb, filters: readonly Filter[], owner: { userId: number } | undefined, count: () => Promise<Counted>): Promise<number> {
      // Not a total a transaction counts (it may roll back and its version be given to another
      // write), nor one of a state derived from the time (an invitation lapses without a write).
      const timeless = !filters.some((f) => decl.fields[f.field]?.expiry);
      const key = !db.isTransaction && timeless ? JSON.stringify([filters, owner?.userId ?? null]) : undefined;
      const known = key === undefined ? undefined : totals.get(key);
      if (key !== undefined && known) {
        const row = await versionOf(db, decl.name).executeTakeFirst();
        if (row && Number((row as { version: unknown }).version) === known.version) {
          keep(key, known);
          return known.total;
        }
      }
      const { total, version } = await count();
      if (key !== undefined) keep(key, { version, total });
      return total;
    },
  };
}
