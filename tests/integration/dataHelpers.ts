/** Test access to what an in-process API keeps: users, sessions made directly, and a snapshot of its data. */
import crypto from 'node:crypto';
import type { Api } from '../../fake-api/app';

export const hashOf = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

export async function userId(api: Api, username: string): Promise<number> {
  const user = await api.data.userBy(api.data.db, 'username', username);
  if (!user) throw new Error(`no user ${username}`);
  return user.id;
}

/** A session's token, made as a sign-in makes it. */
export const sessionFor = (api: Api, id: number, role: string): Promise<string> => api.data.transaction((trx) => api.sessions.create(trx, id, role));

export const revoke = (api: Api, token: string) => api.data.transaction((trx) => api.sessions.revoke(trx, { tokenHash: hashOf(token) }));

/** Makes a session expired `agoMs` ago: young enough to be remembered as expired rather than unknown. */
export async function expire(api: Api, token: string, agoMs = 1000) {
  await api.data.db
    .updateTable('mds_sessions')
    .set({ expires_at: Date.now() - agoMs })
    .where('token_hash', '=', hashOf(token))
    .execute();
}

/**
 * Everything a refused call must leave as it was: users, sessions, the features' state and every
 * declared collection but those named in `except`. Not the operation log, rate limits or pending
 * codes, which record attempts.
 */
export async function snapshot(api: Api, except: readonly string[] = []): Promise<string> {
  const db = api.data.db;
  const parts: unknown[] = [
    await db.selectFrom('mds_users').selectAll().orderBy('id').execute(),
    await db.selectFrom('mds_sessions').select(['token_hash', 'user_id', 'role', 'expires_at', 'revoked_at']).orderBy('token_hash').execute(),
    await db.selectFrom('mds_state').selectAll().orderBy('key').execute(),
  ];
  for (const decl of api.data.declarations)
    if (decl.name !== 'audit' && !except.includes(decl.name)) parts.push(await db.selectFrom(decl.name).selectAll().orderBy('id').execute());
  return JSON.stringify(parts);
}

/** Every record of a declared collection, oldest first. */
export const recordsIn = (api: Api, name: string) => api.data.records(name).all(api.data.db, [], { now: Date.now() });

/** Every row of every table the API keeps, as text: for "is this value stored anywhere?" checks. */
export async function everything(api: Api): Promise<string> {
  const tables = await api.data.db.introspection.getTables();
  const rows = await Promise.all(tables.map((t) => api.data.db.selectFrom(t.name).selectAll().execute()));
  return JSON.stringify(rows);
}
