/** Assertions of the contract suite: plain errors that say which call answered what. */
import type { Envelope, Reply } from './reply';

export class ContractError extends Error {}

export function check(condition: unknown, message: string): asserts condition {
  if (!condition) throw new ContractError(message);
}

const shown = (r: Reply) => `HTTP ${r.http} ${JSON.stringify(r.body).slice(0, 300)}`;

/** The envelope's four members with their types (docs/api-contract.md, Envelope). */
export function checkEnvelope(r: Reply, what: string) {
  const b = r.body as Partial<Envelope> | null;
  check(b && typeof b === 'object' && !Array.isArray(b), `${what}: the body is not an envelope object: ${shown(r)}`);
  check('data' in b, `${what}: the envelope has no "data": ${shown(r)}`);
  check(b.status === 'ok' || b.status === 'fail', `${what}: status must be "ok" or "fail": ${shown(r)}`);
  check(typeof b.msg === 'string', `${what}: msg must be a string: ${shown(r)}`);
  check(typeof b.code === 'number', `${what}: code must be a number: ${shown(r)}`);
}

const HTTP_OF: Record<number, number[]> = { 20000: [200, 201], 40000: [400], 40300: [403], 40400: [404], 40900: [409], 41200: [412], 50008: [401] };

/**
 * The reply carries `code` with the contract's HTTP status for it. A server may also answer
 * HTTP 200 with a failure code (docs/api-contract.md, Envelope: both styles), so 200 is accepted for failures.
 */
export function expectCode(r: Reply, code: number, what: string) {
  checkEnvelope(r, what);
  check(r.body.code === code, `${what}: expected code ${code}, got ${shown(r)}`);
  check(r.body.status === (code === 20000 ? 'ok' : 'fail'), `${what}: status must be ${code === 20000 ? 'ok' : 'fail'}: ${shown(r)}`);
  const https = HTTP_OF[code] ?? [];
  check(https.includes(r.http) || (code !== 20000 && r.http === 200), `${what}: code ${code} came with HTTP ${r.http} (expected ${https.join(' or ')})`);
}

/** A 40000 whose `data.errors` names each of `fields`. */
export function expectFieldErrors(r: Reply, fields: readonly string[], what: string) {
  expectCode(r, 40000, what);
  const errors = (r.body.data as { errors?: Record<string, unknown> } | null)?.errors;
  check(errors && typeof errors === 'object', `${what}: a 40000 must carry data.errors: ${shown(r)}`);
  for (const f of fields) check(typeof errors[f] === 'string' && errors[f] !== '', `${what}: data.errors.${f} must be a message: ${shown(r)}`);
}
