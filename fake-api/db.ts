/**
 * What a new database starts with: the declarations' seed and the demo accounts (demo mode only),
 * or, when the data folder holds a store written by an earlier version (`db.json` and
 * `audit.jsonl`), everything in it (database/importLegacy.ts). Each is recorded in
 * `mds_migrations` in the transaction that does it, so a crash half-way does it again, whole.
 */
import type { ResourceDecl } from '../resources/lib/schema';
import { seedRecords } from '../resources/lib/seed';
import type { AnyDb, Data } from './data';
import { importLegacy, legacyStoreIn } from './database/importLegacy';
import { demoUsers } from './users';

/** Seed size of a resource: its declaration's default, or its environment variable. */
export function seedSize(decl: ResourceDecl, env: NodeJS.ProcessEnv): number {
  const raw = decl.seed.env ? env[decl.seed.env] : undefined;
  const n = raw === undefined ? decl.seed.count : Number(raw);
  if (!Number.isInteger(n) || n < 0 || n > 1_000_000) throw new Error(`${decl.seed.env} must be a whole number from 0 to 1000000, got "${raw}"`);
  return n;
}

const FILLED = 'fill: accounts and records';
const seeded = (decl: ResourceDecl) => `seed ${decl.name}`;

async function record(trx: AnyDb, step: string) {
  await trx.insertInto('mds_migrations').values({ step, applied_at: new Date().toISOString() }).execute();
}

/**
 * Fills what is new: a new database gets the earlier version's store when the data folder has one,
 * else the demo accounts (demo mode); every table not seeded yet gets its seed in demo mode (also a
 * declaration added later). Outside demo mode nothing is seeded: `npm run admin` makes the first admin.
 */
export async function fillNew(data: Data, opts: { dataDir: string; env: NodeJS.ProcessEnv; demo: boolean }) {
  const done = new Set((await data.db.selectFrom('mds_migrations').select('step').execute()).map((r) => r.step as string));
  if (!done.has(FILLED) && legacyStoreIn(opts.dataDir)) {
    await importLegacy(data, opts.dataDir, async (trx) => {
      await record(trx, FILLED);
      for (const decl of data.declarations) await record(trx, seeded(decl));
    });
    await data.analyze();
    return;
  }
  let filled = 0;
  await data.transaction(async (trx) => {
    if (!done.has(FILLED)) {
      if (opts.demo) for (const user of demoUsers()) await data.addUser(trx, user);
      await record(trx, FILLED);
    }
    for (const decl of data.declarations) {
      if (done.has(seeded(decl))) continue;
      const rows = opts.demo ? seedRecords(decl, seedSize(decl, opts.env)) : [];
      if (rows.length) await data.records(decl.name).insertMany(trx, rows);
      filled += rows.length;
      await record(trx, seeded(decl));
    }
  });
  if (filled > 0) await data.analyze();
}
