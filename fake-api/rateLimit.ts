/**
 * Sliding-window rate limits of the sign-in calls (contract "Limits": 10 a minute per address,
 * 5 a quarter-hour per phone). Kept in the database, so that they hold across API processes.
 */
import type { Response } from 'express';
import type { Data } from './data';
import { ApiFailure, CODES } from './envelope';

export interface AuthLimitOptions {
  /** Sign-in calls (demo login and both phone steps) per address per minute. */
  perAddress: number;
  /** SMS codes sent per phone per quarter-hour. */
  perPhone: number;
  /** Seconds before the same phone may get another code. */
  resendSeconds: number;
  /** Seconds an SMS code stays valid. */
  codeTtlSeconds: number;
  /** Wrong codes that kill a code. */
  maxAttempts: number;
}

export class RateLimiter {
  constructor(
    private readonly data: Data,
    /** Names this limit's keys apart from other limits'. */
    private readonly name: string,
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly now: () => number,
  ) {}

  /** Counts a hit for `key`; 0 when allowed, else the seconds until the oldest hit leaves the window. */
  take(key: string): Promise<number> {
    const id = `${this.name}:${key}`;
    return this.data.transaction(async (trx) => {
      await this.data.lock(trx, 'mds_limits', id, '[]');
      const t = this.now();
      const row = await trx.selectFrom('mds_limits').select('hits').where('key', '=', id).executeTakeFirstOrThrow();
      const recent = (JSON.parse(row.hits) as number[]).filter((h) => h > t - this.windowMs);
      const wait = recent.length >= this.limit ? Math.max(1, Math.ceil((recent[0] + this.windowMs - t) / 1000)) : 0;
      if (!wait) recent.push(t);
      await trx
        .updateTable('mds_limits')
        .set({ hits: JSON.stringify(recent), until: recent[recent.length - 1] + this.windowMs })
        .where('key', '=', id)
        .execute();
      // Keys whose hits have all left their window hold nothing: a spray of addresses or numbers
      // must not grow the table for good.
      await trx.deleteFrom('mds_limits').where('until', '<', t).execute();
      return wait;
    });
  }
}

/** 42900 with `Retry-After` (seconds), also in `data.retryAfter` for clients that cannot read headers. */
export function tooMany(res: Response, seconds: number, what: string): ApiFailure {
  res.set('Retry-After', String(seconds));
  return new ApiFailure(CODES.rateLimited, `too many ${what}, try again in ${seconds} s`, { retryAfter: seconds });
}

/** A whole-number setting from the environment (≥ 1), or its default; anything else stops the start. */
export const envInt = (env: NodeJS.ProcessEnv, name: string, fallback: number): number => {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1) throw new Error(`${name} must be a whole number of 1 or more, got "${raw}"`);
  return n;
};

/** The contract's limits, overridable by environment variables and then by options (tests). */
export const authLimitOptions = (env: NodeJS.ProcessEnv, overrides: Partial<AuthLimitOptions> = {}): AuthLimitOptions => ({
  perAddress: envInt(env, 'RATE_LIMIT_ADDRESS', 10),
  perPhone: envInt(env, 'RATE_LIMIT_PHONE', 5),
  resendSeconds: envInt(env, 'SMS_RESEND_SECONDS', 60),
  codeTtlSeconds: envInt(env, 'SMS_CODE_TTL_SECONDS', 300),
  maxAttempts: envInt(env, 'SMS_MAX_ATTEMPTS', 5),
  ...overrides,
});

/** The limiters one API instance shares between its sign-in routes. */
export interface AuthLimits {
  options: AuthLimitOptions;
  address: RateLimiter;
  phone: RateLimiter;
}

export const createAuthLimits = (data: Data, options: AuthLimitOptions, now: () => number): AuthLimits => ({
  options,
  address: new RateLimiter(data, 'address', options.perAddress, 60_000, now),
  phone: new RateLimiter(data, 'phone', options.perPhone, 15 * 60_000, now),
});
