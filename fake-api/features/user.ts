/**
 * The user center (docs/product.md §7 `/api/user/*`): the signed-in user's activity, teams, visits, projects
 * and teams, certification and security; their own profile update (`PUT /api/v1/auth/info`) and
 * avatar upload. Figures are seeded by the user's id, so each user sees their own, the same on
 * every reload; what the user does (profile saved, avatar uploaded, certification withdrawn,
 * other sessions signed out) is stored durably.
 */
import crypto from 'node:crypto';
import express, { type Request } from 'express';
import englishMessages from 'ra-language-english';
import { validationMessages } from '../../resources/lib/messages';
import { activity, certificationOf, projectsAndTeamsOf, seededActivities, teamsOf, visitsOf, type Activity } from '../../resources/lib/userCenterSeed';
import { AVATAR_MAX_BYTES, checkProfileUpdate, maskPhone, profileMessages, sniffImageType, type AvatarType } from '../../resources/lib/userProfile';
import { interpolate, type FieldError } from '../../resources/lib/validate';
import type { Db } from '../db';
import { ApiFailure, CODES, ok } from '../envelope';
import { callerOf, type RouteRule } from '../authorization';
import { extrasOf, withExtras, type Feature, type FeatureDeps } from '../feature';
import { handle } from '../handle';
import type { UserRecord } from '../users';
import { projectIdsOf, projectOf } from './workplace';

const DAY = 86_400_000;
const ACTIVITY_KEY = 'userCenter.activity';
const AVATAR_KEY = 'userCenter.avatars';
const WITHDRAWN_KEY = 'userCenter.withdrawnCertifications';
/** A declared size beyond this is refused without reading the body at all. */
const HARD_UPLOAD_CAP = 8 * AVATAR_MAX_BYTES;

type ByUser<T> = Record<string, T>;
interface StoredAvatar {
  type: AvatarType;
  hash: string;
  data: string;
}

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

/** The body as raw bytes, at most `max`: 41300 beyond (the rest is read and dropped so the client sees the answer). */
function readBody(req: Request, max: number): Promise<Buffer> {
  const declared = Number(req.get('content-length') ?? 0);
  if (declared > HARD_UPLOAD_CAP) throw new ApiFailure(CODES.tooLarge, 'the file is larger than 5 MiB');
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= max) chunks.push(chunk);
      else if (size > HARD_UPLOAD_CAP) req.destroy();
    });
    req.on('end', () => (size > max ? reject(new ApiFailure(CODES.tooLarge, 'the file is larger than 5 MiB')) : resolve(Buffer.concat(chunks))));
    req.on('error', reject);
  });
}

/** The user center: any signed-in role, each on their own data. The avatar is read by <img>, which sends no token. */
export const routes: readonly RouteRule[] = [
  { method: 'GET', path: '/api/user/latest-activity', roles: ['*'] },
  { method: 'GET', path: '/api/user/my-team/list', roles: ['*'] },
  { method: 'GET', path: '/api/user/visits', roles: ['*'] },
  { method: 'GET', path: '/api/user/project-and-team/list', roles: ['*'] },
  { method: 'GET', path: '/api/user/certification', roles: ['*'] },
  { method: 'POST', path: '/api/user/certification/:id/withdraw', roles: ['*'] },
  { method: 'GET', path: '/api/user/security', roles: ['*'] },
  { method: 'POST', path: '/api/user/security/sign-out-others', roles: ['*'] },
  { method: 'PUT', path: '/api/v1/auth/info', roles: ['*'] },
  { method: 'POST', path: '/api/user/upload', roles: ['*'] },
  { method: 'GET', path: '/api/user/avatar/:file', roles: 'public' },
];

