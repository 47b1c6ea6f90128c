import type { Service } from './cardTypes';

export type ServiceState = 'opened' | 'expired' | 'closed';

/** Expired once its end date has passed, whatever `enable` says; else opened or not. */
export function serviceState(s: Pick<Service, 'enable' | 'expires'>, now = Date.now()): ServiceState {
  if (s.expires && Date.parse(s.expires) <= now) return 'expired';
  return s.enable ? 'opened' : 'closed';
}

/** A renewal adds a year to the contract: from its end date, or from today when that has passed. */
export function renewedExpiry(expires: string | null | undefined, now = Date.now()): string {
  const from = new Date(Math.max(now, expires ? Date.parse(expires) : now));
  from.setUTCFullYear(from.getUTCFullYear() + 1);
  return from.toISOString();
}
