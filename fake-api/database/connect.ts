/**
 * Opens the API's database: an embedded SQLite file under the data folder (default), or
 * PostgreSQL when `DATABASE_URL` names one. Both sit behind one Kysely instance, so every query
 * is written once; `engine` tells the few schema steps that differ (column types, text search).
 */
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import pg from 'pg';
import { log } from '../logger';
import { createPrivate, keepPrivate, privateDir } from '../privateFiles';
import { PipelinedPostgresDialect } from './pipelined';
import { keepPrepared } from './preparedStatements';
import type { Engine, Tables } from './tables';

export interface Database {
  db: Kysely<Tables>;
  engine: Engine;
  /** Where it is, without credentials, for messages. */
  where: string;
  /** Its connections now, for the metrics: in use (by a query or a transaction) and callers waiting for one. */
  connections: () => { inUse: number; waiting: number };
  close: () => Promise<void>;
  /**
   * PostgreSQL: calls `heard` whenever a commit (of any process) notifies `channel`, and once after
   * each reconnect of the listening connection (what it missed meanwhile is to be read again).
   * Answers how to stop. SQLite serves one process: nothing to listen to.
   */
  listen?: (channel: string, heard: () => void) => Promise<() => Promise<void>>;
}

export class DatabaseError extends Error {}

export const SQLITE_FILE = 'console.sqlite';

// int8 (counts, times in ms) as numbers: every value we keep fits in 2^53.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));

/**
 * SQLite allows one API per file: a second one would keep its own rate limits' view of the file
 * between transactions. The lock is an open exclusive transaction on a side file: the operating
 * system releases it when the holder dies, however it dies (no PID file to go stale).
 */
export function lockSqlite(file: string): BetterSqlite3.Database {
  const lockFile = `${file}.lock`;
  createPrivate(lockFile);
  const lock = new BetterSqlite3(lockFile);
  try {
    lock.pragma('busy_timeout = 0');
    lock.exec('BEGIN EXCLUSIVE');
  } catch {
    lock.close();
    throw new DatabaseError(
      `The database ${file} is in use by another API process; stop it first. SQLite serves one process: set DATABASE_URL to a PostgreSQL database to run several.`,
    );
  }
  return lock;
}

/**
 * Kysely prepares every query it runs; the API runs the same few hundred texts over and over, so
 * their prepared statements are kept (up to STATEMENTS, the least recently used going first).
 */
const STATEMENTS = 500;
function withStatementCache(sqlite: BetterSqlite3.Database): BetterSqlite3.Database {
  const cache = new Map<string, BetterSqlite3.Statement>();
  const prepare = (text: string) => {
    let statement = cache.get(text);
    if (statement) cache.delete(text);
    else statement = sqlite.prepare(text);
    cache.set(text, statement);
    if (cache.size > STATEMENTS) cache.delete(cache.keys().next().value!);
    return statement;
  };
  return new Proxy(sqlite, {
    get: (target, key) => {
      if (key === 'prepare') return prepare;
      const value: unknown = Reflect.get(target, key);
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
}

/**
 * SQLite: whether a text holds a lowercased needle, case-folded as the FTS5 trigram index folds it
 * (Unicode, where SQLite's lower() and LIKE fold ASCII only). Tests the rows a sorted walk reads.
 */
export const CONTAINS = 'mds_contains';
const contains = (text: unknown, needle: unknown) => (typeof text === 'string' && typeof needle === 'string' && text.toLowerCase().includes(needle) ? 1 : 0);

function openSqlite(dataDir: string): Database {
  privateDir(dataDir);
  const file = path.join(dataDir, SQLITE_FILE);
  const lock = lockSqlite(file);
  // SQLite gives its -wal and -shm files the database file's mode.
  createPrivate(file);
  const sqlite = new BetterSqlite3(file);
  // WAL: readers never wait for the writer. FULL: a commit is fsync'd, so it survives a power cut.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  for (const f of [`${file}-wal`, `${file}-shm`]) keepPrivate(f);
  sqlite.function(CONTAINS, { deterministic: true }, contains);
  const db = new Kysely<Tables>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
  return {
    db,
    engine: 'sqlite',
    where: file,
    // One connection, never waited for: better-sqlite3 runs each statement to its end.
    connections: () => ({ inUse: 1, waiting: 0 }),
    close: async () => {
      await db.destroy();
      lock.close();
    },
  };
}

function openPostgres(url: string): Database {
  const pool = new pg.Pool({ connectionString: url, max: Number(process.env.DATABASE_POOL_SIZE ?? 10), pipeline: true });
  pool.on('connect', keepPrepared);
  // An idle client's error (the server restarted) must not take the API down; the next query reconnects.
  pool.on('error', (e) => log.error({ err: e }, 'database connection lost'));
  const db = new Kysely<Tables>({ dialect: new PipelinedPostgresDialect({ pool }) });
  const where = url.replace(/\/\/[^@/]*@/, '//');
  const connections = () => ({ inUse: pool.totalCount - pool.idleCount, waiting: pool.waitingCount });
  return { db, engine: 'postgres', where, connections, close: () => db.destroy(), listen: (channel, heard) => listenOn(url, channel, heard) };
}

/** The wait before a lost listening connection is opened again. */
const RELISTEN_MS = 1000;

/** A connection of its own (a pooled one would be handed to queries): LISTEN holds it for good. */
async function listenOn(url: string, channel: string, heard: () => void): Promise<() => Promise<void>> {
  let client: pg.Client | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  const connect = async (): Promise<void> => {
    const c = new pg.Client({ connectionString: url });
    // Once per connection, however it fails (an error event and a refused query may both come).
    let lost = false;
    const again = (e: unknown, what: string) => {
      if (lost) return;
      lost = true;
      log.error({ err: e }, what);
      void c.end().catch(() => undefined);
      if (client === c) client = undefined;
      if (!stopped) retry = setTimeout(() => void connect(), RELISTEN_MS);
    };
    c.on('notification', (n) => n.channel === channel && heard());
    c.on('error', (e) => again(e, 'the live events connection was lost; listening again'));
    try {
      await c.connect();
      await c.query(`LISTEN ${channel}`);
    } catch (e) {
      return again(e, 'could not listen for live events; trying again');
    }
    if (stopped || lost) return void c.end().catch(() => undefined);
    client = c;
    heard();
  };
  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end().catch(() => undefined);
  };
}

export function openDatabase(opts: { dataDir: string; url?: string }): Database {
  if (opts.url) {
    if (!/^postgres(ql)?:\/\//.test(opts.url)) throw new DatabaseError('DATABASE_URL must be a postgres:// URL (leave it unset for the embedded SQLite file)');
    return openPostgres(opts.url);
  }
  return openSqlite(opts.dataDir);
}
