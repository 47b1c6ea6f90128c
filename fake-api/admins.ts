/**
 * The first admin of a store that has none (production mode seeds no accounts): made for a phone
 * number from the command line (scripts/admin.ts), never through the API.
 */
import path from 'node:path';
import { normalizePhone, PHONE_ERROR_TEXT, phoneError } from '../resources/lib/phoneAuth';
import type { ResourceDecl } from '../resources/lib/schema';
import { initialDb, isDb, type Db } from './db';
import { Store } from './store';
import { phoneUser } from './users';

export interface AdminResult {
  phone: string;
  /** `created`: a new account; `promoted`: the number had a user account; `unchanged`: it was an admin. */
  outcome: 'created' | 'promoted' | 'unchanged';
}

/** Makes `rawPhone` an admin in the store under `dataDir` (created empty when missing). */
export async function createAdmin(opts: {
  dataDir: string;
  rawPhone: string;
  declarations: readonly ResourceDecl[];
  demo: boolean;
  env?: NodeJS.ProcessEnv;
  now?: number;
}): Promise<AdminResult> {
  const problem = phoneError(opts.rawPhone);
  if (problem) throw new Error(PHONE_ERROR_TEXT[problem]);
  const phone = normalizePhone(opts.rawPhone);
  const store = Store.open<Db>({
    file: path.join(opts.dataDir, 'db.json'),
    initial: () => initialDb(opts.declarations, opts.env ?? process.env, opts.demo),
    isValid: isDb,
  });
  try {
    return await store.write((db): { state: Db; result: AdminResult } => {
      const known = db.users.find((u) => u.profile.phone === phone);
      if (known?.role === 'admin') return { state: db, result: { phone, outcome: 'unchanged' } };
      if (known)
        return { state: { ...db, users: db.users.map((u) => (u === known ? { ...u, role: 'admin' as const } : u)) }, result: { phone, outcome: 'promoted' } };
      const admin = { ...phoneUser(Math.max(0, ...db.users.map((u) => u.id)) + 1, phone, opts.now ?? Date.now()), role: 'admin' as const };
      return { state: { ...db, users: [...db.users, admin] }, result: { phone, outcome: 'created' } };
    });
  } finally {
    await store.close();
  }
}
