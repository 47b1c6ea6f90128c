/**
 * Phone sign-in (contract "Authentication"): POST /api/v1/auth/token in two steps.
 *   1. { phoneNum, invitationCode? }        → an SMS code (6 digits, 5 min) is sent
 *   2. { phoneNum, code, invitationCode? }  → { token, role }
 * A phone not registered yet needs a valid, unused invitation code and becomes a `user`; the code
 * is then marked used. Rate limits answer 42900 with Retry-After. In demo mode only,
 * GET /api/dev/sms-outbox lists the codes the fake SMS gateway "sent".
 */
import crypto from 'node:crypto';
import express, { type Request, type Response } from 'express';
import { z } from 'zod';
import { invitationError, normalizeInvitation, PHONE_ERROR_TEXT, smsCodeError, SMS_CODE_LENGTH } from '../../domain/phoneAuth';
import { withExpiry, type ResourceDecl } from '../../resources/lib/schema';
import { maskPhone } from '../../domain/userProfile';
import type { RecordData } from '../../resources/lib/validate';
import type { RouteRule } from '../authorization';
import type { AnyDb, Data } from '../data';
import { keptWrites } from '../keptWrites';
import { actorName } from '../users';
import { forgetExpired } from '../database/tables';
import { bodyOf, fieldsOf } from '../body';
import { SIGNED_IN } from '../accounts';
import { ApiFailure, CODES, ok } from '../envelope';
import type { Feature } from '../feature';
import { handle } from '../handle';
import { tooMany } from '../rateLimit';
import { phoneKey } from '../phone';

const TOKEN_BODY = z.strictObject({
  phoneNum: z.string().min(1).meta({ description: 'a mobile number: 11 digits starting with 1, or + and the country code' }),
  code: z
    .string()
    .regex(/^\s*\d{6}\s*$/)
    .optional()
    .meta({ description: 'the SMS code: leave it out to have one sent' }),
  invitationCode: z.union([z.string(), z.null()]).optional().meta({ description: 'ABCD-EFGH-JKLM: needed to register a new phone number' }),
});
const CODE_SENT = z.object({
  sent: z.literal(true),
  expiresIn: z.int().meta({ description: 'seconds' }),
  retryAfter: z.int().meta({ description: 'seconds' }),
});
const OUTBOX = z.array(z.object({ phone: z.string().meta({ description: 'masked' }), code: z.string(), sentAt: z.string(), expiresAt: z.string() }));

/** The routes this feature serves, for the authorization table: both are called before signing in. */
export const routes: readonly RouteRule[] = [
  {
    method: 'POST',
    path: '/api/v1/auth/token',
    roles: 'public',
    doc: {
      tag: 'Account',
      summary: 'Phone sign-in: { phoneNum } sends an SMS code; { phoneNum, code, invitationCode? } signs in',
      body: TOKEN_BODY,
      answer: z.union([CODE_SENT, SIGNED_IN]),
      fails: [429],
    },
  },
  {
    method: 'GET',
    path: '/api/dev/sms-outbox',
    roles: 'public',
    demoOnly: true,
    query: ['phone'],
    doc: { tag: 'Account', summary: 'The last SMS codes sent (demo mode only)', answer: OUTBOX, query: z.object({ phone: z.string().optional() }) },
  },
];

const INVITATIONS = 'invitations';

const bad = (msg: string) => new ApiFailure(CODES.badInput, msg);

/** What the first step says, whether or not the number is registered. */
export const CODE_SENT_TEXT = 'if this number may sign in, a code was sent';

const hashCode = (code: string) => crypto.createHash('sha256').update(code).digest('hex');

/**
 * The invitation record a code names, if it can still be used (active and not past its expiry).
 * `lock`: read under its row lock, to be used in this transaction (of phones signing in with one
 * code at once, one uses it; the others then find it used).
 */
async function usableInvitation(
  data: Data,
  db: AnyDb,
  decl: ResourceDecl | undefined,
  raw: string,
  now: number,
  lock = false,
): Promise<RecordData | undefined> {
  if (!decl) return undefined;
  const records = data.records(INVITATIONS);
  const [found] = await records.all(db, [{ field: 'code', op: 'in', values: [normalizeInvitation(raw)] }], { now });
  const row = found && lock ? await records.get(db, found.id as number, undefined, true) : found;
  return row && withExpiry(decl, row, now).state === 'active' ? row : undefined;
}

