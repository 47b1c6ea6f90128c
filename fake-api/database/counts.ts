/**
 * The number of records of each table, and per value of each enum or boolean filter, kept by
 * triggers in `mds_counts` in the same transaction as the write. A list page needs its total;
 * counting 50,000 matches through an index takes milliseconds on every page, reading one row
 * does not. The same triggers bump the table's write version (`mds_versions`): a total counted
 * for other filters (a text search) holds until the version changes, whichever process wrote.
 */
import { sql } from 'kysely';
import type { FieldDecl, ResourceDecl } from '../../resources/lib/schema';
import type { Filter } from '../listQuery';
import { quoted, storedValue, type AnyDb, type Engine, type Step } from './tables';

/** Filters whose matches are counted ahead: few values, stored as they are read (no derived state). */
const isCounted = (f: FieldDecl) => f.filter === true && (f.kind === 'enum' || f.kind === 'boolean') && !f.expiry;
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
    .selectFrom('mds_counts')
    .select((e) => e.fn.coalesce(e.fn.sum('n'), sql.lit(0)).as('n'))
    .where('tbl', '=', decl.name)
    .where('field', '=', filter ? filter.field : '')
    .where('value', 'in', filter ? filter.values.map((v) => countedValue(f!, v, engine)) : [''])
    .executeTakeFirst();
  return Number((row as { n: unknown } | undefined)?.n ?? 0);
}

const q = quoted;
const lit = (text: string) => `'${text.replace(/'/g, "''")}'`;

/** SQLite: three triggers. Counter rows are touched in one order (total, then fields as declared). */
function sqliteTriggers(t: string, fields: string[]): string[] {
  const bump = (field: string, value: string, by: 1 | -1, when: string) =>
    by === 1
      ? `INSERT INTO mds_counts (tbl, field, value, n) SELECT ${lit(t)}, ${lit(field)}, ${value}, 1 WHERE ${when} ON CONFLICT (tbl, field, value) DO UPDATE SET n = n + 1;`
      : `UPDATE mds_counts SET n = n - 1 WHERE tbl = ${lit(t)} AND field = ${lit(field)} AND value = ${value} AND ${when};`;
  const each = (row: 'new' | 'old', by: 1 | -1) => fields.map((f) => bump(f, `CAST(${row}.${q(f)} AS TEXT)`, by, `${row}.${q(f)} IS NOT NULL`)).join(' ');
  const version = `UPDATE mds_versions SET version = version + 1 WHERE tbl = ${lit(t)};`;
  return [
    `CREATE TRIGGER ${q(`${t}__count_ai`)} AFTER INSERT ON ${q(t)} BEGIN ${version} ${bump('', "''", 1, '1')} ${each('new', 1)} END`,
    `CREATE TRIGGER ${q(`${t}__count_ad`)} AFTER DELETE ON ${q(t)} BEGIN ${version} ${bump('', "''", -1, '1')} ${each('old', -1)} END`,
    // An update changes the total of nothing, but may change what a search finds.
    `CREATE TRIGGER ${q(`${t}__count_au`)} AFTER UPDATE ON ${q(t)} BEGIN ${version} ${each('old', -1)} ${each('new', 1)} END`,
  ];
}

/**
 * PostgreSQL: one trigger function. Concurrent writers lock rows in one order (the version, the
 * total, then fields as declared, and within a field the smaller value first), so they cannot deadlock.
 */
function postgresTriggers(t: string, fields: string[]): string[] {
  const inc = (field: string, value: string) =>
    `INSERT INTO mds_counts (tbl, field, value, n) VALUES (${lit(t)}, ${lit(field)}, ${value}, 1) ON CONFLICT (tbl, field, value) DO UPDATE SET n = mds_counts.n + 1;`;
  const dec = (field: string, value: string) => `UPDATE mds_counts SET n = n - 1 WHERE tbl = ${lit(t)} AND field = ${lit(field)} AND value = ${value};`;
  const field = (f: string) => {
    const [o, n] = [`OLD.${q(f)}::text`, `NEW.${q(f)}::text`];
    return `
    IF TG_OP = 'INSERT' THEN
      IF ${n} IS NOT NULL THEN ${inc(f, n)} END IF;
    ELSIF TG_OP = 'DELETE' THEN
      IF ${o} IS NOT NULL THEN ${dec(f, o)} END IF;
    ELSIF ${o} IS DISTINCT FROM ${n} THEN
      IF ${o} IS NULL THEN ${inc(f, n)}
      ELSIF ${n} IS NULL THEN ${dec(f, o)}
      ELSIF ${o} < ${n} THEN ${dec(f, o)} ${inc(f, n)}
      ELSE ${inc(f, n)} ${dec(f, o)}
      END IF;
    END IF;`;
  };
  const fn = q(`${t}__count`);
  return [
    `CREATE OR REPLACE FUNCTION ${fn}() RETURNS trigger LANGUAGE plpgsql AS $body$
  BEGIN
    UPDATE mds_versions SET version = version + 1 WHERE tbl = ${lit(t)};
    IF TG_OP = 'INSERT' THEN ${inc('', "''")}
    ELSIF TG_OP = 'DELETE' THEN ${dec('', "''")}
    END IF;${fields.map(field).join('')}
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
  await db
    .insertInto('mds_versions')
    .values({ tbl: t, version: 1 })
    .onConflict((oc) => oc.column('tbl').doUpdateSet({ version: sql`${sql.ref('mds_versions.version')} + 1` }))
    .execute();
  await db.deleteFrom('mds_counts').where('tbl', '=', t).execute();
  await sql`INSERT INTO mds_counts (tbl, field, value, n) SELECT ${sql.lit(t)}, '', '', count(*) FROM ${sql.table(t)}`.execute(db);
  for (const f of fields) {
    await sql`INSERT INTO mds_counts (tbl, field, value, n) SELECT ${sql.lit(t)}, ${sql.lit(f)}, CAST(${sql.ref(f)} AS TEXT), count(*) FROM ${sql.table(t)} WHERE ${sql.ref(f)} IS NOT NULL GROUP BY ${sql.ref(f)}`.execute(
      db,
    );
  }
  for (const statement of engine === 'sqlite' ? sqliteTriggers(t, fields) : postgresTriggers(t, fields)) await sql.raw(statement).execute(db);
}

/** The counts of a table: (re)made whenever its counted fields change, from the rows it holds. */
export function countStep(decl: ResourceDecl, engine: Engine): Step {
  return { step: `counts and version ${decl.name}(${countedFields(decl).join(',')})`, run: (db) => recount(db, decl, engine) };
}

/**
 * A bulk fill (seed, import) without the triggers, counted once after: PostgreSQL keeps a new
 * version of a counter row per update, and 100,000 updates of a few rows in one transaction
 * would take minutes. Runs inside the fill's transaction.
 */
export async function fillCounted(db: AnyDb, decl: ResourceDecl, engine: Engine, fill: () => Promise<void>): Promise<void> {
  for (const statement of dropTriggers(decl.name, engine)) await sql.raw(statement).execute(db);
  await fill();
  await recount(db, decl, engine);
}

/** A table's write version, as a query (a subquery of a count, or read alone). */
export const versionOf = (db: AnyDb, table: string) => db.selectFrom('mds_versions').select('version').where('tbl', '=', table);

/** A total and the table's write version it was counted at (read in the same statement); none in a transaction that may yet roll back. */
export interface Counted {
  total: number;
  version: number | undefined;
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
      if (key !== undefined && version !== undefined) keep(key, { version, total });
      return total;
    },
  };
}
