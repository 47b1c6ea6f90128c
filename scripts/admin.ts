/**
 * `npm run admin -- create --phone <number>`: makes that phone number an admin of the store in
 * DATA_DIR (default .data), creating the store when it does not exist. The API must be stopped
 * (it holds the store's lock). The admin then signs in on the login page with the number; the
 * fake SMS gateway writes the code to the API's log.
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
try {
  const { phone, outcome } = await createAdmin({ dataDir, rawPhone, declarations: await loadDeclarations(), demo: process.env.NODE_ENV !== 'production' });
  const what = { created: 'is now an admin (new account)', promoted: 'is now an admin (its account was a user)', unchanged: 'was an admin already' }[outcome];
  console.log(`${maskPhone(phone)} ${what} in ${dataDir}.`);
  console.log('Sign in on the login page with this number: the SMS code is written to the API log.');
} catch (e) {
  console.error(`admin: ${(e as Error).message}`);
  process.exit(1);
}
