/**
 * The contract suite's HTTP client: plain `fetch` against any server, one bearer token per role.
 * It knows nothing of the fake API, so the same checks prove a real back end.
 */
import { ROLES, type Role } from '../resources/lib/schema';
import type { Conformance } from './conformance';
import { ContractError } from './expect';
import type { Envelope, Reply } from './reply';

export type Query = Record<string, string | number | boolean>;

export interface ContractClient {
  baseUrl: string;
  /** `role` undefined: no Authorization header at all. */
  call<T = unknown>(method: string, path: string, options?: { role?: Role; query?: Query; body?: unknown }): Promise<Reply<T>>;
}

/** With `conformance`, every answer must match the API's description (contract/conformance.ts), or the call fails. */
export function createClient(baseUrl: string, tokens: Readonly<Record<Role, string>>, conformance?: Conformance): ContractClient {
  const base = baseUrl.replace(/\/+$/, '');
  return {
    baseUrl: base,
    async call<T>(method: string, path: string, { role, query, body }: { role?: Role; query?: Query; body?: unknown } = {}) {
      const url = new URL(base + path);
      for (const [k, v] of Object.entries(query ?? {})) url.searchParams.append(k, String(v));
      const headers: Record<string, string> = { Accept: 'application/json' };
      if (role) headers.Authorization = `Bearer ${tokens[role]}`;
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
      return { http: res.status, body: parsed as Envelope<T> };
    },
  };
}

/**
 * One token per role: `CONTRACT_<ROLE>_TOKEN` when set, else the demo login
 * (`CONTRACT_<ROLE>_USERNAME` / `CONTRACT_<ROLE>_PASSWORD`, by default the role's name twice).
 */
export async function tokensFor(baseUrl: string, env: Record<string, string | undefined> = process.env): Promise<Record<Role, string>> {
  const tokens = {} as Record<Role, string>;
  for (const role of ROLES) {
    const key = `CONTRACT_${role.toUpperCase()}`;
    const given = env[`${key}_TOKEN`];
    if (given) {
      tokens[role] = given;
      continue;
    }
    const username = env[`${key}_USERNAME`] ?? role;
    const password = env[`${key}_PASSWORD`] ?? role;
    const res = await fetch(`${baseUrl.replace(/\/+$/, '')}/api/user/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username, password }),
    });
    const body = (await res.json().catch(() => null)) as Envelope<{ token?: string; role?: string }> | null;
    if (!body?.data?.token)
      throw new Error(`no token for role ${role}: set ${key}_TOKEN, or ${key}_USERNAME and ${key}_PASSWORD (login said: ${body?.msg ?? res.status})`);
    if (body.data.role !== undefined && body.data.role !== role) throw new Error(`the login for ${role} signed in as ${body.data.role}`);
    tokens[role] = body.data.token;
  }
  return tokens;
}
