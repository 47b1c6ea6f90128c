/**
 * The governance tests' API: every declaration (resources/), the demo accounts signed in, and a
 * clock the tests move (each call through `gov.call` moves it one second on, so that what happens
 * in order has its own time, and `gov.jump` moves it days on). Sessions outlive any jump.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import { afterAll, beforeAll, expect } from 'vitest';
import type { AuditEntry } from '../../fake-api/audit';
import { demoUsers } from '../../fake-api/users';
import datasets from '../../resources/datasets';
import type { StoredFile } from '../../resources/lib/files';
import { loadDeclarations } from '../../resources/lib/loadDeclarations';
import { seedRecords } from '../../resources/lib/seed';
import type { HistoryEntry, RefusalData } from '../../resources/lib/workflow';
import { b64, call, login, startApi, tempDir, type CallResult, type RunningApi } from './helpers';
import { killApi, spawnApi, TRACING_JOBS, type ApiProcess } from './processes';

export const REQUESTS = '/api/data/access-requests';
export const GRANTS = '/api/data/grants';
export const OUTPUTS = '/api/data/outputs';
export const DATASETS = '/api/data/datasets';
export const DAY = 86_400_000;
/** 2026-11-01T00:00Z: where the clock starts unless told otherwise. */
export const START = Date.UTC(2026, 10, 1);

/** The seeded datasets as a fresh store holds them (resources/datasets.ts). */
const SEEDED = seedRecords(datasets, datasets.seed!.count);
const duoOf = (d: Record<string, unknown>) => (d.duoCodes ?? []) as string[];
const published = (d: Record<string, unknown>) => d.state === 'published';
/** The ids of the seeded datasets `test` holds of, in order; at least `n` of them. */
function seededIds(what: string, test: (d: Record<string, unknown>) => boolean, n = 1): number[] {
  const ids = SEEDED.filter(test).map((d) => Number(d.id));
  if (ids.length < n) throw new Error(`the datasets' seed has no ${n > 1 ? `${n} datasets` : 'dataset'} ${what}`);
  return ids;
}
const core = seededIds('published and core', (d) => published(d) && d.sensitivity === 'core', 2);

/** Seeded datasets, by what the tests need of them. */
export const DS = {
  /** Published, its use conditions excluding profit (NPU). */
  npu: seededIds('published with NPU', (d) => published(d) && duoOf(d).includes('NPU'))[0],
  /** Published, sensitive, with no condition a request must meet beyond its purpose (no NPU, no IRB). */
  plain: seededIds(
    'published, sensitive, without NPU or IRB',
    (d) => published(d) && d.sensitivity === 'sensitive' && !duoOf(d).some((c) => c === 'NPU' || c === 'IRB'),
  )[0],
  /** Published and core: two approvals, a threshold of 20. */
  core: core[0],
  /** Another published core one. */
  core2: core[1],
  /** Published, asking for an ethics approval (IRB). */
  irb: seededIds('published with IRB', (d) => published(d) && duoOf(d).includes('IRB'))[0],
  /** A draft. */
  draft: seededIds('in draft', (d) => d.state === 'draft')[0],
  /** Withdrawn. */
  withdrawn: seededIds('withdrawn', (d) => d.state === 'withdrawn')[0],
} as const;

/** The demo accounts' ids (fake-api/users.ts). */
const idOf = (username: string) => {
  const user = demoUsers().find((u) => u.username === username);
  if (!user) throw new Error(`no demo user ${username}`);
  return user.id;
};
export const ADMIN_ID = idOf('admin');
export const USER_ID = idOf('user');
export const REVIEWER_ID = idOf('reviewer');

/** What a refused call answers in `data`. */
export interface Refused {
  refusal?: RefusalData;
  errors?: Record<string, string>;
}
export interface Rec {
  id: number;
  state: string;
  [field: string]: unknown;
}
export type { HistoryEntry };

export const sha256 = (bytes: string | Buffer) => crypto.createHash('sha256').update(bytes).digest('hex');
export const isoDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);
/** A CSV every rule passes, also under a core dataset's threshold of 20. */
export const SAFE_CSV = 'group,patients\nA,42\nB,25\n';
/**
 * The history entry a file written to an output leaves (on its creation, or when it is replaced
 * while the output may still be changed): the file's name and sha256, by whoever wrote it, the
 * state as it was (fake-api/fileHistory.ts).
 */
export const fileEntry = (name: string, bytes: string | Buffer, opts: { state?: string; actor?: string; userId?: number } = {}) => {
  const state = opts.state ?? 'submitted';
  return expect.objectContaining({
    transition: 'file',
    from: state,
    to: state,
    actor: opts.actor ?? 'user',
    userId: opts.userId ?? USER_ID,
    fields: { file: { name, sha256: sha256(bytes) } },
  });
};
/** Far enough ahead for an ethics approval, whatever the clock has done in a file. */
const ETHICS_DAYS = 3 * 365;

