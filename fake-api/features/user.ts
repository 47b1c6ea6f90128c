/**
 * The user center (docs/product.md §7 `/api/user/*`): the signed-in user's activity, teams, visits, projects
 * and teams, certification and security; their own profile update (`PUT /api/v1/auth/info`) and
 * avatar upload. Figures are seeded by the user's id, so each user sees their own, the same on
 * every reload; what the user does (profile saved, avatar uploaded, certification withdrawn,
 * other sessions signed out) is stored durably.
 */
import express, { type Request } from 'express';
import { z } from 'zod';
import englishMessages from 'ra-language-english';
import { validationMessages } from '../../resources/lib/messages';
import { activity, certificationOf, projectsAndTeamsOf, seededActivities, teamsOf, visitsOf, type Activity } from '../../domain/userCenterSeed';
import { AVATAR_TYPES, checkProfileUpdate, PROFILE_FIELDS, maskPhone, profileMessages } from '../../domain/userProfile';
import { interpolate, type FieldError } from '../../resources/lib/validate';
import type { AnyDb } from '../data';
import { PROFILE } from '../accounts';
import { AN_OBJECT, bodyOf } from '../body';
import { keepAvatar, readAvatar } from '../database/avatars';
import { checkedAvatar, readUpload } from '../avatars';
import { ApiFailure, CODES, ok } from '../envelope';
import { fieldsSchema } from '../openapi/fields';
import type { RouteDoc } from '../routeDoc';
import { ACTIVITY, CERTIFICATION, PROJECT_AND_TEAM, SECURITY, TEAM, VISIT } from '../shapes/userCenter';
import { callerOf, type RouteRule } from '../authorization';
import type { Feature, FeatureDeps } from '../feature';
import { handle } from '../handle';
import type { UserRecord } from '../users';
import { projectIdsOf, projectOf } from './workplace';

const DAY = 86_400_000;
const ACTIVITY_KEY = 'userCenter.activity';
const WITHDRAWN_KEY = 'userCenter.withdrawnCertifications';

type ByUser<T> = Record<string, T>;

const raValidation = englishMessages.ra.validation as Record<string, string>;

/** English texts of the profile rules' errors for `data.errors`. */
function englishErrors(errors: Record<string, FieldError>): Record<string, string> {
  const text = ({ key, args }: FieldError) => {
    const [ns, group, name] = key.split('.');
    const catalogue: Record<string, string> =
      ns === 'ra' ? raValidation : ns === 'mds' ? validationMessages['en-US'] : group === 'validation' ? profileMessages['en-US'] : {};
    return interpolate(catalogue[name] ?? key, args);
  };
  return Object.fromEntries(Object.entries(errors).map(([k, e]) => [k, text(e)]));
}

/** Any subset of the fields a user may change; role, accountId, phone… are refused. */
const PROFILE_BODY = fieldsSchema(PROFILE_FIELDS, 'input').partial();

const TAG = 'User center';
const doc = (summary: string, answer: z.ZodType, more: Omit<RouteDoc, 'tag' | 'summary' | 'answer'> = {}): RouteDoc => ({ tag: TAG, summary, answer, ...more });