const userCenter: Feature = (deps: FeatureDeps) => {
  const { store, now } = deps;
  const router = express.Router({ caseSensitive: true, strict: true });

  const me = (req: Request) => {
    const caller = callerOf(req);
    const user = store.data.users.find((u) => u.id === caller.userId);
    if (!user) throw new ApiFailure(CODES.notLoggedIn, 'not logged in');
    // The projects the workplace lists for this user, so both screens name the same ones.
    const projects = projectIdsOf(caller).map((id) => projectOf(id)!.name);
    return { user, role: caller.role, tokenHash: caller.tokenHash, projects };
  };
  const today = () => Math.floor(now() / DAY) * DAY;
  /** The next state with an activity recorded for the user (newest first, the last 20 kept). */
  const withActivity = (db: Db, user: UserRecord, a: Activity): Db => {
    const all = extrasOf<ByUser<Activity[]>>(db, ACTIVITY_KEY, {});
    return withExtras(db, ACTIVITY_KEY, { ...all, [user.id]: [a, ...(all[user.id] ?? [])].slice(0, 20) });
  };
  const certification = (user: UserRecord) =>
    certificationOf({ id: user.id, ...user.profile }, new Set(extrasOf<ByUser<number[]>>(store.data, WITHDRAWN_KEY, {})[user.id] ?? []));

  router.get(
    '/api/user/latest-activity',
    handle((req, res) => {
      const { user, projects } = me(req);
      const recorded = extrasOf<ByUser<Activity[]>>(store.data, ACTIVITY_KEY, {})[user.id] ?? [];
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
    handle((req, res) => ok(res, teamsOf(me(req).user.id))),
  );
  router.get(
    '/api/user/visits',
    handle((req, res) => ok(res, visitsOf(me(req).user.id))),
  );
  router.get(
    '/api/user/project-and-team/list',
    handle((req, res) => {
      const { user, projects } = me(req);
      ok(res, projectsAndTeamsOf(user.id, projects));
    }),
  );
  router.get(
    '/api/user/certification',
    handle((req, res) => ok(res, certification(me(req).user))),
  );

  router.post(
    '/api/user/certification/:id/withdraw',
    handle(async (req, res) => {
      const { user } = me(req);
      const record = certification(user).records.find((r) => String(r.id) === req.params.id);
      if (!record) throw new ApiFailure(CODES.notFound, 'no such certification record');
      if (record.status !== 0) throw new ApiFailure(CODES.conflict, 'only a certification under review can be withdrawn');
      await store.write((db) => {
        const all = extrasOf<ByUser<number[]>>(db, WITHDRAWN_KEY, {});
        const next = withExtras(db, WITHDRAWN_KEY, { ...all, [user.id]: [...(all[user.id] ?? []), record.id] });
        return {
          state: withActivity(next, user, activity('withdrawCertification', `#${record.id}`, record.certificationContent, now())),
          result: undefined,
        };
      });
      ok(res, certification(user));
    }),
  );

  const activeSessions = (userId: number) => store.data.sessions.filter((s) => s.userId === userId && !s.revokedAt && s.expiresAt > now());

  router.get(
    '/api/user/security',
    handle((req, res) => {
      const { user } = me(req);
      ok(res, {
        password: { set: user.username !== undefined },
        phone: { bound: user.profile.phone !== '', masked: maskPhone(user.profile.phone) },
        email: { bound: user.profile.email !== '', address: user.profile.email },
        sessions: { active: activeSessions(user.id).length },
      });
    }),
  );

  router.post(
    '/api/user/security/sign-out-others',
    handle(async (req, res) => {
      const { user, tokenHash } = me(req);
      const t = now();
      const revoked = await store.write((db) => {
        let n = 0;
        const sessionsNext = db.sessions.map((s) =>
          s.userId === user.id && s.tokenHash !== tokenHash && !s.revokedAt && s.expiresAt > t ? (n++, { ...s, revokedAt: t }) : s,
        );
        return { state: { ...db, sessions: sessionsNext }, result: n };
      });
      ok(res, { revoked, active: activeSessions(user.id).length });
    }),
  );

  router.put(
    '/api/v1/auth/info',
    handle(async (req, res) => {
      const { user, role } = me(req);
      const body: unknown = req.body;
      if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new ApiFailure(CODES.badInput, 'the body must be a JSON object');
      const { errors, value } = checkProfileUpdate(body as Record<string, unknown>, user.profile as unknown as Record<string, unknown>);
      if (Object.keys(errors).length) throw new ApiFailure(CODES.badInput, 'invalid profile', { errors: englishErrors(errors) });
      const profile = await store.write((db) => {
        const current = db.users.find((u) => u.id === user.id);
        if (!current) throw new ApiFailure(CODES.notLoggedIn, 'not logged in');
        const next = { ...current, profile: { ...current.profile, ...value } };
        const state = { ...db, users: db.users.map((u) => (u.id === user.id ? next : u)) };
        return { state: withActivity(state, next, activity('updateProfile', '', Object.keys(value).join(', '), now())), result: next.profile };
      });
      ok(res, { ...profile, role });
    }),
  );

  router.post(
    '/api/user/upload',
    handle(async (req, res) => {
      const { user } = me(req);
      const bytes = await readBody(req, AVATAR_MAX_BYTES);
      if (bytes.length === 0) throw new ApiFailure(CODES.badInput, 'no file', { errors: { file: 'Choose an image to upload' } });
      const type = sniffImageType(bytes);
      if (!type) throw new ApiFailure(CODES.badInput, 'not an image', { errors: { file: 'Must be a PNG, JPEG, GIF or WebP image' } });
      const hash = crypto.createHash('sha256').update(bytes).digest('hex').slice(0, 16);
      const avatar = `/api/user/avatar/${user.id}-${hash}`;
      await store.write((db) => {
        const avatars = extrasOf<ByUser<StoredAvatar>>(db, AVATAR_KEY, {});
        // Only the current avatar is kept: the previous image is dropped with its URL.
        let state = withExtras(db, AVATAR_KEY, { ...avatars, [user.id]: { type, hash, data: bytes.toString('base64') } });
        state = { ...state, users: state.users.map((u) => (u.id === user.id ? { ...u, profile: { ...u.profile, avatar } } : u)) };
        return { state: withActivity(state, user, activity('uploadAvatar', '', `${type}, ${bytes.length} bytes`, now())), result: undefined };
      });
      ok(res, { avatar, type, size: bytes.length });
    }),
  );

  // Read by <img>, which sends no token: the URL holds the image's hash, and an old one stops working.
  router.get(
    '/api/user/avatar/:file',
    handle((req, res) => {
      const m = /^(\d{1,9})-([0-9a-f]{16})$/.exec(req.params.file);
      const stored = m ? extrasOf<ByUser<StoredAvatar>>(store.data, AVATAR_KEY, {})[m[1]] : undefined;
      if (!m || !stored || stored.hash !== m[2]) throw new ApiFailure(CODES.notFound, 'no such avatar');
      res.type(stored.type).send(Buffer.from(stored.data, 'base64'));
    }),
  );

  return router;
};

export default userCenter;