export type Gov = Awaited<ReturnType<typeof startGovernance>>;

/** A valid new access request on the plain dataset, its ethics approval valid until `ethicsExpiresAt` (YYYY-MM-DD). */
export const newRequest = (ethicsExpiresAt: string, extra: Record<string, unknown> = {}): Record<string, unknown> => ({
  title: 'Governance test request',
  datasets: [DS.plain],
  purpose: 'diseaseSpecific',
  researchPlan: 'Aggregate analysis only.',
  ethicsNumber: 'IRB-2026-0001',
  ethicsExpiresAt,
  ...extra,
});

export async function startGovernance(opts: { start?: number; dataDir?: string } = {}) {
  const clock = { t: opts.start ?? START };
  const years = 100 * 365 * DAY;
  const run: RunningApi = await startApi({
    declarations: await loadDeclarations(),
    now: () => clock.t,
    sessions: { ttlMs: years, idleMs: years },
    ...(opts.dataDir !== undefined && { dataDir: opts.dataDir }),
  });
  const [admin, user, reviewer] = await Promise.all([
    login(run.baseUrl, 'admin', 'admin'),
    login(run.baseUrl, 'user', 'user'),
    login(run.baseUrl, 'reviewer', 'reviewer'),
  ]);

  /** One call, the clock one second on first. */
  const send = <T = Rec>(method: string, path: string, token: string, body?: unknown): Promise<CallResult<T & Refused>> => {
    clock.t += 1000;
    return call<T & Refused>(run.baseUrl, method, path, { token, body, timeoutMs: 25_000 });
  };
  const ok = <T>(res: CallResult<T>, what: string): T => {
    if (res.json.code !== 20000) throw new Error(`${what}: ${res.json.code} ${res.json.msg} ${JSON.stringify(res.json.data)}`);
    return res.json.data;
  };
  /** A date `days` ahead of the clock (YYYY-MM-DD). */
  const ahead = (days: number) => isoDate(clock.t + days * DAY);

  const gov = {
    run,
    clock,
    admin,
    user,
    reviewer,
    call: send,
    ok,
    ahead,
    /** The clock `days` on (a grant's end date passes without anyone doing anything). */
    jump: (days: number) => {
      clock.t += days * DAY;
    },
    read: async <T = Rec>(path: string, id: number, token = admin) => ok(await send<T & Rec>('GET', `${path}/${id}`, token), `read ${path}/${id}`),
    move: (path: string, id: number, token: string, body: Record<string, unknown>) => send('POST', `${path}/${id}/transitions`, token, body),
    history: async (path: string, id: number, token = admin) =>
      ok(await send<{ list: HistoryEntry[] }>('GET', `${path}/${id}/transitions`, token), 'history').list,
    /** Every record of a collection as `token` sees it, all pages. */
    all: async (path: string, token = admin, query = '') => {
      const out: Rec[] = [];
      for (let page = 1; ; page++) {
        const res = ok(await send<{ list: Rec[]; total: number }>('GET', `${path}?pageSize=100&current=${page}&sort=id&order=asc${query}`, token), 'list');
        out.push(...res.list);
        if (res.list.length < 100) return out;
      }
    },
    /** The newest operation-log entries about a resource (newest first). */
    log: async (resource: string) =>
      ok(await send<{ list: AuditEntry[] }>('GET', `/api/audit/log?resource=${resource}&sort=id&order=desc&pageSize=100`, admin), 'log').list.filter(
        (e) => e.resource === resource,
      ),
    /** A new access request (a draft) by `token`. */
    request: async (token: string, extra: Record<string, unknown> = {}) =>
      ok(
        // A valid ethics approval unless told otherwise (an IRB dataset asks for one; `undefined` leaves it out).
        await send('POST', REQUESTS, token, newRequest(ahead(ETHICS_DAYS), extra)),
        'create request',
      ),
    /** A new access request, submitted by its owner. */
    submitted: async (token: string, extra: Record<string, unknown> = {}) => {
      const draft = await gov.request(token, extra);
      return ok(await gov.move(REQUESTS, draft.id, token, { to: 'submitted' }), 'submit');
    },
    approve: (id: number, token: string, extra: Record<string, unknown> = {}) =>
      gov.move(REQUESTS, id, token, { to: 'approved', accessExpiresAt: ahead(365), ...extra }),
    /** The grants made by a request's approval. */
    grantsOf: async (requestId: number) => (await gov.all(GRANTS)).filter((g) => g.request === requestId),
    /**
     * A grant for `owner`: a request for `datasets` submitted, then approved by each of `approvers`
     * in turn (two for a core dataset), ending on `accessExpiresAt`.
     */
    grant: async (owner: string, opts: { datasets?: number[]; approvers?: string[]; accessExpiresAt?: string; extra?: Record<string, unknown> } = {}) => {
      const req = await gov.submitted(owner, { datasets: opts.datasets ?? [DS.plain], ...opts.extra });
      for (const approver of opts.approvers ?? [admin])
        ok(await gov.approve(req.id, approver, opts.accessExpiresAt ? { accessExpiresAt: opts.accessExpiresAt } : {}), 'approve');
      const grants = await gov.grantsOf(req.id);
      expect(grants).toHaveLength(1);
      return { request: req, grant: grants[0] };
    },
    /** A new output request under `grant` by `token` (the grant's holder). */
    output: async (
      token: string,
      grant: number,
      opts: { csv?: string; png?: Buffer; name?: string; magnitudeColumns?: string; notCountColumns?: string } = {},
    ) => {
      const bytes = opts.png ?? opts.csv ?? SAFE_CSV;
      const name = opts.name ?? (opts.png ? 'figure.png' : 'table.csv');
      const res = await send<Rec & { file: StoredFile; disclosure?: string }>('POST', OUTPUTS, token, {
        title: 'Governance test output',
        grant,
        description: 'Counts by group.',
        file: { name, data: b64(bytes) },
        ...(opts.magnitudeColumns !== undefined && { magnitudeColumns: opts.magnitudeColumns }),
        ...(opts.notCountColumns !== undefined && { notCountColumns: opts.notCountColumns }),
      });
      return ok(res, 'create output');
    },
    /** The admin checks an output: with the sha256 of the file as it is now, unless given. */
    check: async (id: number, token: string, extra: Record<string, unknown> = {}) => {
      const current = await gov.read<{ file: StoredFile }>(OUTPUTS, id);
      return gov.move(OUTPUTS, id, token, { to: 'checked', sha256: current.file.sha256, ...extra });
    },
    /** A valid ethics approval's end date. */
    ethicsDate: () => ahead(ETHICS_DAYS),
    stop: () => run.stop(),
  };
  return gov;
}

