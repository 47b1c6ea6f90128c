/**
 * GET /api/metrics as a Prometheus scraper sees it: there only when METRICS_TOKEN is set, to the
 * bearer of that token; counts that follow what the API did (requests by route template, never a
 * raw path or id; transactions; the database pool; a job run; an SMS sent; streams open) and the
 * process's own figures. Each API counts in a registry of its own.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sseStreamOpened } from '../../fake-api/metrics';
import { SWEEP_CAUSE } from '../../resources/lib/workflow';
import { ADMIN_PHONE, call, login, newPolicy, POLICIES, startApi, type Policy, type RunningApi } from './helpers';
import { ENGINE } from './engine';

const TOKEN = 'metrics-token-for-the-integration-test';
const withToken = { env: { ...process.env, METRICS_TOKEN: TOKEN } };

let run: RunningApi;
let other: RunningApi;
beforeAll(async () => {
  [run, other] = await Promise.all([startApi(withToken), startApi(withToken)]);
});
afterAll(async () => {
  await Promise.all([run?.stop(), other?.stop()]);
});

/** A scrape as Prometheus sends it, with the token given (none: null). */
const scrape = (api: RunningApi, token: string | null = TOKEN) =>
  fetch(`${api.baseUrl}/api/metrics`, { headers: token === null ? {} : { Authorization: `Bearer ${token}` } });

/** The samples of the exposition text, each with its labels. */
function samples(text: string) {
  return text
    .split('\n')
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => {
      const [, name, labels = '', value] = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line)!;
      return { name, labels: Object.fromEntries([...labels.matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((m) => [m[1], m[2]])), value: Number(value) };
    });
}

/** The sum of a metric's samples whose labels include `labels` (0 when none). */
async function valueOf(name: string, labels: Record<string, string> = {}, api = run): Promise<number> {
  const text = await (await scrape(api)).text();
  return samples(text)
    .filter((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v))
    .reduce((sum, s) => sum + s.value, 0);
}

