/**
 * `npm run db -- status`: the migration steps applied to the database, and those the declarations
 * still need (or the changes that cannot be applied safely, and what to do about them).
 * `npm run db -- migrate`: applies the pending steps, all or none. The API applies them on start
 * too; this is for looking first, or migrating before starting several API processes.
 * The database is DATA_DIR's SQLite file (default .data), or DATABASE_URL's PostgreSQL.
 */
import path from 'node:path';
import { openDatabase } from '../fake-api/database/connect';
import { migrate, migrationStatus, MigrationRefused } from '../fake-api/database/migrate';
import { loadDeclarations } from '../resources/lib/loadDeclarations';
import { withOperationLog } from '../fake-api/data';

const USAGE = 'usage: npm run db -- status | migrate';
const [command, ...rest] = process.argv.slice(2);
if ((command !== 'status' && command !== 'migrate') || rest.length > 0) {
  console.error(USAGE);
  process.exit(2);
}

const declarations = withOperationLog(await loadDeclarations());
let database;
try {
  database = openDatabase({ dataDir: path.resolve(process.env.DATA_DIR ?? '.data'), url: process.env.DATABASE_URL || undefined });
} catch (e) {
  console.error(`db: ${(e as Error).message}`);
  process.exit(1);
}
console.log(`Database: ${database.where} (${database.engine})`);
let failed = false;
try {
  if (command === 'status') {
    const { applied, plan } = await migrationStatus(database, declarations);
    console.log(`\nApplied (${applied.length}):`);
    for (const step of applied) console.log(`  ${step}`);
    console.log(`\nPending (${plan.steps.length}):`);
    for (const step of plan.steps) console.log(`  ${step.step}`);
    if (plan.refused.length) {
      failed = true;
      console.log(`\nRefused: the API will not start until these are resolved (${plan.refused.length}):`);
      for (const r of plan.refused) console.log(`  ${r}`);
    }
  } else {
    const steps = await migrate(database, declarations);
    console.log(steps.length ? `Applied ${steps.length} step(s):\n${steps.map((s) => `  ${s}`).join('\n')}` : 'Up to date: nothing to apply.');
  }
} catch (e) {
  failed = true;
  console.error(e instanceof MigrationRefused ? e.message : `db: ${(e as Error).message}`);
} finally {
  await database.close();
}
process.exit(failed ? 1 : 0);
