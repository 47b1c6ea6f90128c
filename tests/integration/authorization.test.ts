/**
 * The authorization table (contract "Authorization"): every cell of route × method × caller is
 * asked over HTTP and its answer compared with what the table says. Callers: anonymous, user,
 * admin, an expired token and a revoked token. Unknown paths answer 40400 to everyone.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { METHODS, type Method, type RouteRule } from '../../fake-api/authorization';
import { loadDeclarations } from '../../resources/lib/loadDeclarations';
import { DOCS_PATH } from '../../fake-api/openapi';
import { EVENTS_PATH } from '../../domain/events';
import { isRoleAllowed } from '../../resources/lib/schema';
import { call, startApi, type RunningApi } from './helpers';
import { expire, revoke, sessionFor, userId } from './dataHelpers';

type Identity = 'anonymous' | 'user' | 'admin' | 'expired' | 'revoked';
const IDENTITIES: readonly Identity[] = ['anonymous', 'user', 'admin', 'expired', 'revoked'];

let run: RunningApi;
const userIds: Record<'admin' | 'user', number> = { admin: 0, user: 0 };
let expired = '';
let revoked = '';

async function revokedToken() {
  const token = await sessionFor(run.api, userIds.user, 'user');
  await revoke(run.api, token);
  return token;
}

async function expiredToken() {
  const token = await sessionFor(run.api, userIds.admin, 'admin');
  await expire(run.api, token);
  return token;
}

beforeAll(async () => {
  run = await startApi({ declarations: await loadDeclarations() });
  for (const role of ['admin', 'user'] as const) userIds[role] = await userId(run.api, role);
  revoked = await revokedToken();
  expired = await expiredToken();
}, 60_000);

afterAll(async () => {
  await run.stop();
});

/** A concrete URL for a route pattern: any value fits a `:param`, the table decides by pattern. */
const urlOf = (path: string) => path.replace(/:file\b/g, '1-0123456789abcdef').replace(/:\w+/g, '1');

/**
 * A fresh token per cell for signed-in callers, and for every caller of a public route (sign-out
 * revokes whatever token it gets): a cell that signs out must not spoil the next.
 */
async function tokenOf(who: Identity, fresh: boolean): Promise<string | undefined> {
  if (who === 'anonymous') return undefined;
  if (who === 'expired') return fresh ? expiredToken() : expired;
  if (who === 'revoked') return fresh ? revokedToken() : revoked;
  return sessionFor(run.api, userIds[who], who);
}

interface Expectation {
  status?: number;
  code?: number;
  /** Let through by the table: anything but a refusal of the table's own. */
  allowed?: true;
}

function expected(rule: RouteRule | undefined, known: boolean, who: Identity): Expectation {
  if (!known) return { status: 404, code: 40400 };
  if (!rule) return { status: 405 };
  if (rule.roles === 'public') return { allowed: true };
  if (who === 'anonymous') return { status: 401, code: 50008 };
  if (who === 'expired') return { status: 401, code: 50014 };
  if (who === 'revoked') return { status: 401, code: 50012 };
  return isRoleAllowed(rule.roles, who) ? { allowed: true } : { status: 403, code: 40300 };
}

const REFUSALS = new Set([40300, 50008, 50012, 50014]);