/** The user center: any signed-in role, each on their own data. The avatar is read by <img>, which sends no token. */
export const routes: readonly RouteRule[] = [
  { method: 'GET', path: '/api/user/latest-activity', roles: ['*'], doc: doc("The caller's latest activity", z.array(ACTIVITY)) },
  { method: 'GET', path: '/api/user/my-team/list', roles: ['*'], doc: doc("The caller's teams", z.array(TEAM)) },
  { method: 'GET', path: '/api/user/visits', roles: ['*'], doc: doc('Visits this week', z.array(VISIT)) },
  { method: 'GET', path: '/api/user/project-and-team/list', roles: ['*'], doc: doc("The caller's projects and teams", z.array(PROJECT_AND_TEAM)) },
  { method: 'GET', path: '/api/user/certification', roles: ['*'], doc: doc("The caller's certification", CERTIFICATION) },
  {
    method: 'POST',
    path: '/api/user/certification/:id/withdraw',
    roles: ['*'],
    doc: doc('Withdraw a certification request under review', CERTIFICATION, { fails: [404, 409] }),
  },
  { method: 'GET', path: '/api/user/security', roles: ['*'], doc: doc("The caller's security settings", SECURITY) },
  {
    method: 'POST',
    path: '/api/user/security/sign-out-others',
    roles: ['*'],
    doc: doc("End the caller's other sessions", z.object({ revoked: z.int(), active: z.int() })),
  },
  { method: 'PUT', path: '/api/v1/auth/info', roles: ['*'], doc: doc('Change the profile', PROFILE, { body: PROFILE_BODY }) },
  {
    method: 'POST',
    path: '/api/user/upload',
    roles: ['*'],
    doc: doc(
      'Upload an avatar image (PNG or JPEG, decoded whole, at most 5 MiB)',
      z.object({ avatar: z.string(), type: z.enum(AVATAR_TYPES), size: z.int() }),
      {
        upload: AVATAR_TYPES,
        fails: [413],
      },
    ),
  },
  {
    method: 'GET',
    path: '/api/user/avatar/:file',
    roles: 'public',
    doc: doc('An avatar image, by the URL an upload answered', z.null(), { binary: AVATAR_TYPES, fails: [404] }),
  },
];

