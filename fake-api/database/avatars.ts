/**
 * Users' avatars, one row each in `mds_avatars`, read by the user's id and the image's hash: a
 * public read (an <img> sends no token) costs one primary-key lookup and touches no other user's
 * row. They used to sit together in one `mds_state` row (`userCenter.avatars`), which every read
 * parsed whole (120 ms with a few hundred avatars, for a URL with a wrong hash too); the migration
 * step below moves them out.
 */
import type { Kysely } from 'kysely';

// Untyped like tables.ts's AnyDb, which this file cannot import: tables.ts imports this one.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Db = Kysely<any>;

/** Where the avatars were kept, all in one JSON value by user id. */
export const LEGACY_AVATAR_KEY = 'userCenter.avatars';

export interface Avatar {
  type: string;
  /** The first 16 hex digits of the image's sha256: the URL names it, so an old URL stops working. */
  hash: string;
  bytes: Uint8Array;
}

/** The steps that make the table and move the old avatars into it (appended to tables.ts's systemSteps). */
export function avatarSteps(engine: 'sqlite' | 'postgres'): { step: string; run: (db: Db) => Promise<unknown> }[] {
  return [
    {
      step: 'create table mds_avatars',
      run: (db) =>
        db.schema
          .createTable('mds_avatars')
          .ifNotExists()
          .addColumn('user_id', 'integer', (c) => c.primaryKey().references('mds_users.id').onDelete('cascade'))
          .addColumn('hash', 'text', (c) => c.notNull())
          .addColumn('type', 'text', (c) => c.notNull())
          .addColumn('bytes', engine === 'postgres' ? 'bytea' : 'blob', (c) => c.notNull())
          .execute(),
    },
    { step: 'move avatars from mds_state to mds_avatars', run: (db) => adoptLegacyAvatars(db) },
  ];
}

/**
 * Moves the avatars of the old JSON row into `mds_avatars` and drops the row; nothing when there is
 * none. Run in a transaction: by the migration step, and by the import of an old JSON-file store
 * (importLegacy.ts), which brings the row back after the migrations ran. An avatar uploaded since
 * is kept; one of a user who is gone is dropped with the row.
 */
export async function adoptLegacyAvatars(trx: Db): Promise<number> {
  // Taken with its row's lock: another API process may be moving the same row.
  const locked = await trx.deleteFrom('mds_state').where('key', '=', LEGACY_AVATAR_KEY).returning('value').executeTakeFirst();
  if (!locked) return 0;
  const byUser = JSON.parse(locked.value as string) as Record<string, { type?: unknown; hash?: unknown; data?: unknown } | null>;
  const users = new Set((await trx.selectFrom('mds_users').select('id').execute()).map((u: { id: unknown }) => Number(u.id)));
  let moved = 0;
  for (const [id, avatar] of Object.entries(byUser)) {
    if (!avatar || !users.has(Number(id)) || typeof avatar.type !== 'string' || typeof avatar.hash !== 'string' || typeof avatar.data !== 'string') continue;
    await trx
      .insertInto('mds_avatars')
      .values({ user_id: Number(id), hash: avatar.hash, type: avatar.type, bytes: Buffer.from(avatar.data, 'base64') })
      .onConflict((oc) => oc.column('user_id').doNothing())
      .execute();
    moved++;
  }
  return moved;
}

/** A user's avatar if its hash is `hash`: one lookup by primary key, the hash compared in the same statement. */
export async function readAvatar(db: Db, userId: number, hash: string): Promise<Avatar | undefined> {
  const row = await db.selectFrom('mds_avatars').select(['type', 'hash', 'bytes']).where('user_id', '=', userId).where('hash', '=', hash).executeTakeFirst();
  return row ? { type: row.type as string, hash: row.hash as string, bytes: row.bytes as Uint8Array } : undefined;
}

/** Keeps a user's new avatar in place of the old one (whose URL then stops working), inside a write. */
export async function keepAvatar(trx: Db, userId: number, avatar: Avatar): Promise<void> {
  const values = { hash: avatar.hash, type: avatar.type, bytes: Buffer.from(avatar.bytes) };
  await trx
    .insertInto('mds_avatars')
    .values({ user_id: userId, ...values })
    .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
    .execute();
}