/** An HTML page as `call` reports an answer: its status (500 unless it is HTML); a page has no envelope code. */
async function pageCall(path: string, token?: string) {
  const res = await fetch(`${run.baseUrl}${path}`, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  const html = (res.headers.get('content-type') ?? '').startsWith('text/html');
  return { status: html ? res.status : 500, json: { code: 0, msg: await res.text() } };
}

/** The live stream stays open: its answer is its status and first bytes (an envelope when refused). */
async function streamCall(path: string, token?: string) {
  const abort = new AbortController();
  const res = await fetch(`${run.baseUrl}${path}`, { headers: token ? { Authorization: `Bearer ${token}` } : {}, signal: abort.signal });
  if ((res.headers.get('content-type') ?? '').startsWith('text/event-stream')) {
    abort.abort();
    return { status: res.status, json: { code: 20000, msg: 'stream' } };
  }
  return { status: res.status, json: (await res.json()) as { code: number; msg: string } };
}

describe('the authorization table', () => {
  it('answers every route × method × caller as the table says', async () => {
    const rules = run.api.table.rules;
    const paths = [...new Set(rules.map((r) => r.path))];
    // Paths no table row lists: near misses of real ones.
    const unknown = ['/api/user/Info', '/api/list/policy/1/2', '/api/db', '/api/nothing-here', '/api/user/info/'];
    let cells = 0;
    const mismatches: string[] = [];
    for (const path of [...paths, ...unknown]) {
      const known = paths.includes(path);
      for (const method of METHODS) {
        const rule = rules.find((r) => r.path === path && r.method === method);
        for (const who of IDENTITIES) {
          const want = expected(rule, known, who);
          const token = await tokenOf(who, rule?.roles === 'public');
          const body = method === 'GET' || method === 'DELETE' ? undefined : {};
          // The API description's page is the one route that answers HTML, not an envelope.
          const page = path === DOCS_PATH && method === 'GET';
          const stream = path === EVENTS_PATH && method === 'GET';
          const res = page
            ? await pageCall(urlOf(path), token)
            : stream
              ? await streamCall(path, token)
              : await call(run.baseUrl, method, known ? urlOf(path) : path, { token, body });
          cells++;
          const ok = want.allowed
            ? res.status < 500 && res.status !== 405 && !REFUSALS.has(res.json.code) && res.json.msg !== 'no such route'
            : res.status === want.status && (want.code === undefined || res.json.code === want.code);
          if (!ok) mismatches.push(`${method} ${path} as ${who}: want ${JSON.stringify(want)}, got ${res.status} ${res.json.code} ${res.json.msg}`);
        }
      }
    }
    console.log(
      `[authorization] ${paths.length} routes (+${unknown.length} unknown paths) x ${METHODS.length} methods x ${IDENTITIES.length} callers: ${cells} cells checked, ${mismatches.length} mismatches`,
    );
    expect(mismatches).toEqual([]);
    expect(cells).toBe((paths.length + unknown.length) * METHODS.length * IDENTITIES.length);
  }, 300_000);

  it('lists every declared collection, account route and feature route, admin pages admin-only', () => {
    const rules = run.api.table.rules;
    const has = (method: Method, path: string) => rules.find((r) => r.method === method && r.path === path);
    expect(has('POST', '/api/user/login')?.roles).toBe('public');
    expect(has('GET', '/api/user/info')?.roles).toEqual(['*']);
    expect(has('GET', '/api/data-overview')?.roles).toEqual(['admin']);
    expect(has('GET', '/api/monitor/status')?.roles).toEqual(['admin']);
    expect(has('GET', '/api/list/policy')).toBeDefined();
  });
});

/**
 * Written by hand from docs/product.md §2 (who may open each screen) and §7 (the calls each screen makes),
 * not from the table: the table, and the answers, must agree with it.
 */
const SPEC_ACCESS: readonly [Method, string, 'public' | 'any' | 'admin'][] = [
  ['POST', '/api/user/login', 'public'],
  ['POST', '/api/v1/auth/token', 'public'],
  ['GET', '/api/user/info', 'any'],
  ['GET', '/api/v1/auth/info', 'any'],
  ['PUT', '/api/v1/auth/info', 'any'],
  ['POST', '/api/user/menu', 'any'],
  ['POST', '/api/message/list', 'any'],
  ['POST', '/api/message/read', 'any'],
  // Search table and card list: any role reads; only admins change policies.
  ['GET', '/api/list/policy', 'any'],
  ['POST', '/api/list/policy', 'admin'],
  ['PUT', '/api/list/policy/:id', 'admin'],
  ['DELETE', '/api/list/policy/:id', 'admin'],
  ['GET', '/api/list/quality-inspection', 'any'],
  ['GET', '/api/list/the-service', 'any'],
  ['GET', '/api/list/rules-preset', 'any'],
  // Step form, basic profile, data analysis, multi-dimension analysis: admin only.
  ['POST', '/api/channel-form/submit', 'admin'],
  ['GET', '/api/profile/basic', 'admin'],
  ['GET', '/api/operation/log', 'admin'],
  ['POST', '/api/public-opinion-analysis', 'admin'],
  ['GET', '/api/content-period-analysis', 'admin'],
  ['GET', '/api/content-publish', 'admin'],
  ['GET', '/api/popular-author/list', 'admin'],
  ['POST', '/api/data-chain-growth', 'admin'],
  ['GET', '/api/data-overview', 'admin'],
  // User info and user setting: any role.
  ['GET', '/api/user/my-project/list', 'any'],
  ['GET', '/api/user/latest-activity', 'any'],
  ['GET', '/api/user/visits', 'any'],
  ['GET', '/api/user/project-and-team/list', 'any'],
  ['GET', '/api/user/my-team/list', 'any'],
  ['GET', '/api/user/certification', 'any'],
  ['POST', '/api/user/upload', 'any'],
  // Administration (invitation codes, operation log): admin only.
  ['GET', '/api/v1/invitations', 'admin'],
  ['GET', '/api/audit/log', 'admin'],
];

describe('the table against the spec', () => {
  it('gives each call of each screen the access of its screen, and a user is refused the admin ones', async () => {
    const rules = run.api.table.rules;
    const mismatches: string[] = [];
    const user = await sessionFor(run.api, userIds.user, 'user');
    for (const [method, path, access] of SPEC_ACCESS) {
      const rule = rules.find((r) => r.method === method && r.path === path);
      const want = access === 'public' ? 'public' : access === 'any' ? ['*'] : ['admin'];
      if (JSON.stringify(rule?.roles) !== JSON.stringify(want)) mismatches.push(`${method} ${path}: table says ${JSON.stringify(rule?.roles)}, spec ${access}`);
      if (access === 'public') continue;
      const res = await call(run.baseUrl, method, urlOf(path), { token: user, body: method === 'GET' || method === 'DELETE' ? undefined : {} });
      if ((res.json.code === 40300) !== (access === 'admin')) mismatches.push(`${method} ${path} as user: ${res.status} ${res.json.code}`);
    }
    console.log(`[authorization] ${SPEC_ACCESS.length} calls checked against docs/product.md §2/§7, ${mismatches.length} mismatches`);
    expect(mismatches).toEqual([]);
  });
});

describe('what a user may change', () => {
  it('refuses profile fields a user may not write, and changes nothing', async () => {
    const token = await sessionFor(run.api, userIds.user, 'user');
    const before = await call<Record<string, unknown>>(run.baseUrl, 'GET', '/api/v1/auth/info', { token });
    for (const field of ['role', 'accountId', 'phone', 'registrationDate', 'certification']) {
      const res = await call(run.baseUrl, 'PUT', '/api/v1/auth/info', { token, body: { [field]: field === 'role' ? 'admin' : '1' } });
      expect(res.status).toBe(400);
      expect(res.json.code).toBe(40000);
    }
    expect((await call(run.baseUrl, 'GET', '/api/v1/auth/info', { token })).json.data).toEqual(before.json.data);
  });

  it('refuses a client-chosen owner or id change on a record, and changes nothing', async () => {
    const token = await sessionFor(run.api, userIds.admin, 'admin');
    const page = await call<{ list: { id: number }[] }>(run.baseUrl, 'GET', '/api/list/policy?pageSize=1', { token });
    const id = page.json.data.list[0].id;
    const res = await call(run.baseUrl, 'PATCH', `/api/list/policy/${id}`, { token, body: { id: id + 1000 } });
    expect(res.json.code).toBe(40000);
    expect((await call(run.baseUrl, 'GET', `/api/list/policy/${id}`, { token })).json.data).toEqual(page.json.data.list[0]);
  });
});

describe('field-level roles (services.internalNote: admin only)', () => {
  const SERVICES = '/api/list/the-service';
  type Service = { id: number; title: string; internalNote?: string };

  it('hides the field from a user in lists and records, and refuses it in filters, sort and writes', async () => {
    const admin = await sessionFor(run.api, userIds.admin, 'admin');
    const user = await sessionFor(run.api, userIds.user, 'user');
    const asAdmin = await call<{ list: Service[] }>(run.baseUrl, 'GET', `${SERVICES}?pageSize=100&sort=internalNote&internalNote=audit`, { token: admin });
    expect(asAdmin.json.code).toBe(20000);
    expect(asAdmin.json.data.list.length).toBeGreaterThan(0);
    expect(asAdmin.json.data.list.every((s) => s.internalNote?.includes('audit'))).toBe(true);

    const asUser = await call<{ list: Service[] }>(run.baseUrl, 'GET', `${SERVICES}?pageSize=100`, { token: user });
    expect(asUser.json.data.list.length).toBeGreaterThan(0);
    expect(asUser.text).not.toContain('internalNote');
    const id = asAdmin.json.data.list[0].id;
    expect((await call(run.baseUrl, 'GET', `${SERVICES}/${id}`, { token: user })).text).not.toContain('internalNote');
    for (const query of ['internalNote=audit', 'sort=internalNote']) {
      const res = await call(run.baseUrl, 'GET', `${SERVICES}?${query}`, { token: user });
      expect(res.status).toBe(400);
      expect(res.json.code).toBe(40000);
    }
    const write = await call(run.baseUrl, 'PATCH', `${SERVICES}/${id}`, { token: user, body: { internalNote: 'from a user' } });
    expect(write.json.code).toBe(40000);
    // A user's ordinary change keeps the note they cannot see.
    expect((await call(run.baseUrl, 'PATCH', `${SERVICES}/${id}`, { token: user, body: { title: 'Renamed by a user' } })).json.code).toBe(20000);
    const after = await call<Service>(run.baseUrl, 'GET', `${SERVICES}/${id}`, { token: admin });
    expect(after.json.data.internalNote).toBe(asAdmin.json.data.list[0].internalNote);
    expect(
      (await call<Service>(run.baseUrl, 'PATCH', `${SERVICES}/${id}`, { token: admin, body: { internalNote: 'by an admin' } })).json.data.internalNote,
    ).toBe('by an admin');
  });
});
