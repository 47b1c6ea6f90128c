/**
 * `npm run db -- <command>`, on DATA_DIR's SQLite file (default .data) or DATABASE_URL's PostgreSQL:
 * - `status`: the migration steps applied to the database, and those the declarations still need
 *   (or the changes that cannot be applied safely, and what to do about them).
 * - `migrate`: applies the pending steps, all or none. The API applies them on start too; this is
 *   for looking first, or migrating before starting several API processes.
 * - `backup <file>`: a consistent backup while the API serves (it takes no lock): SQLite's online
 *   backup of the file, or one snapshot of every PostgreSQL table. `verify <file>` checks one.
 * - `restore <file> [--force]`: a backup into an empty database of the engine it was taken from,
 *   then `migrate`; --force replaces what the database holds. The API must be stopped (on SQLite
 *   it holds the file; on PostgreSQL its writes would mix with the restored rows).
 * - `export <file>` / `import <file> [--force]`: every table as engine-neutral JSON lines, ids kept,
 *   to move between SQLite and PostgreSQL (either way). Import wants the API stopped, as restore.
 * The file format: fake-api/database/archive.ts.
 */
import path from 'node:path';
import { openDatabase } from '../fake-api/database/connect';
import { ArchiveError, describeManifest, engineName, rowsListed, type Manifest } from '../fake-api/database/archive';
import { backup, openSource, restore, verify } from '../fake-api/database/backup';
import { exportData, importData, type Loaded } from '../fake-api/database/exchange';
import { migrate, migrationStatus } from '../fake-api/database/migrate';
import { loadDeclarations } from '../resources/lib/loadDeclarations';
import { withOperationLog } from '../fake-api/data';

const USAGE = `usage: npm run db -- status | migrate
       npm run db -- backup <file> | verify <file> | restore <file> [--force]
       npm run db -- export <file> | import <file> [--force]`;
const WITH_FILE = ['backup', 'verify', 'restore', 'export', 'import'];
const FORCED = ['restore', 'import'];

const [command = '', ...rest] = process.argv.slice(2);
const force = rest.includes('--force');
const args = rest.filter((a) => a !== '--force');
const known = ['status', 'migrate', ...WITH_FILE].includes(command);
if (!known || args.length !== (WITH_FILE.includes(command) ? 1 : 0) || (force && !FORCED.includes(command))) {
  console.error(USAGE);
  process.exit(2);
}
const file = args[0] === undefined ? '' : path.resolve(args[0]);
const target = { dataDir: path.resolve(process.env.DATA_DIR ?? '.data'), url: process.env.DATABASE_URL || undefined };

const rowsOf = (m: Manifest) => Object.values(m.tables).reduce((a, b) => a + b, 0);

/** What a restore or an import did. */
function loaded(what: string, { manifest, replaced, steps }: Loaded) {
  console.log(`${what} ${file}: ${rowsOf(manifest)} rows of ${engineName(manifest.engine)} ${manifest.source}, taken ${manifest.takenAt}.`);
  if (Object.keys(replaced).length) console.log(`Replaced (--force):\n${rowsListed(replaced).join('\n')}`);
  console.log(steps.length ? `Migrated: ${steps.length} step(s) applied.` : 'Migrated: up to date, nothing to apply.');
}

async function withFile(): Promise<void> {
  const decls = withOperationLog(await loadDeclarations());
  switch (command) {
    case 'verify': {
      const manifest = await verify(file);
      console.log(`OK: the checksum and the row counts match.\n${describeManifest(manifest, file).join('\n')}`);
      return;
    }
    case 'backup': {
      const manifest = await backup(target, decls, file);
      console.log(`Backed up:\n${describeManifest(manifest, file).join('\n')}`);
      return;
    }
    case 'export': {
      const source = openSource(target);
      try {
        const manifest = await exportData(source, decls, file);
        console.log(`Exported:\n${describeManifest(manifest, file).join('\n')}`);
      } finally {
        await source.close();
      }
      return;
    }
    case 'restore':
      return loaded('Restored', await restore(target, decls, file, { force }));
    case 'import': {
      const database = openDatabase(target);
      try {
        return loaded('Imported', await importData(database, decls, file, { force }));
      } finally {
        await database.close();
      }
    }
  }
}

async function statusOrMigrate(): Promise<boolean> {
  const declarations = withOperationLog(await loadDeclarations());
  const database = openDatabase(target);
  console.log(`Database: ${database.where} (${database.engine})`);
  try {
    if (command === 'status') {
      const { applied, plan } = await migrationStatus(database, declarations);
      console.log(`\nApplied (${applied.length}):`);
      for (const step of applied) console.log(`  ${step}`);
      console.log(`\nPending (${plan.steps.length}):`);
      for (const step of plan.steps) console.log(`  ${step.step}`);
      if (plan.refused.length) {
        console.log(`\nRefused: the API will not start until these are resolved (${plan.refused.length}):`);
        for (const r of plan.refused) console.log(`  ${r}`);
        return false;
      }
    } else {
      const steps = await migrate(database, declarations);
      console.log(steps.length ? `Applied ${steps.length} step(s):\n${steps.map((s) => `  ${s}`).join('\n')}` : 'Up to date: nothing to apply.');
    }
    return true;
  } finally {
    await database.close();
  }
}

let ok = true;
try {
  if (WITH_FILE.includes(command)) await withFile();
  else ok = await statusOrMigrate();
} catch (e) {
  ok = false;
  // A file's fault names the file; a database that is not empty, or cannot be migrated, says so itself.
  console.error(`db ${command}: ${e instanceof ArchiveError ? `${file}: ` : ''}${(e as Error).message}`);
}
process.exit(ok ? 0 : 1);
