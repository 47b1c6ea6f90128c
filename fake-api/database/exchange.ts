/**
 * Export and import between the engines (`npm run db -- export | import`), also the payload of a
 * PostgreSQL backup: every table, the declared collections and the API's own (users, sessions,
 * history, files' bytes, avatars, the operation log…), read in one snapshot, ids kept. JSON lines:
 * a header `{"table":…,"columns":[…]}`, then one JSON array per row; a flag as true/false (SQLite
 * keeps 0/1: the declarations say which columns are flags), bytes as `{"base64":…}`, the rest as
 * both engines hold it (text, numbers, times in ms). Left out: what the database derives from the
 * rows (the counts' tally rows, SQLite's text-search index), made anew by the import.
 */
import { sql } from 'kysely';
import type { ResourceDecl } from '../../resources/lib/schema';
import { ArchiveError, checkCounts, linesOf, openArchive, rowsListed, schemaOf, writeArchive, type Manifest } from './archive';
import type { Database } from './connect';
import { fillCounted } from './counts';
import { columnType } from './declaredTables';
import { migrate } from './migrate';
import { followGivenIds, quoted, type AnyDb, type Engine } from './tables';

export interface TableInfo {
  name: string;
  columns: string[];
  /** Its bytes columns (blob, bytea): read a few rows at a time, never sorted by. */
  binary: string[];
}

/** Kept from the rows by the database itself: recounted (counts.ts) rather than copied. */
const DERIVED = new Set(['mds_tallies']);
/** The API's bookkeeping, which a database the API only started on holds: not what "empty" asks about. */
const BOOKKEEPING = new Set(['mds_migrations', 'mds_jobs', 'mds_events', 'mds_presence']);
/**
 * The steps fake-api/db.ts records of a store's filling (accounts, seeds, what the store was made
 * for): they come with the rows. The schema's steps are the target's own, made by its migrate.
 */
const FILL_STEPS = ['fill:', 'store:', 'seed '];
const isFillStep = (step: unknown) => typeof step === 'string' && FILL_STEPS.some((p) => step.startsWith(p));

/** The tables of a database, users first (the others' rows refer to them); `derived`: the tally rows too. */
export async function tablesOf(db: AnyDb, engine: Engine, derived = false): Promise<TableInfo[]> {
  let columns: { table: string; name: string; type: string }[];
  if (engine === 'postgres') {
    columns = (
      await sql<{ table: string; name: string; type: string }>`
        SELECT c.table_name AS "table", c.column_name AS name, c.data_type AS type
        FROM information_schema.columns c JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
        WHERE c.table_schema = current_schema() AND t.table_type = 'BASE TABLE' ORDER BY c.table_name, c.ordinal_position`.execute(db)
    ).rows;
  } else {
    const all = (
      await sql<{ name: string; sql: string | null }>`SELECT name, sql FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'`.execute(db)
    ).rows;
    // A virtual table (FTS5) and the tables it keeps its index in (`<name>_data`, …) are derived.
    const virtual = all.filter((t) => /^CREATE VIRTUAL TABLE/i.test(t.sql ?? '')).map((t) => t.name);
    const names = all.map((t) => t.name).filter((n) => !virtual.some((v) => n === v || n.startsWith(`${v}_`)));
    columns = [];
    for (const table of names) {
      const info = await sql<{ name: string; type: string }>`SELECT name, type FROM pragma_table_info(${table}) ORDER BY cid`.execute(db);
      columns.push(...info.rows.map((c) => ({ table, ...c })));
    }
  }
  const tables = new Map<string, TableInfo>();
  for (const c of columns) {
    if (DERIVED.has(c.table) && !derived) continue;
    const t = tables.get(c.table) ?? { name: c.table, columns: [], binary: [] };
    t.columns.push(c.name);
    if (['blob', 'bytea'].includes(c.type.toLowerCase())) t.binary.push(c.name);
    tables.set(c.table, t);
  }
  const rank = (t: TableInfo) => (t.name === 'mds_users' ? 0 : 1);
  return [...tables.values()].sort((a, b) => rank(a) - rank(b) || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

/** Rows per table. */
export async function countsOf(db: AnyDb, tables: readonly TableInfo[]): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const t of tables) {
    const row = await db
      .selectFrom(t.name)
      .select((e) => e.fn.countAll().as('n'))
      .executeTakeFirst();
    counts[t.name] = Number((row as { n: unknown }).n);
  }
  return counts;
}

/** The tables that hold rows, and how many: what a restore or an import would replace. */
export async function contentsOf(db: AnyDb, engine: Engine): Promise<Record<string, number>> {
  const counts = await countsOf(
    db,
    (await tablesOf(db, engine)).filter((t) => !BOOKKEEPING.has(t.name)),
  );
  return Object.fromEntries(Object.entries(counts).filter(([, n]) => n > 0));
}

