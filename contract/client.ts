/**
 * The contract suite's HTTP client: plain `fetch` against any server, one bearer token per role.
 * It knows nothing of the fake API, so the same checks prove a real back end.
 */
import { ROLES, type Role } from '../resources/lib/schema';
import type { Conformance } from './conformance';
import { ContractError } from './expect';
import type { Envelope, Reply } from './reply';

export type Query = Record<string, string | number | boolean>;

/**
 * Who calls: the user of a role, or `reviewer`, a second admin, for the workflow steps another
 * admin than the one who took an earlier step must take (a `notBy` rule).
 */
export type Caller = Role | 'reviewer';
export const CALLERS: readonly Caller[] = [...ROLES, 'reviewer'];
/** The role a caller signs in with. */
export const roleOf = (caller: Caller): Role => (caller === 'reviewer' ? 'admin' : caller);

export type Tokens = Readonly<Record<Role, string> & { reviewer?: string }>;

export interface ContractClient {
  baseUrl: string;
  /** `role` undefined: no Authorization header at all. */
  call<T = unknown>(
    method: string,
    path: string,
    options?: { role?: Caller; query?: Query; body?: unknown; headers?: Record<string, string> },
  ): Promise<Reply<T>>;
}

/** With `conformance`, every answer must match the API's description (contract/conformance.ts), or the call fails. */
export function createClient(baseUrl: string, tokens: Tokens, conformance?: Conformance): ContractClient {
  const base = baseUrl.replace(/\/+$/, '');
  return {
    baseUrl: base,
    async call<T>(
      method: string,
      path: string,
      { role, query, body, headers: given }: { role?: Caller; query?: Query; body?: unknown; headers?: Record<string, string> } = {},
    ) {
      const url = new URL(base + path);
      for (const [k, v] of Object.entries(query ?? {})) url.searchParams.append(k, String(v));
      const headers: Record<string, string> = { Accept: 'application/json', ...given };
      const token = role && tokens[role];
      // Only a workflow's second-admin steps need the reviewer; without one they fail saying what to set.
      if (role && !token)
        throw new ContractError(`${method} ${path} needs a second admin: set CONTRACT_REVIEWER_TOKEN, or CONTRACT_REVIEWER_USERNAME and _PASSWORD`);
      if (token) headers.Authorization = `Bearer ${token}`;
      if (body !== undefined) headers['Content-Type'] = 'application/json';
      const res = await fetch(url, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
      const text = await res.text();
      let parsed: unknown;
      try {
        parsed = JSON.parse(text);
      } catch {
        throw new Error(`${method} ${url.pathname}${url.search}: HTTP ${res.status}, the body is not JSON: ${text.slice(0, 120)}`);
      }
      const mismatch = conformance?.mismatch(method, url.pathname, res.status, parsed, res.headers);
      if (mismatch) throw new ContractError(mismatch);
      return { http: res.status, body: parsed as Envelope<T>, headers: res.headers };
    },
  };
}

/**
 * One token per caller: `CONTRACT_<CALLER>_TOKEN` when set, else the demo login
 * (`CONTRACT_<CALLER>_USERNAME` / `CONTRACT_<CALLER>_PASSWORD`, by default the caller's name twice).
 * The reviewer is optional: a server without a second admin fails only the checks that need one.
 */
export async function tokensFor(baseUrl: string, env: Record<string, string | undefined> = process.env): Promise<Tokens> {
  const tokens: Partial<Record<Caller, string>> = {};
  for (const caller of CALLERS) {
    const key = `CONTRACT_${caller.toUpperCase()}`;
    const given = env[`${key}_TOKEN`];
    if (given) {
      tokens[caller] = given;
      continue;
    }
    const username = env[`${key}_USERNAME`] ?? caller;
    const password = env[`${key}_PASSWORD`] ?? caller;
    const res = await fetch(`${baseUrl.replace(/\/+$/, '')}/api/user/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username, password }),
    });
    const body = (await res.json().catch(() => null)) as Envelope<{ token?: string; role?: string }> | null;
    if (!body?.data?.token) {
      if (caller === 'reviewer') continue;
      throw new Error(`no token for role ${caller}: set ${key}_TOKEN, or ${key}_USERNAME and ${key}_PASSWORD (login said: ${body?.msg ?? res.status})`);
    }
    if (body.data.role !== undefined && body.data.role !== roleOf(caller)) throw new Error(`the login for ${caller} signed in as ${body.data.role}`);
    tokens[caller] = body.data.token;
  }
  return tokens as Tokens;
}
