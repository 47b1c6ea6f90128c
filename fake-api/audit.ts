/**
 * The operation log (contract "Server hardening"): every write, sign-in (success and failure),
 * sign-out and denied request, with actor, role, action, resource, record id, result and time.
 * Append-only: nothing in the API writes it but this middleware, and its declared resource
 * (resources/audit.ts) has no write methods. Kept beside the store as JSON lines, capped: older
 * entries move to `audit-archive.jsonl`. Phone numbers are masked; tokens never reach it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { keepPrivate, PRIVATE_FILE } from './privateFiles';
import type { NextFunction, Request, Response } from 'express';
import type { RecordData } from '../resources/lib/validate';
import { optionalCallerOf, routeOf } from './authorization';
import type { Db } from './db';
import type { Store } from './store';

export interface AuditEntry {
  id: number;
  time: string;
  actor: string;
  role: string;
  action: string;
  resource: string;
  recordId: string;
  result: 'success' | 'failure' | 'denied';
  code: number;
}

/** 138****5678: enough to recognise, not enough to call. */
export const maskPhone = (s: string) => s.replace(/\+?\d{7,15}/g, (d) => `${d.slice(0, 3)}****${d.slice(-4)}`);

export class AuditLog {
  private list: AuditEntry[] = [];
  private readonly file: string;
  private readonly archive: string;

  constructor(
    dir: string,
    private readonly cap = 5000,
  ) {
    this.file = path.join(dir, 'audit.jsonl');
    this.archive = path.join(dir, 'audit-archive.jsonl');
    keepPrivate(this.file);
    keepPrivate(this.archive);
    if (fs.existsSync(this.file)) {
      for (const line of fs.readFileSync(this.file, 'utf8').split('\n')) {
        try {
          if (line) this.list.push(JSON.parse(line) as AuditEntry);
        } catch {
          /* a line cut by a crash: the rest of the log stays readable */
        }
      }
    }
  }

  /** The entries, oldest first; a new array after each append (list indexes key on it). */
  entries(): RecordData[] {
    return this.list as unknown as RecordData[];
  }

  append(entry: Omit<AuditEntry, 'id'>) {
    const full: AuditEntry = { id: (this.list.at(-1)?.id ?? 0) + 1, ...entry };
    this.list = [...this.list, full];
    fs.appendFileSync(this.file, `${JSON.stringify(full)}\n`, { mode: PRIVATE_FILE });
    if (this.list.length > this.cap) {
      // Archive the older half, then replace the live file atomically with the newer half.
      const keep = Math.floor(this.cap / 2);
      const old = this.list.slice(0, this.list.length - keep);
      this.list = this.list.slice(-keep);
      fs.appendFileSync(this.archive, old.map((e) => JSON.stringify(e)).join('\n') + '\n', { mode: PRIVATE_FILE });
      const tmp = `${this.file}.tmp`;
      fs.writeFileSync(tmp, this.list.map((e) => JSON.stringify(e)).join('\n') + '\n', { mode: PRIVATE_FILE });
      fs.renameSync(tmp, this.file);
    }
  }
}

const PHONE_SIGN_IN = '/api/v1/auth/token';
const SIGN_IN = ['/api/user/login', PHONE_SIGN_IN];
const SIGN_OUT = '/api/user/logout';

/** Records each call worth recording once its answer is sent. */
export function auditTrail(log: AuditLog, store: Store<Db>, now: () => number) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (!req.path.startsWith('/api/')) return next();
    let answer: { code?: number; data?: { id?: unknown; role?: unknown } | null } = {};
    const json = res.json.bind(res);
    res.json = (body: unknown) => {
      answer = (body ?? {}) as typeof answer;
      return json(body);
    };
    res.on('finish', () => {
      const write = req.method !== 'GET' && req.method !== 'HEAD';
      const denied = res.statusCode === 401 || res.statusCode === 403;
      if (!write && !denied) return;
      const match = routeOf(req);
      // A call to no endpoint (404 / 405 from the table) wrote nothing and was denied nothing.
      if (!match) return;
      const caller = optionalCallerOf(req);
      const body = (typeof req.body === 'object' && req.body !== null ? req.body : {}) as Record<string, unknown>;
      const user = caller && store.data.users.find((u) => u.id === caller.userId);
      // A phone as typed ("138 0000 0001") is masked as the digits it is.
      const claimed = typeof body.username === 'string' ? body.username : typeof body.phoneNum === 'string' ? body.phoneNum.replace(/[^\d+]/g, '') : '';
      const actor = user ? (user.username ?? user.profile.phone ?? `#${user.id}`) : claimed ? claimed.slice(0, 40) : 'anonymous';
      const pattern = match?.rule.path ?? req.path.slice(0, 100);
      // Phone sign-in's first step only asks for a code: a sign-in is the call that can make a session.
      const codeRequest = pattern === PHONE_SIGN_IN && body.code === undefined;
      const action = codeRequest
        ? 'sms-code-requested'
        : SIGN_IN.includes(pattern)
          ? 'sign-in'
          : pattern === SIGN_OUT
            ? 'sign-out'
            : `${req.method} ${pattern}`;
      const code = typeof answer.code === 'number' ? answer.code : res.statusCode;
      const recordId =
        match?.params.id ?? (write && answer.data && typeof answer.data === 'object' && answer.data.id !== undefined ? String(answer.data.id) : '');
      // A successful sign-in has no caller yet: its answer names the role.
      const result: AuditEntry['result'] = denied ? 'denied' : res.statusCode < 400 ? 'success' : 'failure';
      const signedInAs = action === 'sign-in' && typeof answer.data?.role === 'string' ? answer.data.role : '';
      const entry = {
        time: new Date(now()).toISOString(),
        actor: maskPhone(actor),
        role: caller?.role ?? signedInAs,
        action,
        resource: match?.rule.resource ?? pattern,
        recordId: recordId.slice(0, 40),
        result,
        code,
      };
      try {
        log.append(entry);
      } catch (e) {
        // The answer is sent already; a full disk must not take the API down with it.
        console.error(`operation log: could not append (${(e as NodeJS.ErrnoException).code ?? 'error'})`);
      }
    });
    next();
  };
}
