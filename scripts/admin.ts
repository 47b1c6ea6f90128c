/**
 * `npm run admin -- create --phone <number>`: makes that phone number an admin of the store in
 * DATA_DIR (default .data), or DATABASE_URL's, creating the store when it does not exist: a
 * production store with NODE_ENV=production, else a demo store (demo accounts, sample records),
 * which production mode refuses to serve. On SQLite the API must be stopped (it holds the store's
 * lock). The admin then signs in on the login page with the number; the fake SMS gateway writes
 * the code to the API's log.
 */
import path from 'node:path';
import { createAdmin } from '../fake-api/admins';
import { loadDeclarations } from '../resources/lib/loadDeclarations';
import { maskPhone } from '../domain/userProfile';

const USAGE = 'usage: npm run admin -- create --phone <mobile number>';
const [command, flag, rawPhone, ...rest] = process.argv.slice(2);
if (command !== 'create' || flag !== '--phone' || !rawPhone || rest.length > 0) {
  console.error(USAGE);
  process.exit(2);
}

const dataDir = path.resolve(process.env.DATA_DIR ?? '.data');
const databaseUrl = process.env.DATABASE_URL || undefined;
const demo = process.env.NODE_ENV !== 'production';

try {
  const { phone, outcome, made, where } = await createAdmin({ dataDir, databaseUrl, rawPhone, declarations: await loadDeclarations(), demo });
  if (!demo) console.log(made ? `Made a production store in ${where}: no demo accounts, no sample records.` : `Using the production store in ${where}.`);
  else {
    console.log(
      made
        ? `NODE_ENV is not "production": made a demo store in ${where}, with the demo accounts (admin/admin, user/user, reviewer/reviewer), demo phones and invitation codes, and sample records.`
        : `NODE_ENV is not "production": using the demo store in ${where}.`,
    );
    console.log(
      'Production mode refuses to serve a demo store: for production, run NODE_ENV=production npm run admin -- create on a new data folder or database.',
    );
  }
  const what = { created: 'is now an admin (new account)', promoted: 'is now an admin (its account was a user)', unchanged: 'was an admin already' }[outcome];
  console.log(`${maskPhone(phone)} ${what}.`);
  console.log('Sign in on the login page with this number: the SMS code is written to the API log.');
} catch (e) {
  console.error(`admin: ${(e as Error).message}`);
  process.exit(1);
}
