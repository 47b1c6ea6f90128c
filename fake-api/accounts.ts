/** Demo login, logout and the signed-in user's profile (docs/product.md §7, contract "Authentication"). */
import express from 'express';
import { z } from 'zod';
import { ROLES, type Role } from '../resources/lib/schema';
import type { Profile } from '../domain/userProfile';
import { sameAs } from './shapes/sameAs';
import { callerOf, type RouteRule } from './authorization';
import type { Data } from './data';
import { bodyOf, fieldsOf, NO_INPUT } from './body';
import { ApiFailure, CODES, ok } from './envelope';
import { handle } from './handle';
import { tooMany, type AuthLimits } from './rateLimit';
import type { Sessions } from './sessions';
import { DEMO_ACCOUNTS } from './users';

export interface AccountDeps {
  data: Data;
  sessions: Sessions;
  demo: boolean;
  authLimits: AuthLimits;
}

const LOGIN_BODY = z.strictObject({ username: z.string().min(1), password: z.string().min(1) });
/** A new session: its bearer token and the role it acts as. */
export const SIGNED_IN = z.object({ token: z.string().meta({ description: 'the bearer token of the new session' }), role: z.enum(ROLES) });

const text = z.string();
/**
 * The signed-in user's profile (docs/product.md §3 "User profile") with the session's role and the
 * user's id (the id owned records and workflow histories name).
 */
export const PROFILE = sameAs<Profile & { role: Role; userId: number }>()(
  z.object({
    name: text,
    avatar: text,
    job: text,
    jobName: text,
    organization: text,
    organizationName: text,
    location: text,
    locationName: text,
    email: text,
    nickname: text,
    country: text,
    area: text,
    address: text,
    introduction: text,
    personalWebsite: text,
    phone: text,
    registrationDate: text,
    accountId: text,
    certification: z.number(),
    role: z.enum(ROLES),
    userId: z.int().min(1),
  }),
);

const TAG = 'Account';
const infoDoc = { tag: TAG, summary: "The caller's profile", answer: PROFILE };

/** Signing in and out need no token (a stale one must still be able to sign out); the profile needs one. */
export const accountRoutes: readonly RouteRule[] = [
  {
    method: 'POST',
    path: '/api/user/login',
    roles: 'public',
    demoOnly: true,
    doc: { tag: TAG, summary: 'Demo sign-in (demo mode only): admin/admin, user/user, reviewer/reviewer', body: LOGIN_BODY, answer: SIGNED_IN, fails: [429] },
  },
  { method: 'POST', path: '/api/user/logout', roles: 'public', doc: { tag: TAG, summary: 'Sign out: revoke the token sent', answer: z.null() } },
  { method: 'GET', path: '/api/user/info', roles: ['*'], doc: infoDoc },
  { method: 'GET', path: '/api/v1/auth/info', roles: ['*'], doc: infoDoc },
];

export function accountRouter({ data, sessions, demo, authLimits }: AccountDeps) {
  const router = express.Router({ caseSensitive: true, strict: true });

  if (demo) {
    router.post(
      '/api/user/login',
      handle(async (req, res) => {
        // Password guessing counts against the same per-address limit as phone sign-in.
        const wait = await authLimits.address.take(req.ip ?? 'unknown');
        if (wait > 0) throw tooMany(res, wait, 'sign-in attempts from this address');
        const { username, password } = bodyOf(req, fieldsOf(LOGIN_BODY));
        if (typeof username !== 'string' || username.trim() === '') throw new ApiFailure(CODES.badInput, 'username cannot be empty');
        if (typeof password !== 'string' || password === '') throw new ApiFailure(CODES.badInput, 'password cannot be empty');
        const account = DEMO_ACCOUNTS.find((a) => a.username === username);
        // An account's failed passwords are counted whatever address they come from (a proxy may
        // hide it): RATE_LIMIT_ACCOUNT a quarter-hour, then it is locked, for the right password too.
        const verdict = account
          ? await data.transaction((trx) =>
              authLimits.account.guard(trx, account.username, async () => ({ failed: account.password !== password, value: null })),
            )
          : undefined;
        if (verdict && 'wait' in verdict) throw tooMany(res, verdict.wait, 'failed sign-ins for this account');
        const user = account?.password === password ? await data.userBy(data.db, 'username', account.username) : undefined;
        if (!user) throw new ApiFailure(CODES.badInput, 'account or password wrong');
        const token = await data.write(
          req,
          (trx) => sessions.create(trx, user.id, user.role),
          () => ({ role: user.role }),
        );
        ok(res, { token, role: user.role });
      }),
    );
  }

  router.post(
    '/api/user/logout',
    handle(async (req, res) => {
      // It takes no input: a field sent is refused, as on every route, and nothing ends.
      bodyOf(req, NO_INPUT);
      const tokenHash = sessions.hashOf(req);
      if (tokenHash) {
        await data.write(req, (trx) => sessions.revoke(trx, { tokenHash }));
        sessions.ended({ tokenHash });
      }
      ok(res, null);
    }),
  );

  const info = handle(async (req, res) => {
    const caller = callerOf(req);
    const user = await data.user(data.db, caller.userId);
    if (!user) throw new ApiFailure(CODES.notLoggedIn, 'not logged in');
    ok(res, { ...user.profile, role: caller.role, userId: user.id });
  });
  router.get('/api/user/info', info);
  router.get('/api/v1/auth/info', info);
  return router;
}
