/**
 * Phone sign-in (contract "Authentication"): POST /api/v1/auth/token in two steps.
 *   1. { phoneNum, invitationCode? }        → an SMS code (6 digits, 5 min) is sent
 *   2. { phoneNum, code, invitationCode? }  → { token, role }
 * A phone not registered yet needs a valid, unused invitation code and becomes a `user`; the code
 * is then marked used. Rate limits answer 42900 with Retry-After. In demo mode only,
 * GET /api/dev/sms-outbox lists the codes the fake SMS gateway "sent".
 */
import crypto from 'node:crypto';
import express, { type Response } from 'express';
import {
  invitationError,
  normalizeInvitation,
  normalizePhone,
  PHONE_ERROR_TEXT,
  phoneError,
  smsCodeError,
  SMS_CODE_LENGTH,
} from '../../resources/lib/phoneAuth';
import { withExpiry, type ResourceDecl } from '../../resources/lib/schema';
import { maskPhone } from '../../resources/lib/userProfile';
import type { RecordData } from '../../resources/lib/validate';
import type { RouteRule } from '../authorization';
import type { Db } from '../db';
import { bodyWith } from '../body';
import { ApiFailure, CODES, ok } from '../envelope';
import type { Feature } from '../feature';
import { handle } from '../handle';
import { tooMany } from '../rateLimit';
import { phoneUser } from '../users';

/** The routes this feature serves, for the authorization table: both are called before signing in. */
export const routes: readonly RouteRule[] = [
  { method: 'POST', path: '/api/v1/auth/token', roles: 'public' },
  { method: 'GET', path: '/api/dev/sms-outbox', roles: 'public', demoOnly: true, query: ['phone'] },
];

const INVITATIONS = 'invitations';

interface PendingCode {
  code: string;
  expiresAt: number;
  sentAt: number;
  wrongTries: number;
}

const bad = (msg: string) => new ApiFailure(CODES.badInput, msg);

/** What the first step says, whether or not the number is registered. */
export const CODE_SENT_TEXT = 'if this number may sign in, a code was sent';

/** The invitation record a code names, if it can still be used (active and not past its expiry). */
function usableInvitation(db: Db, decl: ResourceDecl | undefined, raw: string, now: number): RecordData | undefined {
  const code = normalizeInvitation(raw);
  const row = (db.collections[INVITATIONS] ?? []).find((r) => r.code === code);
  if (!row) return undefined;
  return (decl ? withExpiry(decl, row, now) : row).state === 'active' ? row : undefined;
}

