/**
 * Each resource declaration's table: a typed column per field (NOT NULL where required, a unique
 * index where `unique`), an index per exact filter and sort field, and trigram text search over its
 * text filters, which search substrings (SQLite FTS5 `trigram`, PostgreSQL `pg_trgm`).
 * `planDeclared` compares the declarations with the database and gives the steps that bring it up
 * to them, or the changes it refuses to make (a field removed, a type changed, a new rule the stored
 * records break): no data is dropped or rewritten silently.
 */
import { sql, type ColumnDataType } from 'kysely';
import { RECORD_ENTRIES, SYSTEM_ACTOR } from '../../resources/lib/workflow';
import type { FieldDecl, ResourceDecl } from '../../resources/lib/schema';
import { kindOf } from '../../resources/lib/kinds';
import { countStep } from './counts';
import { IDENTIFIER, quoted, storedValue, SYSTEM_PREFIX, tableWithId, type AnyDb, type Engine, type Step } from './tables';

/** Date fields keep the text as written, and its time (ms) beside it for range filters. */
export const timeColumn = (field: string) => `${field}__ms`;
export const searchTable = (table: string) => `${table}__search`;

/** A kind kept with its time (ms) beside it (a date), which its range filters and sort read. */
export const isTimed = (f: FieldDecl | undefined) => f !== undefined && kindOf(f).sort === 'time';
/** Free text, sorted case-folded: not a number, flag, date or code, nor a list of values. */
const isFolded = (f: FieldDecl) => !f.multiple && kindOf(f).sort === 'folded';
/** Free text searched by substring (its kind's filter matches `has`), not a list of values. */
const isSearched = (f: FieldDecl) => !f.multiple && kindOf(f).filter?.match === 'has';

/**
 * What a sort orders by, as the field's kind says: a date's time, a number, flag or code as it is,
 * free text case-folded (as people read a list: "biobank" before "DICOM"), so both engines give the same order.
 */
export function sortKey(name: string, f: FieldDecl | undefined) {
  if (isTimed(f)) return sql.ref(timeColumn(name));
  if (!f || !isFolded(f)) return sql.ref(name);
  return sql`lower(${sql.ref(name)})`;
}

/** Free-text filters are searched by substring; the others are exact or ranges. */
export const searchedFields = (decl: ResourceDecl) =>
  Object.entries(decl.fields)
    // A text filter, or a field the search (`search: true`, GET /api/search) looks in.
    .filter(([, f]) => (f.filter || (f.kind === 'text' && f.search)) && isSearched(f))
    .map(([name]) => name);

export function columnType(f: FieldDecl, engine: Engine): ColumnDataType {
  // A list of values is one JSON array (filtered with json_each / jsonb, never sorted).
  return f.multiple ? 'text' : kindOf(f).column[engine];
}

/** How introspection names each declared type, per engine. */
const INTROSPECTED: Record<string, string> = { 'double precision': 'float8', real: 'real', boolean: 'bool', integer: 'integer', text: 'text' };
const sameType = (declared: ColumnDataType, found: string, engine: Engine) =>
  (engine === 'postgres' ? INTROSPECTED[declared] : declared) === found.toLowerCase();

export const isNotNull = (f: FieldDecl) => f.required === true && !f.when;

/** The columns of a field: itself, and the time of a date (a timed kind). */
function columnsOf(name: string, f: FieldDecl, engine: Engine): [string, ColumnDataType][] {
  const own: [string, ColumnDataType] = [name, columnType(f, engine)];
  return isTimed(f) ? [own, [timeColumn(name), engine === 'postgres' ? 'double precision' : 'real']] : [own];
}

function createTable(decl: ResourceDecl, engine: Engine): Step {
  return {
    step: `create table ${decl.name}`,
    run: (db) => {
      let t = tableWithId(db, engine, decl.name);
      for (const [name, f] of Object.entries(decl.fields)) {
        for (const [column, type] of columnsOf(name, f, engine)) t = t.addColumn(column, type, (c) => (column === name && isNotNull(f) ? c.notNull() : c));
      }
      return t.execute();
    },
  };
}

function addColumn(decl: ResourceDecl, name: string, f: FieldDecl, engine: Engine): Step {
  return {
    step: `add column ${decl.name}.${name}`,
    run: async (db) => {
      for (const [column, type] of columnsOf(name, f, engine)) {
        await db.schema
          .alterTable(decl.name)
          .addColumn(column, type, (c) => {
            if (column !== name || !isNotNull(f)) return c;
            return f.defaultValue === undefined ? c.notNull() : c.notNull().defaultTo(storedValue(f, f.defaultValue, engine));
          })
          .execute();
      }
    },
  };
}

/**
 * An index on `key` then id, in the order a list reads it: empty values first ascending, last
 * descending. SQLite orders NULLs so already; PostgreSQL must be told, or it sorts every row
 * instead of reading the index backwards.
 */