/** A database that holds rows, where a restore or an import asks for an empty one. */
export class NotEmpty extends Error {
  constructor(
    where: string,
    readonly contents: Record<string, number>,
  ) {
    super(`${where} is not empty. This would replace:\n${rowsListed(contents).join('\n')}\nRun it again with --force to replace them.`);
  }
}

/** Reads in one snapshot: what committed before it began, nothing written after. */
export const inSnapshot = <T>(db: AnyDb, engine: Engine, fn: (trx: AnyDb) => Promise<T>): Promise<T> =>
  engine === 'postgres' ? db.transaction().setIsolationLevel('repeatable read').setAccessMode('read only').execute(fn) : db.transaction().execute(fn);

/** Each table's next id: past its largest, and past any id it handed out before (of a row since deleted). */
export async function nextIdsOf(db: AnyDb, engine: Engine, tables: readonly TableInfo[]): Promise<Record<string, number>> {
  const next: Record<string, number> = {};
  for (const t of tables.filter((t) => t.columns.includes('id'))) {
    const last =
      engine === 'postgres'
        ? (await sql<{ last: unknown }>`SELECT pg_sequence_last_value(pg_get_serial_sequence(${quoted(t.name)}, 'id')::regclass) AS last`.execute(db)).rows[0]
            ?.last
        : (await sql<{ last: unknown }>`SELECT seq AS last FROM sqlite_sequence WHERE name = ${t.name}`.execute(db)).rows[0]?.last;
    next[t.name] = Number(last ?? 0) + 1;
  }
  return next;
}

/** The declared flag columns, by table: SQLite keeps them as 0/1. */
const flagColumns = (decls: readonly ResourceDecl[]) =>
  new Map(decls.map((d) => [d.name, new Set(Object.entries(d.fields).flatMap(([name, f]) => (columnType(f, 'postgres') === 'boolean' ? [name] : [])))]));

const toNeutral = (v: unknown, flag: boolean) =>
  v instanceof Uint8Array ? { base64: Buffer.from(v).toString('base64') } : flag && typeof v === 'number' ? v !== 0 : v;
const fromNeutral = (v: unknown, engine: Engine) =>
  v !== null && typeof v === 'object' ? Buffer.from((v as { base64: string }).base64, 'base64') : engine === 'sqlite' && typeof v === 'boolean' ? Number(v) : v;

/** A table's rows, page by page: by id, else by its columns (within a snapshot an offset holds). */
async function* pagesOf(db: AnyDb, t: TableInfo): AsyncGenerator<Record<string, unknown>[]> {
  const size = t.binary.length ? 16 : 1000;
  if (t.columns.includes('id')) {
    for (let last: unknown; ;) {
      let q = db.selectFrom(t.name).select(t.columns).orderBy('id').limit(size);
      if (last !== undefined) q = q.where('id', '>', last);
      const rows = (await q.execute()) as Record<string, unknown>[];
      if (rows.length) yield rows;
      if (rows.length < size) return;
      last = rows[rows.length - 1].id;
    }
  }
  const order = t.columns.filter((c) => !t.binary.includes(c));
  for (let offset = 0; ; offset += size) {
    const rows = (await order
      .reduce((q, c) => q.orderBy(c), db.selectFrom(t.name).select(t.columns))
      .limit(size)
      .offset(offset)
      .execute()) as Record<string, unknown>[];
    if (rows.length) yield rows;
    if (rows.length < size) return;
  }
}

export interface Source {
  db: AnyDb;
  engine: Engine;
  /** Where it is, without credentials. */
  where: string;
}

/** Writes every table of `source`, read in one snapshot, to `file` (a backup of PostgreSQL, or an export of either). */
export function exportData(source: Source, decls: readonly ResourceDecl[], file: string, kind: Manifest['kind'] = 'export'): Promise<Manifest> {
  const flags = flagColumns(decls);
  return writeArchive(file, (write) =>
    inSnapshot(source.db, source.engine, async (trx) => {
      const takenAt = new Date().toISOString();
      const schema = await schemaOf(trx);
      const tables = await tablesOf(trx, source.engine);
      const counts: Record<string, number> = {};
      for (const t of tables) {
        const flag = t.columns.map((c) => flags.get(t.name)?.has(c) ?? false);
        await write(`${JSON.stringify({ table: t.name, columns: t.columns })}\n`);
        counts[t.name] = 0;
        for await (const rows of pagesOf(trx, t)) {
          await write(rows.map((r) => `${JSON.stringify(t.columns.map((c, i) => toNeutral(r[c], flag[i])))}\n`).join(''));
          counts[t.name] += rows.length;
        }
      }
      const nextIds = await nextIdsOf(trx, source.engine, tables);
      return { kind, payload: 'jsonl', engine: source.engine, takenAt, source: source.where, schema, tables: counts, nextIds };
    }),
  );
}