const userCenter: Feature = (deps: FeatureDeps) => {
  const { data, now } = deps;
  const router = express.Router({ caseSensitive: true, strict: true });

  const me = async (req: Request) => {
    const caller = callerOf(req);
    const user = await data.user(data.db, caller.userId);
    if (!user) throw new ApiFailure(CODES.notLoggedIn, 'not logged in');
    // The projects the workplace lists for this user, so both screens name the same ones.
    const projects = projectIdsOf(caller).map((id) => projectOf(id)!.name);
    return { user, role: caller.role, tokenHash: caller.tokenHash, projects };
  };
  const today = () => Math.floor(now() / DAY) * DAY;
  const byUser = async <T>(db: AnyDb, key: string, user: UserRecord, fallback: T): Promise<T> =>
    (await data.state<ByUser<T>>(db, key, {}))[user.id] ?? fallback;
  /** Changes one user's entry of a per-user state, inside a write. */
  const changeOf = <T>(trx: AnyDb, key: string, user: UserRecord, fallback: T, change: (current: T) => T) =>
    data.updateState<ByUser<T>>(trx, key, {}, (all) => ({ next: { ...all, [user.id]: change(all[user.id] ?? fallback) }, result: undefined }));
  /** Records an activity for the user (newest first, the last 20 kept). */
  const addActivity = (trx: AnyDb, user: UserRecord, a: Activity) => changeOf<Activity[]>(trx, ACTIVITY_KEY, user, [], (list) => [a, ...list].slice(0, 20));
  const certification = async (user: UserRecord) =>
    certificationOf({ id: user.id, ...user.profile }, new Set(await byUser<number[]>(data.db, WITHDRAWN_KEY, user, [])));

  router.get(
    '/api/user/latest-activity',
    handle(async (req, res) => {
      const { user, projects } = await me(req);
      const recorded = await byUser<Activity[]>(data.db, ACTIVITY_KEY, user, []);
      const list = [...recorded, ...seededActivities(user.id, projects, today())].sort((x, y) => y.time.localeCompare(x.time)).slice(0, 12);
      // The avatar is the user's current one, also on activities recorded before it changed.
      ok(
        res,
        list.map((x) => ({ ...x, avatar: user.profile.avatar })),
      );
    }),
  );
  router.get(
    '/api/user/my-team/list',
    handle(async (req, res) => ok(res, teamsOf((await me(req)).user.id))),
  );
  router.get(
    '/api/user/visits',
    handle(async (req, res) => ok(res, visitsOf((await me(req)).user.id))),
  );
  router.get(
    '/api/user/project-and-team/list',
    handle(async (req, res) => {
      const { user, projects } = await me(req);
      ok(res, projectsAndTeamsOf(user.id, projects));
    }),
  );
  router.get(
    '/api/user/certification',
    handle(async (req, res) => ok(res, await certification((await me(req)).user))),
  );

  router.post(
    '/api/user/certification/:id/withdraw',
    handle(async (req, res) => {
      const { user } = await me(req);
      const record = (await certification(user)).records.find((r) => String(r.id) === req.params.id);
      if (!record) throw new ApiFailure(CODES.notFound, 'no such certification record');
      if (record.status !== 0) throw new ApiFailure(CODES.conflict, 'only a certification under review can be withdrawn');
      await data.write(req, async (trx) => {
        await changeOf<number[]>(trx, WITHDRAWN_KEY, user, [], (ids) => [...ids, record.id]);
        await addActivity(trx, user, activity('withdrawCertification', `#${record.id}`, record.certificationContent, now()));
      });
      ok(res, await certification(user));
    }),
  );

  const activeSessions = async (userId: number) => (await deps.sessions.active(data.db, userId)).length;

  router.get(
    '/api/user/security',
    handle(async (req, res) => {
      const { user } = await me(req);
      ok(res, {
        password: { set: user.username !== undefined },
        phone: { bound: user.profile.phone !== '', masked: maskPhone(user.profile.phone) },
        email: { bound: user.profile.email !== '', address: user.profile.email },
        sessions: { active: await activeSessions(user.id) },
      });
    }),
  );

  router.post(
    '/api/user/security/sign-out-others',
    handle(async (req, res) => {
      const { user, tokenHash } = await me(req);
      const revoked = await data.write(req, (trx) => deps.sessions.revoke(trx, { userId: user.id, except: tokenHash }));
      deps.sessions.ended({ userId: user.id, except: tokenHash });
      ok(res, { revoked, active: await activeSessions(user.id) });
    }),
  );

  router.put(
    '/api/v1/auth/info',
    handle(async (req, res) => {
      const { user, role } = await me(req);
      const body = bodyOf(req, AN_OBJECT);
      const { errors, value } = checkProfileUpdate(body, user.profile as unknown as Record<string, unknown>);
      if (Object.keys(errors).length) throw new ApiFailure(CODES.badInput, 'invalid profile', { errors: englishErrors(errors) });
      const profile = await data.write(req, async (trx) => {
        const current = await data.user(trx, user.id);
        if (!current) throw new ApiFailure(CODES.notLoggedIn, 'not logged in');
        const next = { ...current, profile: { ...current.profile, ...value } };
        await data.updateUser(trx, next);
        await addActivity(trx, next, activity('updateProfile', '', Object.keys(value).join(', '), now()));
        return next.profile;
      });
      ok(res, { ...profile, role, userId: user.id });
    }),
  );

  router.post(
    '/api/user/upload',
    handle(async (req, res) => {
      const { user } = await me(req);
      const bytes = await readUpload(req);
      const { type, hash } = await checkedAvatar(bytes);
      const avatar = `/api/user/avatar/${user.id}-${hash}`;
      await data.write(req, async (trx) => {
        // Only the current avatar is kept: the previous image is dropped with its URL.
        await keepAvatar(trx, user.id, { type, hash, bytes });
        const current = await data.user(trx, user.id);
        if (current) await data.updateUser(trx, { ...current, profile: { ...current.profile, avatar } });
        await addActivity(trx, user, activity('uploadAvatar', '', `${type}, ${bytes.length} bytes`, now()));
      });
      ok(res, { avatar, type, size: bytes.length });
    }),
  );

  // Read by <img>, which sends no token: the URL holds the image's hash, and an old one stops working.
  // One lookup by the user's id and that hash: a wrong one is a 404 at once, and no other user's row is read.
  router.get(
    '/api/user/avatar/:file',
    handle(async (req, res) => {
      const m = /^(\d{1,9})-([0-9a-f]{16})$/.exec(req.params.file);
      if (!m) throw new ApiFailure(CODES.notFound, 'no such avatar');
      const stored = await readAvatar(data.db, Number(m[1]), m[2]);
      if (!stored) throw new ApiFailure(CODES.notFound, 'no such avatar');
      res.type(stored.type).send(Buffer.from(stored.bytes));
    }),
  );

  return router;
};

export default userCenter;
