/**
 * Upgrades lose nothing: a data folder written by the JSON-store version (`db.json` with every
 * collection, user, session and feature state; `audit.jsonl` and `audit-archive.jsonl` with the
 * operation log) is imported into a new database in one transaction, then the files are kept
 * beside it renamed `*.imported-<time>`, never deleted.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { RecordData } from '../../resources/lib/validate';
import type { AnyDb, Data } from '../data';
import { log } from '../logger';
import type { UserRecord } from '../users';
import { adoptLegacyAvatars } from './avatars';

interface LegacySession {
  tokenHash: string;
  userId: number;
  role: string;
  createdAt: number;
  expiresAt: number;
  revokedAt?: number;
}

interface LegacyDb {
  version: 1;
  collections: Record<string, RecordData[]>;
  users: UserRecord[];
  sessions: LegacySession[];
  extras?: Record<string, unknown>;
  /** Each collection's next id: ids of deleted records are not handed out again. */
  nextIds?: Record<string, number>;
}

const STORE = 'db.json';
const LOGS = ['audit-archive.jsonl', 'audit.jsonl'];

const isLegacy = (d: unknown): d is LegacyDb => {
  const db = d as LegacyDb;
  return (
    typeof db === 'object' && db !== null && db.version === 1 && typeof db.collections === 'object' && Array.isArray(db.users) && Array.isArray(db.sessions)
  );
};

/** Reads the store, or its last good copy (`db.json.bak`) when a crash cut the store short. */
function readStore(dir: string): LegacyDb | undefined {
  for (const file of [STORE, `${STORE}.bak`].map((f) => path.join(dir, f))) {
    try {
      const doc: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));
      if (isLegacy(doc)) return doc;
    } catch {
      /* missing or cut short: try the backup */
    }
  }
  return undefined;
}

export const legacyStoreIn = (dir: string): boolean => fs.existsSync(path.join(dir, STORE)) || fs.existsSync(path.join(dir, `${STORE}.bak`));

function logEntries(dir: string): RecordData[] {
  const entries: RecordData[] = [];
  for (const name of LOGS) {
    const file = path.join(dir, name);
    if (!fs.existsSync(file)) continue;
    for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
      try {
        if (line) entries.push(JSON.parse(line) as RecordData);
      } catch {
        /* a line cut by a crash */
      }
    }
  }
  // The archive holds the older entries; an id seen twice (a crash while archiving) counts once.
  const byId = new Map(entries.map((e) => [Number(e.id), e]));
  return [...byId.values()].sort((a, b) => Number(a.id) - Number(b.id));
}

/** Imports the store in one transaction, which `alsoInTransaction` joins (recording that it was done). */
export async function importLegacy(data: Data, dir: string, alsoInTransaction: (trx: AnyDb) => Promise<void>): Promise<void> {
  const store = readStore(dir);
  if (!store) throw new Error(`${path.join(dir, STORE)} is damaged and has no good copy: move it away to start from an empty database`);
  await data.transaction(async (trx) => {
    for (const user of store.users) await data.addUser(trx, user);
    for (const s of store.sessions) {
      await trx
        .insertInto('mds_sessions')
        .values({
          token_hash: s.tokenHash,
          user_id: s.userId,
          role: s.role,
          created_at: s.createdAt,
          expires_at: s.expiresAt,
          revoked_at: s.revokedAt ?? null,
          last_seen: s.createdAt,
        })
        .execute();
    }
    for (const [key, value] of Object.entries(store.extras ?? {})) await data.setState(trx, key, value);
    // Its avatars, in one state row as that version kept them, go where this one keeps them.
    await adoptLegacyAvatars(trx);
    for (const decl of data.declarations) {
      const rows = decl.purpose === 'operationLog' ? logEntries(dir) : (store.collections[decl.name] ?? []);
      await data.records(decl.name).insertMany(trx, rows, store.nextIds?.[decl.name]);
    }
    // A collection no declaration names any more is kept as a feature state, not dropped.
    for (const [name, rows] of Object.entries(store.collections)) if (!data.decl(name)) await data.setState(trx, `collection:${name}`, rows);
    await alsoInTransaction(trx);
  });
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  for (const name of [STORE, `${STORE}.bak`, ...LOGS]) {
    const file = path.join(dir, name);
    if (fs.existsSync(file)) fs.renameSync(file, `${file}.imported-${stamp}`);
  }
  fs.rmSync(path.join(dir, `${STORE}.lock`), { force: true });
  log.info(`imported ${STORE} and the operation log into the database; the files are kept beside it, renamed *.imported-${stamp}`);
}