const orderedIndex = (db: AnyDb, engine: Engine, index: string, table: string, key: ReturnType<typeof sortKey>) =>
  db.schema
    .createIndex(index)
    .ifNotExists()
    .on(table)
    .expression(engine === 'postgres' ? sql`${key} NULLS FIRST, ${sql.ref('id')}` : sql`${key}, ${sql.ref('id')}`)
    .execute();

const indexStep = (decl: ResourceDecl, name: string) => `index ${decl.name}.${name}`;
const dropIndexStep = (decl: ResourceDecl, name: string) => `drop unused index ${decl.name}.${name}`;

/** A filter field's index (dates by their time), which also serves its sort unless that is case-folded. */
function fieldIndex(decl: ResourceDecl, name: string, f: FieldDecl, engine: Engine): Step {
  const column = sql.ref(isTimed(f) ? timeColumn(name) : name);
  return {
    step: indexStep(decl, name),
    undoes: dropIndexStep(decl, name),
    run: (db) => orderedIndex(db, engine, `${decl.name}_${name}`, decl.name, column),
  };
}

/** A field's index that no query reads any more (an older version made one per free-text filter): every write kept it. */
function dropFieldIndex(decl: ResourceDecl, name: string): Step {
  return {
    step: dropIndexStep(decl, name),
    undoes: indexStep(decl, name),
    run: (db) => db.schema.dropIndex(`${decl.name}_${name}`).ifExists().execute(),
  };
}

/** A text sort field's index on its case-folded value. */
function sortIndex(decl: ResourceDecl, name: string, f: FieldDecl, engine: Engine): Step {
  return { step: `sort index ${decl.name}.${name}`, run: (db) => orderedIndex(db, engine, `${decl.name}_${name}_sort`, decl.name, sortKey(name, f)) };
}

function uniqueIndex(decl: ResourceDecl, name: string): Step {
  return {
    step: `unique ${decl.name}.${name}`,
    run: (db) => db.schema.createIndex(`${decl.name}_${name}_unique`).ifNotExists().unique().on(decl.name).column(name).execute(),
  };
}

/** SQLite: an FTS5 trigram index kept by triggers. Its step names its fields: a new text filter rebuilds it. */
function sqliteSearch(decl: ResourceDecl, fields: string[]): Step {
  const t = decl.name;
  const s = searchTable(t);
  const cols = fields.map(quoted).join(', ');
  const values = (prefix: string) => fields.map((f) => `${prefix}.${quoted(f)}`).join(', ');
  return {
    step: `search ${t}(${fields.join(',')})`,
    run: async (db) => {
      // Names come from the declarations (checked identifiers), never from a request.
      const [S, T] = [quoted(s), quoted(t)];
      const statements = [
        `DROP TABLE IF EXISTS ${S}`,
        ...['ai', 'ad', 'au'].map((x) => `DROP TRIGGER IF EXISTS ${quoted(`${s}_${x}`)}`),
        `CREATE VIRTUAL TABLE ${S} USING fts5(${cols}, content='${t}', content_rowid='id', tokenize='trigram')`,
        `CREATE TRIGGER ${quoted(`${s}_ai`)} AFTER INSERT ON ${T} BEGIN INSERT INTO ${S}(rowid, ${cols}) VALUES (new.id, ${values('new')}); END`,
        `CREATE TRIGGER ${quoted(`${s}_ad`)} AFTER DELETE ON ${T} BEGIN INSERT INTO ${S}(${S}, rowid, ${cols}) VALUES ('delete', old.id, ${values('old')}); END`,
        `CREATE TRIGGER ${quoted(`${s}_au`)} AFTER UPDATE ON ${T} BEGIN INSERT INTO ${S}(${S}, rowid, ${cols}) VALUES ('delete', old.id, ${values('old')}); INSERT INTO ${S}(rowid, ${cols}) VALUES (new.id, ${values('new')}); END`,
        `INSERT INTO ${S}(${S}) VALUES ('rebuild')`,
      ];
      for (const statement of statements) await sql.raw(statement).execute(db);
    },
  };
}

