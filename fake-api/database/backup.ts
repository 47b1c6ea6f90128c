/**
 * Backups taken while the API serves, checked, and restored (`npm run db -- backup | verify |
 * restore`), in the one-file format of archive.ts.
 * - SQLite: SQLite's online backup copies the database file from a read-only connection of its
 *   own, in one step (a consistent copy: a write that commits meanwhile is in it whole or not at all).
 *   It takes no lock: the API keeps serving, and keeps its lock on the file.
 * - PostgreSQL: every table read in one REPEATABLE READ READ ONLY transaction (exchange.ts).
 * A backup restores into the engine it was taken from (moving between engines is export and import).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import BetterSqlite3 from 'better-sqlite3';
import { Kysely, PostgresDialect, sql, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { ResourceDecl } from '../../resources/lib/schema';
import { createPrivate, privateDir } from '../privateFiles';
import { ArchiveError, checkCounts, engineName, linesOf, openArchive, schemaOf, writeArchive, type Manifest } from './archive';
import { lockSqlite, openDatabase, SQLITE_FILE } from './connect';
import { contentsOf, countsOf, exportData, importData, nextIdsOf, NotEmpty, tablesOf, type Loaded, type Source } from './exchange';
import { migrate } from './migrate';
import type { AnyDb } from './tables';

/** Where the API keeps its data, as DATA_DIR and DATABASE_URL say. */
export interface Target {
  dataDir: string;
  url?: string;
}

const sqliteFileOf = (target: Target) => path.join(target.dataDir, SQLITE_FILE);
const withoutCredentials = (url: string) => url.replace(/\/\/[^@/]*@/, '//');

/** A SQLite file through Kysely, without the API's lock (read-only, or a file no API serves). */
function openSqliteFile(file: string, readonly: boolean): { db: AnyDb; close: () => Promise<void> } {
  const db: AnyDb = new Kysely({ dialect: new SqliteDialect({ database: new BetterSqlite3(file, { readonly, fileMustExist: true }) }) });
  return { db, close: () => db.destroy() };
}

/**
 * The database to read a backup or an export from, without taking the API's lock: SQLite read-only
 * (the API may be serving it), or one connection to PostgreSQL.
 */
export function openSource(target: Target): Source & { close: () => Promise<void> } {
  if (target.url) {
    const pool = new pg.Pool({ connectionString: target.url, max: 1 });
    pool.on('error', () => {});
    const db: AnyDb = new Kysely({ dialect: new PostgresDialect({ pool }) });
    return { db, engine: 'postgres', where: withoutCredentials(target.url), close: () => db.destroy() };
  }
  const file = sqliteFileOf(target);
  if (!fs.existsSync(file)) throw new ArchiveError(`there is no database at ${file} (set DATA_DIR, or DATABASE_URL for PostgreSQL)`);
  return { ...openSqliteFile(file, true), engine: 'sqlite', where: file };
}

/** Rows per table of a SQLite file (its tally rows too: they are in the file), and its next ids. */
async function sqliteContents(db: AnyDb) {
  const tables = await tablesOf(db, 'sqlite', true);
  return { tables: await countsOf(db, tables), nextIds: await nextIdsOf(db, 'sqlite', tables) };
}

/** A consistent copy of a SQLite file while the API writes to it, as a backup in `file`. */
export async function backupSqlite(dbFile: string, file: string): Promise<Manifest> {
  if (!fs.existsSync(dbFile)) throw new ArchiveError(`there is no database at ${dbFile}`);
  const copy = `${file}.sqlite.part`;
  createPrivate(copy);
  try {
    const takenAt = new Date().toISOString();
    const source = new BetterSqlite3(dbFile, { readonly: true, fileMustExist: true });
    try {
      // All pages in one step: a write committed between two steps would start the copy over, again and again under load.
      await source.backup(copy, { progress: () => 0x7fffffff });
    } finally {
      source.close();
    }
    // One file: the copy keeps no write-ahead log beside it (the API turns WAL on again when it opens it).
    const plain = new BetterSqlite3(copy);
    plain.pragma('journal_mode = DELETE');
    plain.close();
    const { db, close } = openSqliteFile(copy, true);
    const [contents, schema] = await Promise.all([sqliteContents(db), schemaOf(db)]).finally(close);
    return await writeArchive(file, async (write) => {
      for await (const chunk of fs.createReadStream(copy)) await write(chunk as Buffer);
      return { kind: 'backup', payload: 'sqlite', engine: 'sqlite', takenAt, source: dbFile, schema, ...contents };
    });
  } finally {
    fs.rmSync(copy, { force: true });
  }
}

/** A backup of the database `target` names, taken while the API serves it. */
export async function backup(target: Target, decls: readonly ResourceDecl[], file: string): Promise<Manifest> {
  if (!target.url) return backupSqlite(sqliteFileOf(target), file);
  const source = openSource(target);
  try {
    return await exportData(source, decls, file, 'backup');
  } finally {
    await source.close();
  }
}

