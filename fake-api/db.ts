/** The shape of the fake API's store and its initial (seeded) state. */
import type { ResourceDecl } from '../resources/lib/schema';
import { seedRecords } from '../resources/lib/seed';
import type { RecordData } from '../resources/lib/validate';
import { demoUsers, type UserRecord } from './users';

export interface SessionRecord {
  /** sha256 of the token: the store never holds a usable token. */
  tokenHash: string;
  userId: number;
  role: string;
  createdAt: number;
  expiresAt: number;
  revokedAt?: number;
}

export interface Db {
  version: 1;
  collections: Record<string, RecordData[]>;
  nextIds: Record<string, number>;
  users: UserRecord[];
  sessions: SessionRecord[];
  /** State of the features in fake-api/features/, each under its own key. */
  extras?: Record<string, unknown>;
}

export const isDb = (doc: unknown): doc is Db => {
  const d = doc as Db;
  return (
    typeof d === 'object' &&
    d !== null &&
    d.version === 1 &&
    typeof d.collections === 'object' &&
    typeof d.nextIds === 'object' &&
    Array.isArray(d.users) &&
    Array.isArray(d.sessions)
  );
};

/** Seed size of a resource: its declaration's default, or its environment variable. */
export function seedSize(decl: ResourceDecl, env: NodeJS.ProcessEnv): number {
  const raw = decl.seed.env ? env[decl.seed.env] : undefined;
  const n = raw === undefined ? decl.seed.count : Number(raw);
  if (!Number.isInteger(n) || n < 0 || n > 1_000_000) throw new Error(`${decl.seed.env} must be a whole number from 0 to 1000000, got "${raw}"`);
  return n;
}

/**
 * A fresh store. The seed is demo data (sample records, the demo accounts and their phones, the
 * README's invitation codes): demo mode only. Outside it the store starts empty and the first
 * admin is made by `npm run admin -- create --phone …` (scripts/admin.ts).
 */
export function initialDb(decls: readonly ResourceDecl[], env: NodeJS.ProcessEnv, demo: boolean): Db {
  const collections: Db['collections'] = {};
  const nextIds: Db['nextIds'] = {};
  for (const decl of decls) {
    const rows = demo ? seedRecords(decl, seedSize(decl, env)) : [];
    collections[decl.name] = rows;
    nextIds[decl.name] = rows.length + 1;
  }
  return { version: 1, collections, nextIds, users: demo ? demoUsers() : [], sessions: [] };
}

/** Declarations added after the store was created get their seed (in demo mode) on the next start. */
export function withNewCollections(db: Db, decls: readonly ResourceDecl[], env: NodeJS.ProcessEnv, demo: boolean): Db | undefined {
  const missing = decls.filter((d) => !db.collections[d.name]);
  if (missing.length === 0) return undefined;
  const added = initialDb(missing, env, demo);
  return { ...db, collections: { ...db.collections, ...added.collections }, nextIds: { ...db.nextIds, ...added.nextIds } };
}