/** PostgreSQL: a trigram GIN index on the lowercased text, which `lower(col) LIKE '%…%'` uses. */
function postgresSearch(decl: ResourceDecl, name: string): Step {
  return {
    step: `trigram ${decl.name}.${name}`,
    run: async (db) => {
      await sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`.execute(db);
      await sql`CREATE INDEX IF NOT EXISTS ${sql.id(`${decl.name}_${name}_trgm`)} ON ${sql.table(decl.name)} USING gin (lower(${sql.ref(name)}) gin_trgm_ops)`.execute(
        db,
      );
    },
  };
}

/**
 * A field the declaration retired (`retired`): each record's value is kept in its history, as an
 * entry of the system's (`retire`), then the column goes with its index.
 */
function retireField(decl: ResourceDecl, column: string): Step {
  const state = decl.workflow?.field;
  return {
    step: `retire ${decl.name}.${column}`,
    run: async (db) => {
      const rows = (await db
        .selectFrom(decl.name)
        .select(['id', column, ...(state ? [state] : [])])
        .where(column, 'is not', null)
        .execute()) as Record<string, unknown>[];
      const at = Date.now();
      for (const row of rows)
        await db
          .insertInto('mds_transitions')
          .values({
            resource: decl.name,
            record_id: Number(row.id),
            user_id: SYSTEM_ACTOR.userId,
            actor: SYSTEM_ACTOR.actor,
            transition: RECORD_ENTRIES.retire,
            from_state: String(row[state ?? ''] ?? ''),
            to_state: String(row[state ?? ''] ?? ''),
            fields: JSON.stringify({ [column]: row[column] }),
            at,
            cause: null,
          })
          .execute();
      await db.schema.dropIndex(`${decl.name}_${column}`).ifExists().execute();
      await db.schema.alterTable(decl.name).dropColumn(column).execute();
    },
  };
}

export interface FoundTable {
  name: string;
  columns: { name: string; dataType: string }[];
}

export interface Plan {
  steps: Step[];
  /** Changes that cannot be made safely, each saying what to do. */
  refused: string[];
}

/**
 * The steps `decls` need beyond what `applied` (recorded steps) and `found` (the tables as they are)
 * hold. `look` tells whether a table has records, and whether a field has repeated values.
 */
export async function planDeclared(
  decls: readonly ResourceDecl[],
  engine: Engine,
  applied: ReadonlySet<string>,
  found: readonly FoundTable[],
  look: { hasRows: (table: string) => Promise<boolean>; duplicates: (table: string, field: string) => Promise<boolean> },
): Promise<Plan> {
  const steps: Step[] = [];
  const refused: string[] = [];
  for (const decl of decls) {
    if (decl.name.startsWith(SYSTEM_PREFIX) || !IDENTIFIER.test(decl.name)) {
      refused.push(`${decl.name}: a declaration's name must be letters, digits and _ and may not start with ${SYSTEM_PREFIX}`);
      continue;
    }
    // Names become SQL identifiers (quoted, never values): only plain ones, none the tables use themselves.
    const badFields = Object.keys(decl.fields).filter((f) => !IDENTIFIER.test(f) || f === 'id' || f.includes('__'));
    if (badFields.length) {
      refused.push(`${decl.name}: field names must be letters, digits and _ (no "__", not "id"): rename ${badFields.join(', ')}`);
      continue;
    }
    const table = found.find((t) => t.name === decl.name);
    if (!table) steps.push(createTable(decl, engine));
    else {
      const declared = new Map(
        Object.entries(decl.fields).flatMap(([name, f]) => columnsOf(name, f, engine).map(([c, type]) => [c, { name, f, type }] as const)),
      );
      for (const column of table.columns) {
        if (column.name === 'id') continue;
        const want = declared.get(column.name);
        if (!want && decl.retired?.includes(column.name)) steps.push(retireField(decl, column.name));
        else if (!want)
          refused.push(
            `${decl.name}.${column.name} is in the database but no longer declared: put the field back (its data stays), or move the data away and drop the column by hand`,
          );
        else if (!sameType(want.type, column.dataType, engine))
          refused.push(
            `${decl.name}.${want.name} is stored as ${column.dataType} but declared as ${want.f.kind}: keep its kind, or declare a new field and copy the values over`,
          );
      }
      for (const [name, f] of Object.entries(decl.fields)) {
        if (table.columns.some((c) => c.name === name)) continue;
        if (isNotNull(f) && f.defaultValue === undefined && (await look.hasRows(decl.name)))
          refused.push(`${decl.name}.${name} is new and required, but ${decl.name} has records without it: give it a defaultValue, or add it optional first`);
        else steps.push(addColumn(decl, name, f, engine));
      }
    }
    for (const [name, f] of Object.entries(decl.fields)) {
      const foldedSort = f.sort && isFolded(f);
      // A list's JSON text has no order an index could serve: its filter reads the rows' arrays.
      // Free text is searched by substring, which only the text search (below) serves; an index no
      // field needs any more goes, as it costs every write.
      const exactFilter = f.filter && !f.multiple && !isSearched(f);
      if (exactFilter || (f.sort && !foldedSort)) steps.push(fieldIndex(decl, name, f, engine));
      else if (applied.has(indexStep(decl, name))) steps.push(dropFieldIndex(decl, name));
      if (foldedSort) steps.push(sortIndex(decl, name, f, engine));
      if (f.unique) {
        const step = uniqueIndex(decl, name);
        if (!applied.has(step.step) && table?.columns.some((c) => c.name === name) && (await look.duplicates(decl.name, name)))
          refused.push(`${decl.name}.${name} is now unique, but records share a value: make the values distinct first`);
        else steps.push(step);
      }
    }
    const searched = searchedFields(decl);
    if (engine === 'sqlite' && searched.length) steps.push(sqliteSearch(decl, searched));
    if (engine === 'postgres') for (const name of searched) steps.push(postgresSearch(decl, name));
    steps.push(countStep(decl, engine));
  }
  return { steps: steps.filter((s) => !applied.has(s.step)), refused };
}