/** A SQLite backup's database file written out to `dest`, checked: its checksum, its integrity, its counts. */
async function extractSqlite(file: string, dest: string): Promise<Manifest> {
  const { manifest, chunks, close } = await openArchive(file);
  try {
    if (manifest.payload !== 'sqlite') throw new ArchiveError('its payload is not a SQLite database file');
    createPrivate(dest);
    await pipeline(Readable.from(chunks), fs.createWriteStream(dest));
  } finally {
    close();
  }
  const { db, close: closeDb } = openSqliteFile(dest, true);
  try {
    const check = (await sql<{ quick_check: string }>`PRAGMA quick_check`.execute(db)).rows;
    if (check[0]?.quick_check !== 'ok') throw new ArchiveError(`it is damaged: its database file fails SQLite's check (${check[0]?.quick_check})`);
    checkCounts(manifest, (await sqliteContents(db)).tables);
  } catch (e) {
    throw e instanceof ArchiveError ? e : new ArchiveError(`it is damaged: its database file cannot be read (${(e as Error).message})`);
  } finally {
    await closeDb();
  }
  return manifest;
}

/** Checks a backup or an export whole: readable, its checksum, the rows its manifest counts. */
export async function verify(file: string): Promise<Manifest> {
  const { manifest, chunks, close } = await openArchive(file);
  if (manifest.payload === 'sqlite') {
    close();
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mds-verify-'));
    try {
      return await extractSqlite(file, path.join(dir, SQLITE_FILE));
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }
  try {
    const counts: Record<string, number> = {};
    let table: string | undefined;
    for await (const line of linesOf(chunks)) {
      if (!line) continue;
      if (line.startsWith('[') && table !== undefined) counts[table]++;
      else {
        const header = (() => {
          try {
            return JSON.parse(line) as { table?: unknown };
          } catch {
            return undefined;
          }
        })();
        if (typeof header?.table !== 'string') throw new ArchiveError('it is damaged: a line is neither a row nor a table header');
        table = header.table;
        counts[table] = 0;
      }
    }
    checkCounts(manifest, counts);
    return manifest;
  } finally {
    close();
  }
}

/** The lock the API takes on its SQLite file (connect.ts), held while the file is replaced: no API may serve it meanwhile. */
function holdSqlite(file: string): () => void {
  const lock = lockSqlite(file);
  return () => lock.close();
}

/** Puts a SQLite backup's file in place of DATA_DIR's database (empty unless `force`). */
async function restoreSqlite(target: Target, file: string, force: boolean): Promise<Record<string, number>> {
  privateDir(target.dataDir);
  const dbFile = sqliteFileOf(target);
  const incoming = `${dbFile}.restoring`;
  try {
    await extractSqlite(file, incoming);
    const release = holdSqlite(dbFile);
    try {
      let replaced: Record<string, number> = {};
      if (fs.existsSync(dbFile)) {
        // Read-write: closing it folds its write-ahead log back into the file, which then goes whole.
        const { db, close } = openSqliteFile(dbFile, false);
        replaced = await contentsOf(db, 'sqlite').finally(close);
      }
      if (Object.keys(replaced).length > 0 && !force) throw new NotEmpty(dbFile, replaced);
      for (const f of [dbFile, `${dbFile}-wal`, `${dbFile}-shm`]) fs.rmSync(f, { force: true });
      fs.renameSync(incoming, dbFile);
      return replaced;
    } finally {
      release();
    }
  } finally {
    fs.rmSync(incoming, { force: true });
  }
}

/**
 * Restores a backup into the database `target` names, which must be of the engine it was taken
 * from and hold no rows unless `force`; then migrates it to the declarations.
 */
export async function restore(target: Target, decls: readonly ResourceDecl[], file: string, opts: { force?: boolean } = {}): Promise<Loaded> {
  const { manifest, close } = await openArchive(file);
  close();
  const engine = target.url ? 'postgres' : 'sqlite';
  if (manifest.kind !== 'backup') throw new ArchiveError('it is an export, not a backup: load it with `npm run db -- import`');
  if (manifest.engine !== engine)
    throw new ArchiveError(
      `it is a backup of ${engineName(manifest.engine)}, and this database is ${engineName(engine)}: a backup restores into the engine it was taken from. ` +
        `To move between engines, restore it into ${engineName(manifest.engine)}, then \`npm run db -- export\` there and \`npm run db -- import\` here.`,
    );
  if (engine === 'postgres') {
    const database = openDatabase(target);
    try {
      return await importData(database, decls, file, opts);
    } finally {
      await database.close();
    }
  }
  const replaced = await restoreSqlite(target, file, opts.force ?? false);
  const database = openDatabase(target);
  try {
    return { manifest, replaced, steps: await migrate(database, decls) };
  } finally {
    await database.close();
  }
}
