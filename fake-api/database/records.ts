/**
 * A declared collection's records in its table: the row ↔ record codec, the list query as SQL
 * (filters, derived expiry states, sort, page), and single-record reads and writes. Every value
 * goes in as a parameter; names come from the declarations only.
 */
import { expressionBuilder, sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import { ownOnlyField, type FieldDecl, type ResourceDecl } from '../../resources/lib/schema';
import { kindOf, type EngineKind } from '../../resources/lib/kinds';
import { parseRecordId, type RecordData } from '../../resources/lib/validate';
import type { Filter, ListQuery } from '../listQuery';
import type { Engine } from './tables';
import { CONTAINS } from './connect';
import { fillCounted, knownTotal, versionedTotals, versionOf, type Counted } from './counts';
import { isTimed, searchedFields, searchTable, sortKey, timeColumn } from './declaredTables';
import { dropFiles, fileBytes, keepFiles, takeUploads } from './files';
import { heldValues, holdsAny } from './heldValues';
import { followGivenIds, storedValue, type AnyDb, type CollectionRow } from './tables';

type Eb = ExpressionBuilder<Record<string, CollectionRow>, string>;

const timeOf = (v: unknown): number | null => {
  if (typeof v !== 'string') return null;
  const t = Date.parse(v);
  return Number.isNaN(t) ? null : t;
};

export function toRow(decl: ResourceDecl, record: RecordData, engine: Engine): CollectionRow {
  const row: CollectionRow = {};
  for (const [name, f] of Object.entries(decl.fields)) {
    const v = record[name];
    row[name] = v === undefined || v === null ? null : (storedValue(f, v, engine) as string | number);
    if (isTimed(f)) row[timeColumn(name)] = timeOf(v);
  }
  return row;
}

/** A column's value as its kind reads it back (`stored`): a flag is 0/1 in SQLite, a file JSON text in both. */
const READ_BACK: Record<EngineKind['stored'], (v: unknown) => unknown> = {
  asIs: (v) => v,
  number: Number,
  flag: (v) => v === 1 || v === true,
  json: (v) => (typeof v === 'string' ? JSON.parse(v) : v),
};

/** The record a row holds; an empty (NULL) field is left out, as it was never written. */
export function fromRow(decl: ResourceDecl, row: CollectionRow): RecordData {
  const record: RecordData = { id: Number(row.id) };
  for (const [name, f] of Object.entries(decl.fields)) {
    const v = row[name];
    if (v === null || v === undefined) continue;
    record[name] = f.multiple ? heldValues(v) : READ_BACK[kindOf(f).stored](v);
  }
  return record;
}

/** A write refused by a unique index: another record holds `field`'s value. */
export class UniqueViolation extends Error {
  constructor(readonly field: string) {
    super(`${field} is already used`);
  }
}

/** The field a unique index refused the write on, as each driver reports it; undefined for any other error. */
function refusedUnique(e: unknown): string | undefined {
  const err = e as { code?: unknown; detail?: unknown; message?: unknown } | null;
  if (err?.code === '23505' && typeof err.detail === 'string') return /^Key \(([^)]+)\)=/.exec(err.detail)?.[1];
  if (err?.code === 'SQLITE_CONSTRAINT_UNIQUE' && typeof err.message === 'string') return /UNIQUE constraint failed: [^.]+\.(\S+)$/.exec(err.message)?.[1];
  return undefined;
}

/** Runs a write, turning a unique index's refusal into a UniqueViolation. */
async function unique<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (e) {
    const field = refusedUnique(e);
    throw field ? new UniqueViolation(field) : e;
  }
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);
/** An FTS5 query that finds `needle` as it is (one quoted phrase). */
const phrase = (needle: string) => `"${needle.replace(/"/g, '""')}"`;

/** The expiry rule that derives `name`'s value (an active invitation past its date reads "expired"). */
const expiryOf = (decl: ResourceDecl, name: string) => decl.fields[name]?.expiry;

/** How a filter names a column: plainly, or (SQLite) as `+column`, which keeps the planner off its index. */
type Column = (name: string) => Expression<unknown>;
const indexed: Column = (name) => sql.ref(name);
const unindexed: Column = (name) => sql`+${sql.ref(name)}`;

