/**
 * Which database the integration suite runs on: SQLite (the `integration` project) or PostgreSQL
 * (`integration-pg`, whose globalSetup starts a throw-away cluster). A test names its data by a
 * folder either way; on PostgreSQL each folder maps to a database of its own, so a restart on the
 * same folder finds the same data, as it does on SQLite.
 */
import crypto from 'node:crypto';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import pg from 'pg';
import { inject } from 'vitest';
import { SQLITE_FILE } from '../../fake-api/database/connect';

export const ENGINE: 'sqlite' | 'postgres' = process.env.MDS_TEST_ENGINE === 'postgres' ? 'postgres' : 'sqlite';

const created = new Map<string, Promise<string>>();

const urlOf = (database: string) => {
  const url = new URL(inject('postgresUrl'));
  url.pathname = `/${database}`;
  return url.toString();
};

async function onMaintenance<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: inject('postgresUrl') });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** The PostgreSQL URL of a data folder's database (made on first use); undefined on SQLite. */
export function databaseUrlFor(dataDir: string): Promise<string | undefined> {
  if (ENGINE === 'sqlite') return Promise.resolve(undefined);
  const name = `t_${crypto.createHash('sha256').update(path.resolve(dataDir)).digest('hex').slice(0, 24)}`;
  let url = created.get(name);
  if (!url) {
    url = onMaintenance(async (client) => {
      const exists = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
      if (exists.rowCount === 0) await client.query(`CREATE DATABASE ${name}`);
      return urlOf(name);
    });
    created.set(name, url);
  }
  return url;
}

/** The environment a spawned API needs to reach a folder's data. */
export async function engineEnv(dataDir: string): Promise<Record<string, string>> {
  const url = await databaseUrlFor(dataDir);
  return url ? { DATA_DIR: dataDir, DATABASE_URL: url } : { DATA_DIR: dataDir };
}

/**
 * One statement on the test's database through a new connection, and its rows. `write`: it
 * changes the database (only while the API is stopped, as SQLite allows one API per file).
 */
export async function querySql(dataDir: string, text: string, write = false): Promise<Record<string, unknown>[]> {
  const url = await databaseUrlFor(dataDir);
  if (url) {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      return (await client.query(text)).rows as Record<string, unknown>[];
    } finally {
      await client.end();
    }
  }
  const db = new BetterSqlite3(path.join(dataDir, SQLITE_FILE), { readonly: !write });
  try {
    const statement = db.prepare(text);
    return write ? (statement.run(), []) : (statement.all() as Record<string, unknown>[]);
  } finally {
    db.close();
  }
}

/** The rows of a table as a new connection reads them (committed writes only), by id. */
export const readTable = (dataDir: string, table: string) => querySql(dataDir, `SELECT * FROM "${table}" ORDER BY id`);
