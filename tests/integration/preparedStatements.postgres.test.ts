/**
 * On PostgreSQL each pooled connection keeps the statements it runs prepared, the 200 it used last
 * (fake-api/database/preparedStatements.ts): a list's filters make new statement texts without
 * end, and the server's memory for them must not grow with them.
 * (PostgreSQL only, by its name: SQLite's statements are kept in process, connect.ts.)
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type RunningApi } from './helpers';

let run: RunningApi;
beforeAll(async () => {
  run = await startApi();
});
afterAll(() => run.stop());

/** A statement text of its own for each n (the filters of a list make such texts). */
const nth = (n: number) => sql<{ id: number }>`SELECT id FROM policies WHERE id > ${0} AND ${sql.raw(String(n))} = ${n} ORDER BY id LIMIT 1`;

describe('prepared statements on PostgreSQL', () => {
  it('are reused, at most 200 per connection, and an evicted one prepares again', async () => {
    await run.api.data.db.connection().execute(async (db) => {
      const prepared = async () => Number((await sql<{ n: number }>`SELECT count(*)::int AS n FROM pg_prepared_statements`.execute(db)).rows[0].n);
      const before = await prepared();
      await nth(1).execute(db);
      await nth(1).execute(db);
      // Run twice, prepared once.
      expect(await prepared()).toBe(before + 1);
      for (let n = 2; n <= 260; n++) await nth(n).execute(db);
      expect(await prepared()).toBeLessThanOrEqual(200);
      // The first one was evicted long ago: it runs, prepared anew, with its answer.
      expect((await nth(1).execute(db)).rows).toEqual([{ id: 1 }]);
    });
  });
});