/** A table header line, checked against the table this database has. */
function headerOf(value: unknown, target: ReadonlyMap<string, TableInfo>): { name: string; columns: string[] } {
  const h = value as { table?: unknown; columns?: unknown };
  if (typeof h?.table !== 'string' || !Array.isArray(h.columns) || !h.columns.every((c) => typeof c === 'string'))
    throw new ArchiveError('it is damaged: a line is neither a row nor a table header');
  const own = target.get(h.table);
  if (!own) throw new ArchiveError(`it holds table ${h.table}, which this database does not have: import it with the declarations it was exported with`);
  const missing = (h.columns as string[]).filter((c) => !own.columns.includes(c));
  if (missing.length) throw new ArchiveError(`it holds ${h.table}.${missing.join(', ')}, which this database does not have: declare the field(s) again`);
  return { name: h.table, columns: h.columns as string[] };
}

/** Rows per insert: within both engines' bound-parameter limits, and a few MiB of files. */
const BATCH_VALUES = 30_000;
const BATCH_CHARS = 8 << 20;

/** Fills an empty (or emptied) database, in the transaction `trx`, from a JSON-lines payload. */
async function fill(trx: AnyDb, engine: Engine, manifest: Manifest, chunks: AsyncIterable<Buffer>, force: boolean): Promise<void> {
  const target = new Map((await tablesOf(trx, engine)).map((t) => [t.name, t]));
  if (force) {
    for (const t of [...target.values()].reverse()) if (t.name !== 'mds_migrations') await trx.deleteFrom(t.name).execute();
    await trx.deleteFrom('mds_tallies').execute();
  }
  await trx
    .deleteFrom('mds_migrations')
    .where((e) => e.or(FILL_STEPS.map((p) => e('step', 'like', `${p}%`))))
    .execute();
  const counts: Record<string, number> = {};
  const fillSteps: { step: string; applied_at: string }[] = [];
  let table: { name: string; columns: string[] } | undefined;
  let batch: Record<string, unknown>[] = [];
  let chars = 0;
  const flush = async () => {
    if (table && batch.length) await trx.insertInto(table.name).values(batch).execute();
    batch = [];
    chars = 0;
  };
  for await (const line of linesOf(chunks)) {
    if (!line) continue;
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch {
      throw new ArchiveError('it is damaged: a line is not JSON');
    }
    if (!Array.isArray(value)) {
      await flush();
      table = headerOf(value, target);
      counts[table.name] = 0;
      continue;
    }
    if (!table || value.length !== table.columns.length) throw new ArchiveError('it is damaged: a row does not match its table header');
    counts[table.name]++;
    const row = Object.fromEntries(table.columns.map((c, i) => [c, fromNeutral(value[i], engine)]));
    // The schema's steps are this database's own (its migrate made them); the fill's come along.
    if (table.name === 'mds_migrations') {
      if (isFillStep(row.step)) fillSteps.push({ step: String(row.step), applied_at: String(row.applied_at) });
      continue;
    }
    batch.push(row);
    chars += line.length;
    if (batch.length * table.columns.length >= BATCH_VALUES || batch.length >= 500 || chars > BATCH_CHARS) await flush();
  }
  await flush();
  checkCounts(manifest, counts);
  if (fillSteps.length) await trx.insertInto('mds_migrations').values(fillSteps).execute();
  for (const t of target.values())
    if (t.columns.includes('id') && t.name !== 'mds_migrations') await followGivenIds(trx, engine, t.name, manifest.nextIds[t.name] ?? 1);
}

export interface Loaded {
  manifest: Manifest;
  /** What was there before (with --force). */
  replaced: Record<string, number>;
  /** The migration steps applied to make its tables. */
  steps: string[];
}

/**
 * Loads an export (or a PostgreSQL backup) into `database`, which must hold no rows unless `force`:
 * its tables are made by migrate to the declarations, then filled in one transaction, which keeps
 * nothing if the file turns out damaged half-way; then each table's ids go on past the file's.
 */
export async function importData(database: Database, decls: readonly ResourceDecl[], file: string, opts: { force?: boolean } = {}): Promise<Loaded> {
  const { db, engine } = database;
  const { manifest, chunks, close } = await openArchive(file);
  try {
    if (manifest.payload !== 'jsonl')
      throw new ArchiveError(
        'it is a backup of a SQLite database (the database file itself): restore it into SQLite with `npm run db -- restore`, then `export` it from there',
      );
    const replaced = await contentsOf(db, engine);
    if (Object.keys(replaced).length > 0 && !opts.force) throw new NotEmpty(database.where, replaced);
    const steps = await migrate(database, decls);
    await db.transaction().execute(async (trx) => {
      // The counts' triggers are off during the fill, and each table counted once after it.
      const filled = decls.reduce<() => Promise<void>>(
        (inner, decl) => () => fillCounted(trx, decl, engine, inner),
        () => fill(trx, engine, manifest, chunks, opts.force ?? false),
      );
      await filled();
    });
    // The planner's statistics for the new rows (as after a seed: Data.analyze).
    await sql.raw(engine === 'postgres' ? 'VACUUM ANALYZE' : 'ANALYZE').execute(db);
    return { manifest, replaced, steps };
  } finally {
    close();
  }
}
