/**
 * Sliding-window limits of the sign-in calls (contract "Limits"), kept in the database so that
 * they hold across API processes. None depends on the client's address alone, which a proxy may
 * hide (TRUST_PROXY, trustProxy.ts): codes are limited per phone, failed tries per phone and per
 * account.
 */
import type { Response } from 'express';
import type { AnyDb, Data } from './data';
import { ApiFailure, CODES } from './envelope';

export interface AuthLimitOptions {
  /** Sign-in calls (demo login and both phone steps) per address per minute. */
  perAddress: number;
  /** SMS codes sent per phone per quarter-hour. */
  perPhone: number;
  /** SMS codes sent per phone per 24 hours (an SMS costs money and annoys the number's owner). */
  smsDailyCap: number;
  /** Seconds before the same phone may get another code. */
  resendSeconds: number;
  /** Seconds an SMS code stays valid. */
  codeTtlSeconds: number;
  /** Wrong codes that kill a code. */
  maxAttempts: number;
  /** Wrong codes per phone per quarter-hour, across its codes, that lock its sign-in for a quarter-hour. */
  wrongCodes: number;
  /** Failed demo passwords per account per quarter-hour that lock its sign-in for a quarter-hour. */
  perAccount: number;
}

const QUARTER_HOUR = 15 * 60_000;

/** The hits of a stored row still in the window. */
const inWindow = (hits: string, windowMs: number, t: number) => (JSON.parse(hits) as number[]).filter((h) => h > t - windowMs);

/** The recent hits of a key, under its row lock until the transaction ends (made when missing). */
async function hitsOf(data: Data, trx: AnyDb, id: string, windowMs: number, t: number): Promise<number[]> {
  await data.lock(trx, 'mds_limits', id, '[]');
  const row = await trx.selectFrom('mds_limits').select('hits').where('key', '=', id).executeTakeFirstOrThrow();
  return inWindow(row.hits, windowMs, t);
}

async function keepHits(data: Data, trx: AnyDb, id: string, hits: number[], windowMs: number, t: number): Promise<void> {
  // A key with no hit is not kept: a check that found nothing wrong leaves no phone number behind.
  if (hits.length === 0) await trx.deleteFrom('mds_limits').where('key', '=', id).execute();
  else
    await trx
      .updateTable('mds_limits')
      .set({ hits: JSON.stringify(hits), until: hits[hits.length - 1] + windowMs })
      .where('key', '=', id)
      .execute();
  // Keys whose hits have all left their window hold nothing: a spray of addresses or numbers
  // must not grow the table for good. On PostgreSQL a key another sign-in holds is left for later:
  // two sign-ins each waiting for the other's key would deadlock.
  const forget = trx.deleteFrom('mds_limits');
  if (data.engine === 'sqlite') await forget.where('until', '<', t).execute();
  else await forget.where('key', 'in', trx.selectFrom('mds_limits').select('key').where('until', '<', t).forUpdate().skipLocked()).execute();
}

const secondsUntil = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

/** A count of hits per key in a sliding window, kept in `mds_limits` under names of its own. */
abstract class WindowedHits {
  constructor(
    protected readonly data: Data,
    /** Names this limit's keys apart from other limits'. */
    private readonly name: string,
    protected readonly limit: number,
    protected readonly windowMs: number,
    protected readonly now: () => number,
  ) {}

  protected id = (key: string) => `${this.name}:${key}`;

  /** The key's hits still in the window, under its row lock until the transaction ends. */
  protected held = (trx: AnyDb, key: string, t: number) => hitsOf(this.data, trx, this.id(key), this.windowMs, t);

  protected keep = (trx: AnyDb, key: string, hits: number[], t: number) => keepHits(this.data, trx, this.id(key), hits, this.windowMs, t);
}

export class RateLimiter extends WindowedHits {
  /** Counts a hit for `key`; 0 when allowed, else the seconds until the oldest hit leaves the window. */
  take(key: string): Promise<number> {
    return this.data.transaction((trx) => this.takeIn(trx, key));
  }

  /** `take` inside a transaction: its hit is kept only if the transaction commits. */
  async takeIn(trx: AnyDb, key: string): Promise<number> {
    const t = this.now();
    const recent = await this.held(trx, key, t);
    const wait = recent.length >= this.limit ? secondsUntil(recent[0] + this.windowMs - t) : 0;
    if (!wait) recent.push(t);
    await this.keep(trx, key, recent, t);
    return wait;
  }
}

