/** Opaque bearer tokens, kept server-side by their hash with absolute and idle expiry. */
import crypto from 'node:crypto';
import type { Request } from 'express';
import type { Db, SessionRecord } from './db';
import { ApiFailure, CODES } from './envelope';
import type { Store } from './store';

export interface SessionOptions {
  /** Absolute lifetime, ms (default 8 h). */
  ttlMs: number;
  /** Idle lifetime, ms (default 2 h). */
  idleMs: number;
}

export interface Caller {
  userId: number;
  role: 'admin' | 'user';
  tokenHash: string;
}

const DAY = 86_400_000;
const hash = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

export function bearerToken(req: Request): string | undefined {
  const h = req.get('authorization');
  const m = h ? /^Bearer ([A-Za-z0-9_-]{16,200})$/.exec(h) : null;
  return m?.[1];
}

export class Sessions {
  /** Last use per token hash: kept in memory only, so reads never write the store. */
  private readonly lastSeen = new Map<string, number>();
  /** Idle time is not persisted: after a restart it counts from the restart. */
  private readonly startedAt: number;

  constructor(
    private readonly store: Store<Db>,
    private readonly opts: SessionOptions,
    private readonly now: () => number = Date.now,
  ) {
    this.startedAt = now();
  }

  async create(userId: number, role: string): Promise<string> {
    const token = crypto.randomBytes(32).toString('base64url');
    const t = this.now();
    const session: SessionRecord = { tokenHash: hash(token), userId, role, createdAt: t, expiresAt: t + this.opts.ttlMs };
    await this.store.write((db) => ({
      // Sessions expired over a day ago are dropped while we are writing anyway; younger ones stay
      // so that their tokens still answer "expired" (50014) rather than "unknown" (50008).
      state: { ...db, sessions: [...db.sessions.filter((s) => s.expiresAt > t - DAY), session] },
      result: undefined,
    }));
    this.lastSeen.set(session.tokenHash, t);
    return token;
  }

  /** The caller of a request, or the contract's 50008/50012/50014. */
  authenticate(req: Request): Caller {
    const token = bearerToken(req);
    if (!token) throw new ApiFailure(CODES.notLoggedIn, 'not logged in');
    const tokenHash = hash(token);
    const s = this.store.data.sessions.find((x) => x.tokenHash === tokenHash);
    if (!s) throw new ApiFailure(CODES.notLoggedIn, 'not logged in');
    if (s.revokedAt) throw new ApiFailure(CODES.revoked, 'token revoked');
    const t = this.now();
    const last = this.lastSeen.get(tokenHash) ?? Math.max(s.createdAt, this.startedAt);
    if (t >= s.expiresAt || t - last >= this.opts.idleMs) throw new ApiFailure(CODES.expired, 'token expired');
    this.lastSeen.set(tokenHash, t);
    return { userId: s.userId, role: s.role as Caller['role'], tokenHash };
  }

  async revoke(tokenHash: string): Promise<void> {
    const t = this.now();
    await this.store.write((db) => ({
      state: { ...db, sessions: db.sessions.map((s) => (s.tokenHash === tokenHash && !s.revokedAt ? { ...s, revokedAt: t } : s)) },
      result: undefined,
    }));
    this.lastSeen.delete(tokenHash);
  }

  hashOf(req: Request): string | undefined {
    const token = bearerToken(req);
    return token ? hash(token) : undefined;
  }
}
