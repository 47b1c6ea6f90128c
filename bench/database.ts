/**
 * The database under load, on each engine: the write load at the large and small seed (beside
 * json-server keeping its data in one JSON file rewritten on every write, as the JSON-store version
 * did), the list-page table on PostgreSQL, and start-up on PostgreSQL. The SQLite list-page table
 * and start-up are measured by run.ts with the console.
 */
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { startCluster } from '../scripts/postgresCluster';
import { LIST_QUERIES, load, signIn, variedQuery, type Load } from './http';
import { freeDataDir, startFakeApi, startJsonServer, type Child } from './processes';
import { newPolicy, writeLoad, type WriteLoad } from './writeLoad';

export type Server = 'sqlite' | 'postgres' | 'jsonFile';
export interface DatabaseResults {
  writes: { server: Server; policies: number; load: WriteLoad }[];
  /** The list pages on PostgreSQL, as the HTTP table measures them on SQLite. */
  postgresReads: { query: string; connections: number; load: Load }[];
  postgresStart: { seedStartMs: number; restartMs: number; rss: number };
}

const POLICIES = '/api/list/policy';
const READER_QUERY = 'current=1&pageSize=10&sort=createdTime&order=desc';

async function fakeApiWrites(api: Child, seconds: number): Promise<WriteLoad> {
  const { token } = await signIn(api.url);
  const headers = { Authorization: `Bearer ${token}` };
  return writeLoad({ createUrl: `${api.url}${POLICIES}`, listUrl: `${api.url}${POLICIES}?${READER_QUERY}`, headers, body: newPolicy }, seconds);
}

export async function databaseBench(opts: { sizes: number[]; large: number; seconds: number; log: (m: string) => void }): Promise<DatabaseResults> {
  const { log, seconds } = opts;
  const cluster = await startCluster();
  const children: Child[] = [];
  const track = (c: Child) => (children.push(c), c);
  let databases = 0;
  /** A fresh PostgreSQL database for one fake API start. */
  const newDatabase = async () => {
    const name = `bench_${++databases}`;
    const client = new pg.Client({ connectionString: cluster.url });
    await client.connect();
    await client.query(`CREATE DATABASE ${name}`);
    await client.end();
    return cluster.url.replace(/\/postgres$/, `/${name}`);
  };
  try {
    const writes: DatabaseResults['writes'] = [];
    for (const policies of opts.sizes) {
      log(`write load, ${policies} policies: SQLite, PostgreSQL, json-server with a JSON file (${seconds} s each)`);
      const sqlite = track(await startFakeApi({ policies, dataDir: freeDataDir() }));
      writes.push({ server: 'sqlite', policies, load: await fakeApiWrites(sqlite, seconds) });
      await sqlite.stop();
      const postgres = track(await startFakeApi({ policies, dataDir: freeDataDir(), databaseUrl: await newDatabase() }));
      writes.push({ server: 'postgres', policies, load: await fakeApiWrites(postgres, seconds) });
      await postgres.stop();
      const dir = freeDataDir();
      const json = track(await startJsonServer(policies, path.join(dir, 'db.json')));
      const load = await writeLoad(
        { createUrl: `${json.url}/policies`, listUrl: `${json.url}/policies?_page=1&_limit=10&_sort=createdTime&_order=desc`, headers: {}, body: newPolicy },
        seconds,
      );
      writes.push({ server: 'jsonFile', policies, load });
      await json.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    }

    log(`PostgreSQL with ${opts.large} policies: first start, restart, list pages`);
    const url = await newDatabase();
    const dataDir = freeDataDir();
    const first = track(await startFakeApi({ policies: opts.large, dataDir, databaseUrl: url, keepData: true }));
    await first.stop();
    const api = track(await startFakeApi({ policies: opts.large, dataDir, databaseUrl: url }));
    const { token } = await signIn(api.url);
    const auth = { Authorization: `Bearer ${token}` };
    const postgresReads: DatabaseResults['postgresReads'] = [];
    for (const [query, q] of Object.entries(LIST_QUERIES)) {
      for (const connections of [1, 10])
        postgresReads.push({ query, connections, load: await load(`${api.url}${POLICIES}?${q.ours}`, connections, seconds, auth) });
    }
    for (const connections of [1, 10])
      postgresReads.push({ query: 'varied', connections, load: await load(`${api.url}${POLICIES}`, connections, seconds, auth, variedQuery('ours')) });
    const postgresStart = { seedStartMs: first.startMs, restartMs: api.startMs, rss: api.rss() };
    await api.stop();
    return { writes, postgresReads, postgresStart };
  } finally {
    for (const c of children) await c.stop().catch(() => {});
    await cluster.stop();
  }
}