const phoneAuth: Feature = ({ data, sessions, now, demo, declarations, authLimits, sms }) => {
  const invitations = declarations.find((d) => d.name === INVITATIONS);
  const { options } = authLimits;
  const router = express.Router({ caseSensitive: true, strict: true });

  const registered = (db: AnyDb, phone: string) => data.userBy(db, 'phone', phone);

  /**
   * The invitation a new phone must bring, read locked to be used in this transaction; a
   * registered phone needs none. Asked only once the SMS code is right: only the phone's holder
   * learns whether the number is registered.
   */
  async function invitationFor(trx: AnyDb, raw: unknown, t: number): Promise<RecordData> {
    if (typeof raw !== 'string' || raw.trim() === '') throw bad('an invitation code is needed to register a new phone number');
    const invitation = await usableInvitation(data, trx, invitations, raw, t, true);
    if (!invitation) throw bad('the invitation code is not valid, or already used, expired or revoked');
    return invitation;
  }

  // The same answer, the same work and the same limits for every number: the first step tells a
  // stranger nothing about which numbers are registered.
  const sendCode = async (req: Request, res: Response, phone: string) => {
    const t = now();
    const code = String(crypto.randomInt(0, 10 ** SMS_CODE_LENGTH)).padStart(SMS_CODE_LENGTH, '0');
    const expiresAt = t + options.codeTtlSeconds * 1000;
    const pending = { code_hash: hashCode(code), sent_at: t, expires_at: expiresAt, wrong_tries: 0 };
    await data.write(req, async (trx) => {
      await forgetExpired(trx, 'mds_sms_codes', t);
      // The resend wait is checked by the write itself: a code sent too recently is not replaced
      // (the WHERE), so of two requests at once one sends. Any refusal below rolls the new code back.
      const claimed = await trx
        .insertInto('mds_sms_codes')
        .values({ phone, ...pending })
        .onConflict((oc) =>
          oc
            .column('phone')
            .doUpdateSet(pending)
            .where('mds_sms_codes.sent_at', '<=', t - options.resendSeconds * 1000),
        )
        .returning('phone')
        .executeTakeFirst();
      if (!claimed) {
        const previous = await trx.selectFrom('mds_sms_codes').select('sent_at').where('phone', '=', phone).executeTakeFirstOrThrow();
        throw tooMany(res, Math.max(1, Math.ceil((previous.sent_at + options.resendSeconds * 1000 - t) / 1000)), 'codes for this phone number');
      }
      // A phone locked by wrong codes gets no code it could not use.
      const locked = await authLimits.wrongCodes.lockedFor(trx, phone);
      if (locked > 0) throw tooMany(res, locked, 'wrong codes for this phone number');
      for (const limit of [authLimits.phone, authLimits.phoneDaily]) {
        const wait = await limit.takeIn(trx, phone);
        if (wait > 0) throw tooMany(res, wait, 'codes for this phone number');
      }
    });
    // Answered once the first attempt is made; its retries, if any, go on after the answer (fake-api/sms.ts).
    // Whatever its outcome, the answer is the same: the first step tells nothing about the number.
    await sms.send({ to: phone, template: 'signIn', params: { code }, expiresAt });
    ok(res, { sent: true, expiresIn: options.codeTtlSeconds, retryAfter: options.resendSeconds }, 200, CODE_SENT_TEXT);
  };

  /** Why the pending code is not `code` (counting a wrong one), or undefined when it is; inside checkCode's transaction. */
  async function judge(trx: AnyDb, phone: string, code: string): Promise<{ failed: boolean; value: string | undefined }> {
    const entry = await trx.selectFrom('mds_sms_codes').select(['code_hash', 'expires_at', 'wrong_tries']).where('phone', '=', phone).executeTakeFirst();
    if (!entry || now() >= entry.expires_at) {
      await trx.deleteFrom('mds_sms_codes').where('phone', '=', phone).execute();
      // Not a guess: there was no code to guess.
      return { failed: false, value: 'the verification code has expired or was never sent: request a new one' };
    }
    // Compared in constant time: the code is a secret.
    if (crypto.timingSafeEqual(Buffer.from(entry.code_hash), Buffer.from(hashCode(code)))) return { failed: false, value: undefined };
    if (entry.wrong_tries + 1 >= options.maxAttempts) {
      await trx.deleteFrom('mds_sms_codes').where('phone', '=', phone).execute();
      return { failed: true, value: 'too many wrong codes: request a new one' };
    }
    await trx
      .updateTable('mds_sms_codes')
      .set({ wrong_tries: entry.wrong_tries + 1 })
      .where('phone', '=', phone)
      .execute();
    return { failed: true, value: 'the verification code is wrong' };
  }

  /**
   * The pending code's check, outside the sign-in's transaction so that a wrong try is counted
   * even though the sign-in fails. The phone's wrong tries are counted across its codes: a new
   * code does not start them again (RATE_LIMIT_WRONG_CODES a quarter-hour, then a locked phone).
   */
  const checkCode = async (res: Response, phone: string, code: string) => {
    const verdict = await data.transaction(async (trx) => {
      // The code's row first, then the phone's count (sendCode's order): concurrent checks queue, none deadlocks.
      await data.lockRow(trx, 'mds_sms_codes', 'phone', phone);
      return authLimits.wrongCodes.guard(trx, phone, () => judge(trx, phone, code));
    });
    if ('wait' in verdict) throw tooMany(res, verdict.wait, 'wrong codes for this phone number');
    if (verdict.value) throw bad(verdict.value);
  };

  const verifyCode = async (req: Request, res: Response, phone: string, code: string, invitationCode: unknown) => {
    await checkCode(res, phone, code);
    const t = now();
    const signedIn = await data.write(
      req,
      async (trx) => {
        // The code is used once: a second sign-in with it finds none. (A refusal below undoes it all.)
        const used = await trx.deleteFrom('mds_sms_codes').where('phone', '=', phone).executeTakeFirst();
        if (Number(used.numDeletedRows) === 0) throw bad('the verification code has expired or was never sent: request a new one');
        let user = await registered(trx, phone);
        if (!user) {
          const invitation = await invitationFor(trx, invitationCode, t);
          user = await data.addPhoneUser(trx, phone, 'user', t);
          const usedInvitation = { ...invitation, state: 'used', usedBy: maskPhone(phone), usedAt: new Date(t).toISOString() };
          await keptWrites(data, invitations!, { userId: user.id, actor: actorName(user) }, t).update(trx, invitation, usedInvitation);
        }
        return { token: await sessions.create(trx, user.id, user.role), role: user.role };
      },
      (r) => ({ role: r.role }),
    );
    ok(res, signedIn);
  };

  router.post(
    '/api/v1/auth/token',
    handle(async (req, res) => {
      const addressWait = await authLimits.address.take(req.ip ?? 'unknown');
      if (addressWait > 0) throw tooMany(res, addressWait, 'sign-in attempts from this address');
      const body = bodyOf(req, fieldsOf(TOKEN_BODY));
      // The login form's shape check is light; libphonenumber-js decides here (phone.ts).
      if (typeof body.phoneNum !== 'string' || body.phoneNum.trim() === '') throw bad(PHONE_ERROR_TEXT.phoneRequired);
      const phone = phoneKey(body.phoneNum);
      if (!phone) throw bad(PHONE_ERROR_TEXT.phoneFormat);
      const invitationProblem = invitationError(body.invitationCode);
      if (invitationProblem) throw bad(PHONE_ERROR_TEXT[invitationProblem]);
      if (body.code === undefined) return sendCode(req, res, phone);
      const codeProblem = smsCodeError(body.code);
      if (codeProblem) throw bad(PHONE_ERROR_TEXT[codeProblem]);
      return verifyCode(req, res, phone, (body.code as string).trim(), body.invitationCode);
    }),
  );

  if (demo) {
    router.get(
      '/api/dev/sms-outbox',
      handle((req, res) => {
        const raw = typeof req.query.phone === 'string' ? req.query.phone : undefined;
        // An invalid number has no messages (undefined would list every phone's).
        const list = sms.outbox(raw === undefined ? undefined : (phoneKey(raw) ?? '-'));
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
