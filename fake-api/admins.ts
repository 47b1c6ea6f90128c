/**
 * The first admin of a store that has none (production mode seeds no accounts): made for a phone
 * number from the command line (scripts/admin.ts), never through the API.
 */
import { PHONE_ERROR_TEXT } from '../domain/phoneAuth';
import type { ResourceDecl } from '../resources/lib/schema';
import { Data } from './data';
import { fillNew } from './db';
import { phoneKey } from './phone';

export interface AdminResult {
  phone: string;
  /** `created`: a new account; `promoted`: the number had a user account; `unchanged`: it was an admin. */
  outcome: 'created' | 'promoted' | 'unchanged';
  /** Whether this call made the store (it did not exist), and where it is (without credentials). */
  made: boolean;
  where: string;
}

/** Makes `rawPhone` an admin in the database (the data folder's, or `databaseUrl`'s; made empty when new). */
export async function createAdmin(opts: {
  dataDir: string;
  databaseUrl?: string;
  rawPhone: string;
  declarations: readonly ResourceDecl[];
  demo: boolean;
  env?: NodeJS.ProcessEnv;
  now?: number;
}): Promise<AdminResult> {
  const phone = phoneKey(opts.rawPhone);
  if (!phone) throw new Error(PHONE_ERROR_TEXT.phoneFormat);
  const env = opts.env ?? process.env;
  const data = await Data.open({ dataDir: opts.dataDir, url: opts.databaseUrl ?? (env.DATABASE_URL || undefined), declarations: opts.declarations });
  try {
    const store = { ...(await fillNew(data, { dataDir: opts.dataDir, env, demo: opts.demo })), where: data.database.where };
    const outcome = await data.transaction(async (trx): Promise<AdminResult['outcome']> => {
      const known = await data.userBy(trx, 'phone', phone);
      if (known?.role === 'admin') return 'unchanged';
      if (known) {
        await data.updateUser(trx, { ...known, role: 'admin' });
        return 'promoted';
      }
      await data.addPhoneUser(trx, phone, 'admin', opts.now ?? Date.now());
      return 'created';
    });
    return { phone, outcome, ...store };
  } finally {
    await data.close();
  }
}