/**
 * Failed tries per key (a phone's wrong codes, an account's wrong passwords): at `limit` failures
 * in the window the key is locked, whatever the next try brings, until a window after the last.
 * The check, the try and its count are taken under the key's row lock: tries sent at once are
 * counted one after the other, so no more than `limit` are ever judged.
 */
export class Lockout extends WindowedHits {
  /** The seconds a key with these hits stays locked (0 when it is not). */
  private waitFor = (recent: readonly number[], t: number) => (recent.length >= this.limit ? secondsUntil(recent[recent.length - 1] + this.windowMs - t) : 0);

  /** Inside a transaction: `attempt` is run unless the key is locked (then `wait`, in seconds); a failed one is counted. */
  async guard<T>(trx: AnyDb, key: string, attempt: () => Promise<{ failed: boolean; value: T }>): Promise<{ wait: number } | { value: T }> {
    const t = this.now();
    const recent = await this.held(trx, key, t);
    const wait = this.waitFor(recent, t);
    if (wait) return { wait };
    const { failed, value } = await attempt();
    if (failed) recent.push(t);
    await this.keep(trx, key, recent, t);
    return { value };
  }

  /** Inside a transaction: the seconds `key` stays locked (0 when it is not), counting nothing and taking no lock. */
  async lockedFor(trx: AnyDb, key: string): Promise<number> {
    const t = this.now();
    const row = await trx.selectFrom('mds_limits').select('hits').where('key', '=', this.id(key)).executeTakeFirst();
    return this.waitFor(row ? inWindow(row.hits, this.windowMs, t) : [], t);
  }
}

/** 42900 with `Retry-After` (seconds), also in `data.retryAfter` for clients that cannot read headers. */
export function tooMany(res: Response, seconds: number, what: string): ApiFailure {
  res.set('Retry-After', String(seconds));
  return new ApiFailure(CODES.rateLimited, `too many ${what}, try again in ${seconds} s`, { retryAfter: seconds });
}

/** A whole-number setting from the environment (≥ `min`, 1 unless told), or its default; anything else stops the start. */
export const envInt = (env: NodeJS.ProcessEnv, name: string, fallback: number, min = 1): number => {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min) throw new Error(`${name} must be a whole number of ${min} or more, got "${raw}"`);
  return n;
};

/** The contract's limits, overridable by environment variables and then by options (tests). */
export const authLimitOptions = (env: NodeJS.ProcessEnv, overrides: Partial<AuthLimitOptions> = {}): AuthLimitOptions => ({
  perAddress: envInt(env, 'RATE_LIMIT_ADDRESS', 10),
  perPhone: envInt(env, 'RATE_LIMIT_PHONE', 5),
  smsDailyCap: envInt(env, 'SMS_DAILY_CAP', 10),
  resendSeconds: envInt(env, 'SMS_RESEND_SECONDS', 60),
  codeTtlSeconds: envInt(env, 'SMS_CODE_TTL_SECONDS', 300),
  maxAttempts: envInt(env, 'SMS_MAX_ATTEMPTS', 5),
  wrongCodes: envInt(env, 'RATE_LIMIT_WRONG_CODES', 10),
  perAccount: envInt(env, 'RATE_LIMIT_ACCOUNT', 10),
  ...overrides,
});

/** The limiters one API instance shares between its sign-in routes. */
export interface AuthLimits {
  options: AuthLimitOptions;
  address: RateLimiter;
  phone: RateLimiter;
  phoneDaily: RateLimiter;
  wrongCodes: Lockout;
  account: Lockout;
}

export const createAuthLimits = (data: Data, options: AuthLimitOptions, now: () => number): AuthLimits => ({
  options,
  address: new RateLimiter(data, 'address', options.perAddress, 60_000, now),
  phone: new RateLimiter(data, 'phone', options.perPhone, QUARTER_HOUR, now),
  phoneDaily: new RateLimiter(data, 'phone-day', options.smsDailyCap, 24 * 3600_000, now),
  wrongCodes: new Lockout(data, 'wrong-codes', options.wrongCodes, QUARTER_HOUR, now),
  account: new Lockout(data, 'account', options.perAccount, QUARTER_HOUR, now),
});
