/**
 * The operation log (contract "Server hardening"): every write, sign-in (success and failure),
 * sign-out and denied request, with actor, role, action, resource, record id, result and time.
 * Append-only: kept in the declared `audit` table (resources/audit.ts has no write methods). A
 * write's entry commits in the write's own transaction (Data.write); refused and denied calls,
 * which change nothing, are recorded once answered. Phone numbers are masked; tokens never reach it.
 */
import type { NextFunction, Request, Response } from 'express';
import { optionalCallerOf, routeOf } from './authorization';
import type { AnyDb, Data } from './data';
import { withCommit } from './database/pipelined';
import { phoneKey } from './phone';
import { logOf } from './requestLog';
import { maskPhone } from '../domain/userProfile';
import { SYSTEM_ACTOR } from '../resources/lib/workflow';

export interface AuditEntry {
  id: number;
  time: string;
  actor: string;
  /** Left out when the call had no role (unsigned): the declaration's enum has no empty value. */
  role?: string;
  action: string;
  resource: string;
  recordId: string;
  result: 'success' | 'failure' | 'denied';
  code: number;
}

/** Every phone number in `s` masked as everywhere else (138****5678): enough to recognise, not to call. */
const maskPhones = (s: string) => s.replace(/\+?\d{7,15}/g, maskPhone);

const PHONE_SIGN_IN = '/api/v1/auth/token';
const SIGN_IN = ['/api/user/login', PHONE_SIGN_IN];
const SIGN_OUT = '/api/user/logout';

/** Requests whose entry was committed with their write. */
const recorded = new WeakSet<Request>();

interface Outcome {
  status: number;
  code: number;
  recordId?: unknown;
  /** The role a sign-in answered with (a sign-in has no caller yet). */
  role?: string;
  /** What the write named itself (a workflow's transition), instead of its route. */
  action?: string;
}

function entryOf(req: Request, outcome: Outcome, now: number): Omit<AuditEntry, 'id'> | undefined {
  const write = req.method !== 'GET' && req.method !== 'HEAD';
  const denied = outcome.status === 401 || outcome.status === 403;
  if (!write && !denied) return undefined;
  const match = routeOf(req);
  // A call to no endpoint (404 / 405 from the table) wrote nothing and was denied nothing.
  if (!match || (match.rule.unlogged && !denied)) return undefined;
  const caller = optionalCallerOf(req);
  const body = (typeof req.body === 'object' && req.body !== null ? req.body : {}) as Record<string, unknown>;
  // A phone is logged as the one number it is, however typed ("+86 0138 0000 0001"): see phone.ts.
  const phone = typeof body.phoneNum === 'string' ? (phoneKey(body.phoneNum) ?? body.phoneNum.replace(/[^\d+]/g, '')) : '';
  // A claimed name is any text the caller sent: PostgreSQL's text holds no NUL byte, so it is escaped.
  const claimed = typeof body.username === 'string' ? body.username.replaceAll('\0', '\\0') : phone;
  const actor = caller ? caller.actor : claimed ? claimed.slice(0, 40) : 'anonymous';
  const pattern = match.rule.path;
  // Phone sign-in's first step only asks for a code: a sign-in is the call that can make a session.
  const codeRequest = pattern === PHONE_SIGN_IN && body.code === undefined;
  const action =
    outcome.action ??
    (codeRequest ? 'sms-code-requested' : SIGN_IN.includes(pattern) ? 'sign-in' : pattern === SIGN_OUT ? 'sign-out' : `${req.method} ${pattern}`);
  const recordId = match.params.id ?? (write && outcome.recordId !== undefined && outcome.recordId !== null ? String(outcome.recordId) : '');
  return {
    time: new Date(now).toISOString(),
    actor: maskPhones(actor),
    role: caller?.role ?? (action === 'sign-in' ? outcome.role : undefined),
    action,
    resource: match.rule.resource ?? pattern,
    recordId: recordId.slice(0, 40),
    result: denied ? 'denied' : outcome.status < 400 ? 'success' : 'failure',
    code: outcome.code,
  };
}

/** Joins every write's transaction (Data.write): its success entry commits with it. */
export function auditWrites(data: Data, now: () => number) {
  data.onWrite(async (trx, req, outcome) => {
    const entry = entryOf(req, { status: 200, code: 20000, ...outcome }, now());
    if (entry) await withCommit(trx, data.operationLog.insertion(trx, entry));
    recorded.add(req);
  });
}

/** Records each call not recorded with its write (refused, failed or denied) once answered. */
export function auditTrail(data: Data, now: () => number) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (!req.path.startsWith('/api/')) return next();
    let answer: { code?: number; data?: { id?: unknown; role?: unknown } | null } = {};
    const json = res.json.bind(res);
    res.json = (body: unknown) => {
      answer = (body ?? {}) as typeof answer;
      return json(body);
    };
    res.on('finish', () => {
      if (recorded.has(req)) return;
      const outcome = {
        status: res.statusCode,
        code: typeof answer.code === 'number' ? answer.code : res.statusCode,
        recordId: answer.data?.id,
        role: typeof answer.data?.role === 'string' ? answer.data.role : undefined,
      };
      Promise.resolve()
        .then(() => entryOf(req, outcome, now()))
        .then((entry) => entry && data.operationLog.insertion(data.db, entry).execute())
        // The answer is sent already; a full disk must not take the API down with it.
        .catch((e: Error) => logOf(req).error({ err: e }, 'operation log: could not append'));
    });
    next();
  };
}

/**
 * An entry for what the system did in a write's transaction (an effect: a grant closed holds its
 * outputs; the expiry sweep): actor "system", with the cause in its action.
 */
export async function logSystemChange(trx: AnyDb, data: Data, change: { resource: string; recordId: unknown; action: string }, now: number): Promise<void> {
  const entry: Omit<AuditEntry, 'id'> = {
    time: new Date(now).toISOString(),
    actor: SYSTEM_ACTOR.actor,
    action: change.action.slice(0, 200),
    resource: change.resource,
    recordId: String(change.recordId ?? '').slice(0, 40),
    result: 'success',
    code: 20000,
  };
  await withCommit(trx, data.operationLog.insertion(trx, entry));
}

/**
 * A refused part of a call made of parts (a bulk transition's refused record): its own entry. The
 * call is then recorded by its parts, so that one refused whole is not also logged as a success.
 */
export async function logRefusal(data: Data, req: Request, refusal: { recordId: unknown; status: number; code: number }, now: number): Promise<void> {
  const entry = entryOf(req, refusal, now);
  if (entry) await data.operationLog.insertion(data.db, entry).execute();
  recorded.add(req);
}
