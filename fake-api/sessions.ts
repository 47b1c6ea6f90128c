/** Opaque bearer tokens, kept in the database by their hash with absolute and idle expiry. */
import crypto from 'node:crypto';
import type { Request } from 'express';
import { toUser, type AnyDb, type Data } from './data';
import { forgetExpired } from './database/tables';
import { ApiFailure, CODES } from './envelope';
import { actorName } from './users';

export interface SessionOptions {
  /** Absolute lifetime, ms (default 8 h). */
  ttlMs: number;
  /** Idle lifetime, ms (default 2 h). */
  idleMs: number;
}

/** The sessions a revocation ends: one, or every live one of a user but `except` (a token hash). */
export type Revoked = { tokenHash: string } | { userId: number; except?: string };

export interface Caller {
  userId: number;
  role: 'admin' | 'user';
  tokenHash: string;
  /** How the operation log names the caller (users.ts actorName), read with the session. */
  actor: string;
}

/** A session's last use is written at most this often: reads stay reads. */
const SEEN_EVERY = 60_000;
const hash = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

export function bearerToken(req: Request): string | undefined {
  const h = req.get('authorization');
  const m = h ? /^Bearer ([A-Za-z0-9_-]{16,200})$/.exec(h) : null;
  return m?.[1];
}

export class Sessions {
  /** Last use per token hash in this process, finer than the database's (see SEEN_EVERY). */
  private readonly lastSeen = new Map<string, number>();
  private readonly revokeListeners = new Set<(which: Revoked) => void>();

  constructor(
    private readonly data: Data,
    private readonly opts: SessionOptions,
    private readonly now: () => number = Date.now,
  ) {}

  /** A new session's token; `trx` is the sign-in's transaction. */
  async create(trx: AnyDb, userId: number, role: string): Promise<string> {
    const token = crypto.randomBytes(32).toString('base64url');
    const t = this.now();
    await forgetExpired(trx, 'mds_sessions', t);
    await trx
      .insertInto('mds_sessions')
      .values({ token_hash: hash(token), user_id: userId, role, created_at: t, expires_at: t + this.opts.ttlMs, revoked_at: null, last_seen: t })
      .execute();
    return token;
  }

  /** The caller of a request, or the contract's 50008/50012/50014. */
  async authenticate(req: Request): Promise<Caller> {
    const token = bearerToken(req);
    if (!token) throw new ApiFailure(CODES.notLoggedIn, 'not logged in');
    const tokenHash = hash(token);
    // The user's name comes in the same query: a write's log entry needs it, and PostgreSQL would charge a round trip.
    const s = await this.data.db
      .selectFrom('mds_sessions')
      .innerJoin('mds_users', 'mds_users.id', 'mds_sessions.user_id')
      .select([
        'mds_sessions.user_id',
        'mds_sessions.role',
        'mds_sessions.expires_at',
        'mds_sessions.revoked_at',
        'mds_sessions.last_seen',
        'mds_users.username',
        'mds_users.profile',
        'mds_users.role as user_role',
      ])
      .where('token_hash', '=', tokenHash)
      .executeTakeFirst();
    if (!s) throw new ApiFailure(CODES.notLoggedIn, 'not logged in');
    if (s.revoked_at !== null) throw new ApiFailure(CODES.revoked, 'token revoked');
    const t = this.now();
    const last = Math.max(s.last_seen, this.lastSeen.get(tokenHash) ?? 0);
    if (t >= s.expires_at || t - last >= this.opts.idleMs) throw new ApiFailure(CODES.expired, 'token expired');
    this.lastSeen.set(tokenHash, t);
    if (t - s.last_seen >= SEEN_EVERY) await this.data.db.updateTable('mds_sessions').set({ last_seen: t }).where('token_hash', '=', tokenHash).execute();
    const actor = actorName(toUser({ id: s.user_id, username: s.username, role: s.user_role, profile: s.profile }));
    return { userId: s.user_id, role: s.role as Caller['role'], tokenHash, actor };
  }

  /**
   * Whether a session still stands (not revoked, expired or idle too long), without counting this as
   * its use: a live stream asks it at each heartbeat, and an open stream alone does not keep a session.
   */
  async isLive(tokenHash: string): Promise<boolean> {
    const s = await this.data.db
      .selectFrom('mds_sessions')
      .select(['expires_at', 'revoked_at', 'last_seen'])
      .where('token_hash', '=', tokenHash)
      .executeTakeFirst();
    if (!s || s.revoked_at !== null) return false;
    const t = this.now();
    return t < s.expires_at && t - Math.max(s.last_seen, this.lastSeen.get(tokenHash) ?? 0) < this.opts.idleMs;
  }

  /** Told of the sessions this process ended (signing out, signing out the others): their live streams end at once. */
  onRevoke(listener: (which: Revoked) => void) {
    this.revokeListeners.add(listener);
  }

  /** Tells the listeners of sessions a committed `revoke` ended (a rolled-back one ends nothing). */
  ended(which: Revoked) {
    this.revokeListeners.forEach((listener) => listener(which));
  }

  /** Ends one session, or every live session of a user but `except` (a token hash); how many ended. */
  async revoke(trx: AnyDb, which: Revoked): Promise<number> {
    const t = this.now();
    let q = trx.updateTable('mds_sessions').set({ revoked_at: t }).where('revoked_at', 'is', null);
    if ('tokenHash' in which) q = q.where('token_hash', '=', which.tokenHash);
    else {
      q = q.where('user_id', '=', which.userId).where('expires_at', '>', t);
      if (which.except) q = q.where('token_hash', '!=', which.except);
    }
    const result = await q.executeTakeFirst();
    if ('tokenHash' in which) this.lastSeen.delete(which.tokenHash);
    return Number(result.numUpdatedRows);
  }

  /** A user's sessions that are neither revoked nor expired. */
  active(db: AnyDb, userId: number) {
    return db
      .selectFrom('mds_sessions')
      .select('token_hash')
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null)
      .where('expires_at', '>', this.now())
      .execute();
  }

  hashOf(req: Request): string | undefined {
    const token = bearerToken(req);
    return token ? hash(token) : undefined;
  }
}
