/**
 * Runs the fake API in-process on a free loopback port and talks to it over real HTTP,
 * the way the console (or any other client) does.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach } from 'vitest';
import { createApi, type Api, type ApiOptions } from '../../fake-api/app';
import { demoUsers } from '../../fake-api/users';
import policies from '../../resources/policies';
import { databaseUrlFor } from './engine';
import { testLogger } from './logLines';
import { seedRecords } from '../../resources/lib/seed';

export interface RunningApi {
  baseUrl: string;
  api: Api;
  dataDir: string;
  /** Closes the HTTP server and the store (releasing its lock); removes the data folder when the helper made it. */
  stop: () => Promise<void>;
}

/** A fresh temp folder for one store. */
export const tempDir = (prefix = 'mds-it-') => fs.mkdtempSync(path.join(os.tmpdir(), prefix));

/** Starts the API: policies only, demo mode, loose sign-in limits, in a fresh temp folder unless told otherwise. */
export async function startApi(options: Partial<ApiOptions> = {}): Promise<RunningApi> {
  const ownDir = options.dataDir === undefined;
  const dataDir = options.dataDir ?? tempDir();
  // Loose sign-in limits, so tests that sign in often never trip them (the rate-limit tests set their own).
  const api = await createApi({
    databaseUrl: await databaseUrlFor(dataDir),
    declarations: [policies],
    demo: true,
    smsLog: () => {},
    // Request lines left out of the test run's output; an error line fails the test (logLines.ts).
    logger: testLogger(),
    // Scheduled jobs run when a test says so (api.jobs.run): their timers would move records under its feet.
    jobs: false,
    ...options,
    authLimits: { perAddress: 100_000, perPhone: 100_000, ...options.authLimits },
    dataDir,
  });
  const server: Server = api.app.listen(0, '127.0.0.1');
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  });
  const { port } = server.address() as AddressInfo;
  let stopped = false;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    api,
    dataDir,
    stop: async () => {
      if (stopped) return;
      stopped = true;
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await api.close();
      if (ownDir) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The contract's response envelope. */
export interface Envelope<T = unknown> {
  data: T;
  status: 'ok' | 'fail';
  msg: string;
  code: number;
}

/** `data` of a failure: field errors for bad input, else usually null. */
export type Failure = { errors?: Record<string, string> } | null;

export interface CallResult<T = unknown> {
  status: number;
  headers: Headers;
  json: Envelope<T>;
  /** The raw body, for checks on what the server leaks. */
  text: string;
}

export interface CallOptions {
  token?: string;
  /** A string is sent as it is (Content-Type must then be given in `headers` if wanted); anything else as JSON. */
  body?: unknown;
  headers?: Record<string, string>;
  timeoutMs?: number;
}

/** One HTTP call; every /api answer must be a JSON envelope, so a body that is not one fails loudly. */
export async function call<T = unknown>(baseUrl: string, method: string, urlPath: string, opts: CallOptions = {}): Promise<CallResult<T>> {
  const headers = new Headers(opts.headers);
  if (opts.token !== undefined) headers.set('Authorization', `Bearer ${opts.token}`);
  let body: string | undefined;
  if (typeof opts.body === 'string') body = opts.body;
  else if (opts.body !== undefined) {
    body = JSON.stringify(opts.body);
    if (!headers.has('Content-Type')) headers.set('Content-Type', 'application/json');
  }
  const res = await fetch(`${baseUrl}${urlPath}`, { method, headers, body, signal: AbortSignal.timeout(opts.timeoutMs ?? 10_000) });
  const text = await res.text();
  let json: Envelope<T>;
  try {
    json = JSON.parse(text) as Envelope<T>;
  } catch {
    throw new Error(`${method} ${urlPath} answered ${res.status} with a body that is not JSON: ${text.slice(0, 200)}`);
  }
  return { status: res.status, headers: res.headers, json, text };
}

/** The field errors of a refused call (`data.errors`), none if it named no field. */
export const errorsOf = (r: { json: { data: unknown } }): Record<string, string> => (r.json.data as { errors?: Record<string, string> } | null)?.errors ?? {};

/** The codes of several answers, in ascending order (concurrent calls answer in any order). */
export const codesOf = (answers: readonly { json: { code: number } }[]): number[] => answers.map((a) => a.json.code).sort((a, b) => a - b);

/** Bytes (or text) as a file upload carries them. */
export const b64 = (bytes: string | Buffer): string => Buffer.from(bytes).toString('base64');

const demoPhone = (username: string): string => {
  const user = demoUsers().find((u) => u.username === username);
  if (!user) throw new Error(`no demo user ${username}`);
  return user.profile.phone;
};
/** The demo accounts' phone numbers (fake-api/users.ts), which sign in by SMS code in demo mode. */
export const ADMIN_PHONE = demoPhone('admin');
export const USER_PHONE = demoPhone('user');

/** Demo login; returns the token. */
export async function login(baseUrl: string, username: string, password: string): Promise<string> {
  const res = await call<{ token: string; role: string }>(baseUrl, 'POST', '/api/user/login', { body: { username, password } });
  if (res.json.code !== 20000) throw new Error(`login as ${username} failed: ${res.status} ${res.text}`);
  return res.json.data.token;
}

/** A policy as the API returns it. */
export interface Policy {
  id: number;
  number: string;
  name: string;
  contentType: string;
  filterType: string;
  count: number;
  createdTime: string;
  status: string;
  /** Only while offline (a dependent field). */
  offlineReason?: string;
}

export interface ListPage<T = Policy> {
  list: T[];
  total: number;
}

export const POLICIES = '/api/list/policy';

/** The seeded policies, exactly as a fresh store holds them. */
export const seededPolicies = (): Policy[] => seedRecords(policies, policies.seed.count) as unknown as Policy[];

/** A valid new policy whose number no seeded row uses (seed numbers have 6 digits). */
export const newPolicy = (overrides: Partial<Policy> = {}): Record<string, unknown> => ({
  number: '12345678',
  name: 'Integration test policy',
  contentType: 'verticalVideo',
  filterType: 'artificial',
  count: 42,
  status: 'online',
  ...overrides,
});

/** A valid channel for the step form's submission (`POST /api/channel-form/submit`). */
export const validChannel = (overrides: Record<string, unknown> = {}): Record<string, unknown> => ({
  activityName: '心脏周2026',
  channelType: 'web',
  promotionStart: '2026-11-10',
  promotionEnd: '2026-11-30',
  promoteLink: 'https://cardio.example.org/week',
  advertisingSource: 'Sohu',
  advertisingMedia: 'Banner',
  keywords: 'cohort, heart failure',
  advertisingContent: 'Join the heart-failure cohort week.',
  ...overrides,
});

/**
 * For tests that start APIs on data folders of their own: each API started and folder made
 * during a test is stopped and removed after it, whatever happened.
 */
export function perTest(prefix: string) {
  const running: RunningApi[] = [];
  const dirs: string[] = [];
  afterEach(async () => {
    for (const run of running.splice(0)) await run.stop();
    for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });
  return {
    start: async (dataDir: string) => {
      const run = await startApi({ dataDir });
      running.push(run);
      return run;
    },
    newDir: () => {
      const dir = tempDir(prefix);
      dirs.push(dir);
      return dir;
    },
  };
}

/** An answer's text; a live stream's (which never ends) only as far as its first bytes. */
export async function answerText(res: Response): Promise<string> {
  if (!(res.headers.get('content-type') ?? '').startsWith('text/event-stream')) return res.text();
  const reader = res.body!.getReader();
  const { value } = await reader.read();
  await reader.cancel();
  return new TextDecoder().decode(value);
}