/** A refusal: its code, its reason, and nothing else changed (the record's state and history as before). */
export async function expectRefused(
  gov: Gov,
  path: string,
  id: number,
  res: CallResult<Refused>,
  code: number,
  refusal: Partial<RefusalData>,
  before?: { state: string; history: number },
) {
  expect(res.json.code, JSON.stringify(res.json)).toBe(code);
  expect(res.json.data?.refusal).toMatchObject(refusal);
  if (before) {
    expect((await gov.read(path, id)).state).toBe(before.state);
    expect(await gov.history(path, id)).toHaveLength(before.history);
  }
}

/** What a refusal must leave as it was: the record's state and the length of its history. */
export async function stateOf(gov: Gov, path: string, id: number) {
  return { state: (await gov.read(path, id)).state, history: (await gov.history(path, id)).length };
}

/**
 * Two API instances on one database, each with a connection pool of its own, standing for two
 * processes (whose runs a test can start at the same moment, which timers cannot be made to do):
 * the governance harness `gov` and `other`, on its clock. Started before the file's tests, stopped after.
 */
export function twoApis(prefix: string): { readonly gov: Gov; readonly other: RunningApi } {
  const both = {} as { gov: Gov; other: RunningApi };
  let dir = '';
  beforeAll(async () => {
    dir = tempDir(prefix);
    both.gov = await startGovernance({ dataDir: dir });
    both.other = await startApi({ dataDir: dir, declarations: await loadDeclarations(), now: () => both.gov.clock.t });
  });
  afterAll(async () => {
    await both.other?.stop();
    await both.gov?.stop();
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });
  return both;
}

/**
 * Two real API processes on one database, timers on (the first run about 2 s after each start), each
 * printing its job runs (TRACING_JOBS), started at once before the file's tests on records `prepare`
 * made through an API whose clock is ten days back; stopped after. `made` is what `prepare` answered.
 */
export function twoProcesses<T>(
  prefix: string,
  prepare: (prep: Gov) => Promise<T>,
): { readonly processes: ApiProcess[]; readonly made: T; readonly dir: string } {
  const both = { processes: [] as ApiProcess[] } as { processes: ApiProcess[]; made: T; dir: string };
  beforeAll(async () => {
    both.dir = tempDir(prefix);
    const prep = await startGovernance({ dataDir: both.dir, start: Date.now() - 10 * DAY });
    both.made = await prepare(prep);
    await prep.stop();
    both.processes = await Promise.all([spawnApi(both.dir, { JOBS: 'on' }, TRACING_JOBS), spawnApi(both.dir, { JOBS: 'on' }, TRACING_JOBS)]);
  }, 60_000);
  afterAll(async () => {
    await Promise.all(both.processes.map(killApi));
    if (both.dir) fs.rmSync(both.dir, { recursive: true, force: true });
  });
  return both;
}