/** Whether a state's stored value has lapsed at `now` (an active invitation past its expiry date). */
const lapsedAt = (eb: Eb, name: string, expiry: NonNullable<FieldDecl['expiry']>, now: number, col: Column = indexed) =>
  eb.and([eb(col(name), 'in', [...expiry.from]), eb(col(timeColumn(expiry.field)), '<=', now)]);

function equals(decl: ResourceDecl, eb: Eb, name: string, given: string | number | boolean, engine: Engine, now: number, col: Column): Expression<SqlBool> {
  const stored = storedValue(decl.fields[name], given, engine) as string | number;
  const value = given as string | number;
  const expiry = expiryOf(decl, name);
  if (!expiry) return eb(col(name), '=', stored);
  const lapsed = lapsedAt(eb, name, expiry, now, col);
  if (value === expiry.value) return eb.or([eb(col(name), '=', value), lapsed]);
  if (expiry.from.includes(String(value))) return eb.and([eb(col(name), '=', value), eb.not(lapsed)]);
  return eb(col(name), '=', value);
}

function condition(decl: ResourceDecl, eb: Eb, filter: Filter, engine: Engine, now: number, col: Column): Expression<SqlBool> {
  const { field, op, values } = filter;
  const column = isTimed(decl.fields[field]) ? timeColumn(field) : field;
  if (op === 'gte') return eb(col(column), '>=', values[0] as number);
  if (op === 'lte') return eb(col(column), '<=', values[0] as number);
  if (op === 'in' && decl.fields[field]?.multiple) return holdsAny(col(field), values, engine);
  if (op === 'in')
    // No value matches nothing: written out, as SQLite cannot bind a boolean.
    return values.length ? eb.or(values.map((v) => equals(decl, eb, field, v, engine, now, col))) : sql<SqlBool>`1 = 0`;
  const needle = String(values[0]);
  // SQLite: the FTS5 trigram index finds substrings of three or more characters; a walk along
  // the sort index tests each row it reads instead (it stops after the page).
  if (engine === 'sqlite' && needle.length >= 3 && searchedFields(decl).includes(field)) {
    if (col === unindexed) return sql<SqlBool>`${sql.raw(CONTAINS)}(${sql.ref(field)}, ${needle})`;
    return eb(col('id'), 'in', eb.selectFrom(searchTable(decl.name)).select('rowid').where(field, 'match', phrase(needle)) as never);
  }
  // PostgreSQL (and SQLite for one or two characters): lower(col) LIKE, which pg_trgm's index serves.
  return eb(eb.fn('lower', [eb.ref(field)]), 'like', sql<string>`${`%${escapeLike(needle)}%`} escape '\\'`);
}

/** The sort key of a field as it reads at `now`: a state that lapses with time (`expiry`) sorts as its lapsed value. */
function readSortKey(decl: ResourceDecl, name: string, now: number): Expression<unknown> {
  const f = decl.fields[name];
  const expiry = f?.expiry;
  if (!expiry) return sortKey(name, f);
  const eb = expressionBuilder<Record<string, CollectionRow>, string>();
  return eb
    .case()
    .when(lapsedAt(eb, name, expiry, now))
    .then(expiry.value)
    .else(eb.ref(name))
    .end();
}

export interface Scope {
  /** A per-user collection: only this user's records. */
  owner?: { field: string; userId: number };
  now: number;
}

/** What `who` reads of `decl` at `now`: only their own records of a per-user collection, unless their role sees all. */
export function scopeOf(decl: ResourceDecl, who: { userId: number; role: string }, now: number): Scope {
  const field = ownOnlyField(decl, who.role);
  return { owner: field ? { field, userId: who.userId } : undefined, now };
}

function where(decl: ResourceDecl, q: Pick<ListQuery, 'filters'>, scope: Scope, engine: Engine, col: Column = indexed) {
  return (eb: Eb) =>
    eb.and([...(scope.owner ? [eb(scope.owner.field, '=', scope.owner.userId)] : []), ...q.filters.map((f) => condition(decl, eb, f, engine, scope.now, col))]);
}

/**
 * Above this many matches SQLite reads a filtered, sorted page by walking the sort key's index
 * and checking the filters row by row: its planner would read every match through the filter's
 * index and sort them all (11 ms for 50,000 of 100,000 policies, against well under 1 ms).
 */
const WALK_SORT_INDEX_ABOVE = 5000;

/** Rows per INSERT of a bulk fill: well under SQLite's 32,766 bound values for any declaration. */
const BATCH = 500;

