/**
 * What a new database starts with: the declarations' seed and the demo accounts (demo mode only),
 * or, when the data folder holds a store written by an earlier version (`db.json` and
 * `audit.jsonl`), everything in it (database/importLegacy.ts). Each is recorded in
 * `mds_migrations` in the transaction that does it, so a crash half-way does it again, whole;
 * so is what the store was made for (`store: demo` or `store: production`), which no other mode serves.
 */
import type { ResourceDecl } from '../resources/lib/schema';
import { seedRecords } from '../resources/lib/seed';
import { seedClashMessage } from '../resources/lib/lintSeeds';
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

/** What a store was made for: demo mode's (demo accounts, sample records) or production's. */
export type StoreKind = 'demo' | 'production';
const KINDS: readonly StoreKind[] = ['demo', 'production'];
const madeFor = (kind: StoreKind) => `store: ${kind}`;

async function record(trx: AnyDb, step: string) {
  await trx.insertInto('mds_migrations').values({ step, applied_at: new Date().toISOString() }).execute();
}

/** A store filled before stores recorded their kind: the demo accounts are the only users with a user name. */
async function kindByUsers(db: AnyDb): Promise<StoreKind> {
  const named = await db.selectFrom('mds_users').select('id').where('username', 'is not', null).limit(1).execute();
  return named.length > 0 ? 'demo' : 'production';
}

/** Production mode never serves a demo store (its accounts' passwords are in the README), nor demo mode a production one (its outbox shows the codes). */
function refuseOtherMode(where: string, kind: StoreKind, demo: boolean) {
  if (kind === 'demo' && !demo)
    throw new Error(
      `${where} was made as a demo store (demo accounts whose passwords are public, sample records): NODE_ENV=production does not serve it. ` +
        'Make a new data folder (DATA_DIR) or database (DATABASE_URL) and its first admin with ' +
        '`NODE_ENV=production npm run admin -- create --phone <number>`, then start the API on it.',
    );
  if (kind === 'production' && demo)
    throw new Error(`${where} was made for production: start it with NODE_ENV=production (demo mode would show its SMS codes at /api/dev/sms-outbox).`);
}

/**
 * Fills what is new: a new database gets the earlier version's store when the data folder has one,
 * else the demo accounts (demo mode); every table not seeded yet gets its seed in demo mode (also a
 * declaration added later). Outside demo mode nothing is seeded: `npm run admin` makes the first admin.
 * A store made for the other mode stops the start with what to do. Answers whether this call made
 * the store (it had not been filled).
 */
export async function fillNew(data: Data, opts: { dataDir: string; env: NodeJS.ProcessEnv; demo: boolean }): Promise<{ made: boolean }> {
  const done = new Set((await data.db.selectFrom('mds_migrations').select('step').execute()).map((r) => r.step as string));
  const where = data.database.where;
  const recorded = KINDS.find((kind) => done.has(madeFor(kind)));
  if (!done.has(FILLED) && legacyStoreIn(opts.dataDir)) {
    await importLegacy(data, opts.dataDir, async (trx) => {
      const kind = await kindByUsers(trx);
      // Thrown inside the import's transaction: nothing is imported, the files stay as they are.
      refuseOtherMode(where, kind, opts.demo);
      await record(trx, FILLED);
      await record(trx, madeFor(kind));
      for (const decl of data.declarations) await record(trx, seeded(decl));
    });
    await data.analyze();
    return { made: true };
  }
  if (done.has(FILLED)) refuseOtherMode(where, recorded ?? (await kindByUsers(data.db)), opts.demo);
  let filled = 0;
  await data.transaction(async (trx) => {
    if (!done.has(FILLED)) {
      if (opts.demo) for (const user of demoUsers()) await data.addUser(trx, user);
      await record(trx, FILLED);
    }
    // With the first fill; for an older store, the kind found above. Two processes starting at once may both write it.
    if (!recorded)
      await trx
        .insertInto('mds_migrations')
        .values({ step: madeFor(opts.demo ? 'demo' : 'production'), applied_at: new Date().toISOString() })
        .onConflict((oc) => oc.column('step').doNothing())
        .execute();
    for (const decl of data.declarations) {
      if (done.has(seeded(decl))) continue;
      const rows = opts.demo ? seedRecords(decl, seedSize(decl, opts.env)) : [];
      if (rows.length)
        await data
          .records(decl.name)
          .insertMany(trx, rows)
          .catch((e: unknown) => {
            // A unique index refusing the seed: say which declaration's field, not the driver's bare message.
            const clash = seedClashMessage(decl, rows);
            throw clash ? new Error(clash, { cause: e }) : e;
          });
      filled += rows.length;
      await record(trx, seeded(decl));
    }
  });
  if (filled > 0) await data.analyze();
  return { made: !done.has(FILLED) };
}