describe('who gets the metrics', () => {
  it('nobody when METRICS_TOKEN is unset: 40400, whatever the token', async () => {
    const off = await startApi({ env: { ...process.env, METRICS_TOKEN: '' } });
    try {
      for (const token of [undefined, TOKEN, '']) {
        const res = await call(off.baseUrl, 'GET', '/api/metrics', { token });
        expect(res.status).toBe(404);
        expect(res.json).toMatchObject({ code: 40400, status: 'fail', data: null });
      }
    } finally {
      await off.stop();
    }
  });

  it('not a caller without the token, with another, or with a session token (401)', async () => {
    const session = await login(run.baseUrl, 'admin', 'admin');
    for (const token of [null, 'wrong', `${TOKEN}x`, TOKEN.slice(0, -1), session]) {
      const res = await scrape(run, token);
      expect(res.status, String(token)).toBe(401);
      expect(res.headers.get('www-authenticate')).toBe('Bearer');
      const body = (await res.json()) as { code: number; status: string };
      expect(body).toMatchObject({ code: 50008, status: 'fail' });
    }
  });

  it('the bearer of METRICS_TOKEN, in the Prometheus text format', async () => {
    const res = await scrape(run);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4; charset=utf-8$/);
    const text = await res.text();
    expect(text).toMatch(/^# HELP http_requests_total /m);
    expect(text).toMatch(/^# TYPE http_request_duration_seconds histogram$/m);
    // prom-client's process figures.
    for (const name of ['process_cpu_user_seconds_total', 'process_resident_memory_bytes', 'nodejs_eventloop_lag_seconds', 'nodejs_heap_size_used_bytes'])
      expect(text, name).toMatch(new RegExp(`^${name}`, 'm'));
  });
});

describe('what they count', () => {
  it('requests by method, route template and status, with their duration buckets; never a raw path or id', async () => {
    const token = await login(run.baseUrl, 'admin', 'admin');
    const created = await call<Policy>(run.baseUrl, 'POST', POLICIES, { token, body: newPolicy({ number: '97531864' }) });
    const id = created.json.data.id;
    const read = { method: 'GET', route: '/api/list/policy/:id', status: '200' };
    const before = await valueOf('http_requests_total', read);
    for (let i = 0; i < 3; i++) expect((await call(run.baseUrl, 'GET', `${POLICIES}/${id}`, { token })).status).toBe(200);
    await call(run.baseUrl, 'GET', '/api/nothing/8642097');
    await fetch(`${run.baseUrl}/some/console/page/7531902`);

    expect(await valueOf('http_requests_total', read)).toBe(before + 3);
    const text = await (await scrape(run)).text();
    const all = samples(text);
    const buckets = all.filter((s) => s.name === 'http_request_duration_seconds_bucket' && s.labels.route === read.route && s.labels.status === '200');
    expect(buckets.map((s) => s.labels.le)).toEqual(expect.arrayContaining(['0.005', '0.1', '1', '+Inf']));
    expect(buckets.find((s) => s.labels.le === '+Inf')!.value).toBeGreaterThanOrEqual(3);
    // An unknown /api path and a page this API (which serves no console) does not have.
    expect(await valueOf('http_requests_total', { route: 'unmatched', status: '404' })).toBeGreaterThanOrEqual(2);
    // Every route label is a template of the table or one fixed word: no id, no path as sent.
    const routes = new Set(all.filter((s) => s.labels.route !== undefined).map((s) => s.labels.route));
    const templates = new Set(run.api.table.rules.map((r) => r.path));
    for (const route of routes) expect(templates.has(route) || route === 'unmatched' || route === 'console', route).toBe(true);
    for (const digits of [String(id), '8642097', '7531902']) expect(text).not.toMatch(new RegExp(`route="[^"]*/${digits}`));
  });

  it('transactions by outcome, with their duration, and the database pool', async () => {
    const token = await login(run.baseUrl, 'admin', 'admin');
    const commits = await valueOf('db_transactions_total', { outcome: 'commit' });
    const rollbacks = await valueOf('db_transactions_total', { outcome: 'rollback' });
    expect((await call(run.baseUrl, 'POST', POLICIES, { token, body: newPolicy({ number: '86420864' }) })).status).toBe(201);
    // The same unique number again: refused inside its transaction, which rolls back.
    expect((await call(run.baseUrl, 'POST', POLICIES, { token, body: newPolicy({ number: '86420864' }) })).status).toBe(409);

    expect(await valueOf('db_transactions_total', { outcome: 'commit' })).toBeGreaterThan(commits);
    expect(await valueOf('db_transactions_total', { outcome: 'rollback' })).toBe(rollbacks + 1);
    expect(await valueOf('db_transaction_duration_seconds_count', { outcome: 'rollback' })).toBe(rollbacks + 1);
    expect(await valueOf('db_transaction_duration_seconds_bucket', { outcome: 'commit', le: '+Inf' })).toBeGreaterThan(commits);

    const text = await (await scrape(run)).text();
    expect(text).toMatch(/^db_pool_connections_in_use \d+$/m);
    expect(text).toMatch(/^db_pool_waiting \d+$/m);
    // SQLite: its one connection, never waited for.
    if (ENGINE === 'sqlite') expect([await valueOf('db_pool_connections_in_use'), await valueOf('db_pool_waiting')]).toEqual([1, 0]);
  });

  it('job runs by job and outcome, an SMS sent, and streams open', async () => {
    const job = SWEEP_CAUSE.transition;
    const runs = await valueOf('job_runs_total', { job, outcome: 'done' });
    await run.api.jobs.run(job);
    expect(await valueOf('job_runs_total', { job, outcome: 'done' })).toBe(runs + 1);
    expect(await valueOf('job_failures_total', { job })).toBe(0);

    expect(await valueOf('sms_sends_total', { state: 'sent' })).toBe(0);
    expect((await call(run.baseUrl, 'POST', '/api/v1/auth/token', { body: { phoneNum: ADMIN_PHONE } })).status).toBe(200);
    expect(await valueOf('sms_sends_total', { state: 'sent' })).toBe(1);

    expect(await valueOf('sse_streams_open')).toBe(0);
    const closed = sseStreamOpened();
    expect(await valueOf('sse_streams_open')).toBe(1);
    closed();
    closed();
    expect(await valueOf('sse_streams_open')).toBe(0);
  });

  it("each API its own: one's requests and jobs do not show in another's", async () => {
    const read = { route: '/api/list/policy', method: 'GET' };
    const before = await valueOf('http_requests_total', read, other);
    const token = await login(run.baseUrl, 'user', 'user');
    expect((await call(run.baseUrl, 'GET', POLICIES, { token })).status).toBe(200);
    expect(await valueOf('http_requests_total', read, other)).toBe(before);
    expect(await valueOf('job_runs_total', {}, other)).toBe(0);
  });
});