/**
 * The number of records matching `filters`, with the table's write version read in the same
 * statement, hence from the same snapshot. SQLite counts a lone text search in its FTS5 index
 * (a third of the time of counting the table's rows it names).
 */
function counter(decl: ResourceDecl, engine: Engine) {
  return async (db: AnyDb, filters: readonly Filter[], scope: Scope, filtered: ReturnType<AnyDb['selectFrom']>): Promise<Counted> => {
    const [filter] = filters;
    const lone = filters.length === 1 && !scope.owner && filter.op === 'has' && String(filter.values[0]).length >= 3;
    const from =
      engine === 'sqlite' && lone && searchedFields(decl).includes(filter.field)
        ? db.selectFrom(searchTable(decl.name)).where(filter.field, 'match', phrase(String(filter.values[0])))
        : filtered;
    const row = (await from.select((e) => [e.fn.countAll().as('n'), versionOf(db, decl.name).as('v')]).executeTakeFirstOrThrow()) as { n: unknown; v: unknown };
    return { total: Number(row.n), version: Number(row.v) };
  };
}

/** The records of one table, read and written through `db` (the database, or a transaction). */
export function recordsOf(decl: ResourceDecl, engine: Engine) {
  const table = decl.name;
  const shape = (row: CollectionRow) => fromRow(decl, row);
  // What shape() reads, named (never `*`: see columnsOf in tables.ts).
  const columns = ['id', ...Object.keys(decl.fields)];
  /** A record's INSERT (its id kept when it brings one); its files are insert's to keep. */
  const insertion = (db: AnyDb, record: RecordData) => {
    const values = toRow(decl, record, engine);
    if (typeof record.id === 'number') values.id = record.id;
    return db.insertInto(table).values(values);
  };
  const countOf = counter(decl, engine);
  const totals = versionedTotals(decl);
  return {
    async list(db: AnyDb, q: ListQuery, scope: Scope): Promise<{ list: RecordData[]; total: number }> {
      // No WHERE at all when nothing filters: SQLite counts a whole table from its b-tree at once.
      const unfiltered = q.filters.length === 0 && !scope.owner;
      const filtered = unfiltered ? db.selectFrom(table) : db.selectFrom(table).where(where(decl, q, scope, engine));
      const sorted = q.sort !== undefined && q.sort.field !== 'id';
      const pageOf = (from: typeof filtered) => {
        let page = from.select(columns);
        // Empty values first ascending, last descending: a descending page is the ascending one reversed.
        if (sorted) page = page.orderBy(readSortKey(decl, q.sort!.field, scope.now), (o) => (q.sort?.desc ? o.desc().nullsLast() : o.asc().nullsFirst()));
        page = page.orderBy('id', q.sort?.desc ? 'desc' : 'asc');
        return page
          .limit(q.pageSize)
          .offset((q.current - 1) * q.pageSize)
          .execute();
      };
      const counted = async (): Promise<number> =>
        (await knownTotal(db, decl, q.filters, scope.owner !== undefined, engine)) ??
        totals.read(db, q.filters, scope.owner, () => countOf(db, q.filters, scope, filtered));
      if (engine === 'postgres') {
        const [rows, total] = await Promise.all([pageOf(filtered), counted()]);
        return { list: (rows as CollectionRow[]).map(shape), total };
      }
      const total = await counted();
      const walk = sorted && !unfiltered && total > WALK_SORT_INDEX_ABOVE;
      const rows = await pageOf(walk ? db.selectFrom(table).where(where(decl, q, scope, engine, unindexed)) : filtered);
      return { list: (rows as CollectionRow[]).map(shape), total };
    },
    /**
     * One record; with `lock`, inside a transaction, held until the commit so that decisions on it
     * are taken one at a time (PostgreSQL's row lock; SQLite has one writer at a time anyway);
     * `share`: only kept from changing meanwhile (a grant an output is being written under).
     */
    async get(db: AnyDb, id: string | number, scope?: Scope, lock: boolean | 'share' = false): Promise<RecordData | undefined> {
      // Within the id column (PostgreSQL integer): a larger number would fail the query there, not miss.
      const n = parseRecordId(id);
      if (n === undefined) return undefined;
      let query = db.selectFrom(table).select(columns).where('id', '=', n);
      if (scope?.owner) query = query.where(scope.owner.field, '=', scope.owner.userId);
      if (lock && engine === 'postgres') query = lock === 'share' ? query.forShare() : query.forUpdate();
      const row = (await query.executeTakeFirst()) as CollectionRow | undefined;
      return row && shape(row);
    },
    /** The records whose reference field `field` names `id` (one id, or among several), locked like `get`, oldest first. */
    async referencing(db: AnyDb, field: string, id: number, lock = false): Promise<RecordData[]> {
      const f = decl.fields[field];
      let query = db
        .selectFrom(table)
        .select(columns)
        .where((eb: Eb) => (f?.multiple ? holdsAny(eb.ref(field), [id], engine) : eb(field, '=', id)))
        .orderBy('id');
      if (lock && engine === 'postgres') query = query.forUpdate();
      return ((await query.execute()) as CollectionRow[]).map(shape);
    },
    /**
     * The records whose stored state has lapsed at `now` by the field's `expiry` rule (what the expiry
     * sweep moves), locked on PostgreSQL; one a renewal holds is left for the next run.
     */
    async lapsed(db: AnyDb, field: string, now: number, limit: number): Promise<RecordData[]> {
      const expiry = expiryOf(decl, field);
      if (!expiry) return [];
      let query = db
        .selectFrom(table)
        .select(columns)
        .where((eb: Eb) => lapsedAt(eb, field, expiry, now))
        .orderBy('id')
        .limit(limit);
      if (engine === 'postgres') query = query.forUpdate().skipLocked();
      return ((await query.execute()) as CollectionRow[]).map(shape);
    },
    /** Every record matching `filters`, oldest first (for features that read a whole inbox). */
    async all(db: AnyDb, filters: Filter[], scope: Scope): Promise<RecordData[]> {
      const rows = await db
        .selectFrom(table)
        .select(columns)
        .where(where(decl, { filters }, scope, engine))
        .orderBy('id')
        .execute();
      return (rows as CollectionRow[]).map(shape);
    },
    async insert(db: AnyDb, given: RecordData): Promise<RecordData> {
      const { record, bytes } = takeUploads(decl, given);
      const row = (await unique(() => insertion(db, record).returning(columns).executeTakeFirstOrThrow())) as CollectionRow;
      await keepFiles(db, decl, Number(row.id), record, bytes);
      return shape(row);
    },
    /** The INSERT of a record without files, to run as the caller chooses: the operation log's entries (audit.ts). */
    insertion,
    /**
     * A bulk fill (seed, import) of records that bring their ids, in batches; the next generated
     * id follows the largest, or `nextId` when that is larger (ids of deleted records stay unused).
     */
    async insertMany(db: AnyDb, given: readonly RecordData[], nextId?: number): Promise<void> {
      const records = given.map((r) => takeUploads(decl, r));
      await fillCounted(db, decl, engine, async () => {
        for (let i = 0; i < records.length; i += BATCH)
          await db
            .insertInto(table)
            .values(records.slice(i, i + BATCH).map(({ record: r }) => ({ ...toRow(decl, r, engine), id: r.id as number })))
            .execute();
      });
      for (const { record, bytes } of records) if (bytes.size) await keepFiles(db, decl, record.id as number, record, bytes);
      await followGivenIds(db, engine, table, nextId);
    },
    async update(db: AnyDb, id: number, given: RecordData): Promise<RecordData | undefined> {
      const { record, bytes } = takeUploads(decl, given);
      const row = (await unique(() =>
        db
          .updateTable(table)
          .set(toRow(decl, record, engine))
          .where('id', '=', id)
          .returning(columns)
          .executeTakeFirst(),
      )) as CollectionRow | undefined;
      if (row) await keepFiles(db, decl, id, record, bytes);
      return row && shape(row);
    },
    /** Deletes a record; `keepFiles`: its files' bytes stay (a record moved to the trash). */
    async remove(db: AnyDb, id: number, keepFiles = false): Promise<boolean> {
      const result = await db.deleteFrom(table).where('id', '=', id).executeTakeFirst();
      if (!keepFiles) await dropFiles(db, table, id);
      return Number(result.numDeletedRows) > 0;
    },
    /** Drops the bytes of a removed record's files (a purge from the trash). */
    dropFiles: (db: AnyDb, id: number) => dropFiles(db, table, id),
    /** The bytes of a record's file field (read access to the record is the caller's to check). */
    file: (db: AnyDb, id: number, field: string) => fileBytes(db, table, id, field),
  };
}

export type Records = ReturnType<typeof recordsOf>;
