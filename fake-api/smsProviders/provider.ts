/** What every way of sending a text (settings.ts) does: one attempt, and whether another may help. */

/** One text as a provider sends it; `to` in E.164 (fake-api/phone.ts). */
export interface SmsRequest {
  to: string;
  template: string;
  params: Record<string, string | number>;
  text: string;
}

/**
 * An attempt's result. `error` is the gateway's own words (a status, a timeout, a provider's error
 * code), never a message passed on: those can hold the request's URL, and with it the number and code.
 */
export type AttemptResult = { ok: true } | { ok: false; retry: boolean; error: string };

export interface SmsProvider {
  attempt(request: SmsRequest, timeoutMs: number): Promise<AttemptResult>;
}

/** The template a key belongs to: its own, or `reminder` for the reminders' keys (notice.reminder.grantEnds…). */
export const templateGroup = (key: string): string => (/(^|\.)reminder(\.|$)/.test(key) ? 'reminder' : key);

/** Why a request got no answer: the timeout, or the network's error code (ECONNREFUSED…). */
export function transportError(e: unknown, timeoutMs: number): string {
  const err = e as { name?: unknown; code?: unknown; cause?: { code?: unknown } } | null;
  if (err?.name === 'TimeoutError' || err?.name === 'RequestTimeoutError') return `no answer within ${timeoutMs} ms`;
  const code = [err?.cause?.code, err?.code].find((c) => typeof c === 'string' && /^[A-Z_]{2,40}$/.test(c));
  return code ? `network error (${code as string})` : 'network error';
}