const phoneAuth: Feature = ({ store, sessions, now, demo, declarations, authLimits, sms }) => {
  const invitations = declarations.find((d) => d.name === INVITATIONS);
  const { options } = authLimits;
  const pending = new Map<string, PendingCode>();
  const router = express.Router({ caseSensitive: true, strict: true });

  const registered = (phone: string) => store.data.users.find((u) => u.profile.phone === phone);

  /**
   * A new phone must bring a usable invitation code; a registered one may leave it out. Asked only
   * once the SMS code is right: only the phone's holder learns whether the number is registered.
   */
  function checkInvitation(phone: string, raw: unknown) {
    if (registered(phone)) return;
    if (typeof raw !== 'string' || raw.trim() === '') throw bad('an invitation code is needed to register a new phone number');
    if (!usableInvitation(store.data, invitations, raw, now())) throw bad('the invitation code is not valid, or already used, expired or revoked');
  }

  // The same answer, the same work and the same limits for every number: the first step tells a
  // stranger nothing about which numbers are registered.
  const sendCode = (res: Response, phone: string) => {
    const t = now();
    const previous = pending.get(phone);
    const wait = previous ? Math.ceil((previous.sentAt + options.resendSeconds * 1000 - t) / 1000) : 0;
    if (wait > 0) throw tooMany(res, wait, 'codes for this phone number');
    const phoneWait = authLimits.phone.take(phone);
    if (phoneWait > 0) throw tooMany(res, phoneWait, 'codes for this phone number');
    const code = String(crypto.randomInt(0, 10 ** SMS_CODE_LENGTH)).padStart(SMS_CODE_LENGTH, '0');
    const expiresAt = t + options.codeTtlSeconds * 1000;
    pending.set(phone, { code, expiresAt, sentAt: t, wrongTries: 0 });
    sms.send({ phone, code, sentAt: t, expiresAt });
    ok(res, { sent: true, expiresIn: options.codeTtlSeconds, retryAfter: options.resendSeconds }, 200, CODE_SENT_TEXT);
  };

  const verifyCode = async (res: Response, phone: string, code: string, invitationCode: unknown) => {
    const entry = pending.get(phone);
    const t = now();
    if (!entry || t >= entry.expiresAt) {
      pending.delete(phone);
      throw bad('the verification code has expired or was never sent: request a new one');
    }
    // Compared in constant time: the code is a secret.
    if (!crypto.timingSafeEqual(Buffer.from(entry.code), Buffer.from(code))) {
      entry.wrongTries += 1;
      if (entry.wrongTries >= options.maxAttempts) {
        pending.delete(phone);
        throw bad('too many wrong codes: request a new one');
      }
      throw bad('the verification code is wrong');
    }
    checkInvitation(phone, invitationCode);
    pending.delete(phone);
    const user = await store.write((db) => {
      const known = db.users.find((u) => u.profile.phone === phone);
      if (known) return { state: db, result: known };
      const invitation = usableInvitation(db, invitations, String(invitationCode), t);
      if (!invitation) throw bad('the invitation code is not valid, or already used, expired or revoked');
      const created = phoneUser(Math.max(0, ...db.users.map((u) => u.id)) + 1, phone, t);
      const used = { ...invitation, state: 'used', usedBy: maskPhone(phone), usedAt: new Date(t).toISOString() };
      return {
        state: {
          ...db,
          users: [...db.users, created],
          collections: { ...db.collections, [INVITATIONS]: (db.collections[INVITATIONS] ?? []).map((r) => (r === invitation ? used : r)) },
        },
        result: created,
      };
    });
    const token = await sessions.create(user.id, user.role);
    ok(res, { token, role: user.role });
  };

  router.post(
    '/api/v1/auth/token',
    handle(async (req, res) => {
      const addressWait = authLimits.address.take(req.ip ?? 'unknown');
      if (addressWait > 0) throw tooMany(res, addressWait, 'sign-in attempts from this address');
      const body = bodyWith(req, ['phoneNum', 'code', 'invitationCode']);
      const phoneProblem = phoneError(body.phoneNum);
      if (phoneProblem) throw bad(PHONE_ERROR_TEXT[phoneProblem]);
      const invitationProblem = invitationError(body.invitationCode);
      if (invitationProblem) throw bad(PHONE_ERROR_TEXT[invitationProblem]);
      const phone = normalizePhone(body.phoneNum as string);
      if (body.code === undefined) return sendCode(res, phone);
      const codeProblem = smsCodeError(body.code);
      if (codeProblem) throw bad(PHONE_ERROR_TEXT[codeProblem]);
      return verifyCode(res, phone, (body.code as string).trim(), body.invitationCode);
    }),
  );

  if (demo) {
    router.get(
      '/api/dev/sms-outbox',
      handle((req, res) => {
        const raw = typeof req.query.phone === 'string' ? req.query.phone : undefined;
        const list = sms.outbox(raw === undefined ? undefined : normalizePhone(raw));
        ok(
          res,
          list.map((s) => ({
            phone: maskPhone(s.phone),
            code: s.code,
            sentAt: new Date(s.sentAt).toISOString(),
            expiresAt: new Date(s.expiresAt).toISOString(),
          })),
        );
      }),
    );
  }
  return router;
};
export default phoneAuth;
