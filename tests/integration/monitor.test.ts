/**
 * The real-time monitor over HTTP (admin only): activity feed and notes, job actions, service
 * operations and the information form; every change persisted, bad input refused unchanged.
 */
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  canApply,
  JOB_ACTIONS,
  MONITOR_INFO_FIELDS,
  type ActivityItem,
  type Job,
  type JobActionResult,
  type MonitorInfo,
  type MonitorStatus,
} from '../../domain/monitor';
import { call, login, startApi, tempDir, type Failure, type RunningApi } from './helpers';

let api: RunningApi;
let admin: string;
let user: string;
let adminName: string;

beforeAll(async () => {
  api = await startApi();
  admin = await login(api.baseUrl, 'admin', 'admin');
  user = await login(api.baseUrl, 'user', 'user');
  adminName = (await call<{ name: string }>(api.baseUrl, 'GET', '/api/user/info', { token: admin })).json.data.name;
});
afterAll(() => api?.stop());

const req = <T>(method: string, path: string, body?: unknown, token = admin) => call<T>(api.baseUrl, method, path, { token, body });
const activity = async () => (await req<ActivityItem[]>('GET', '/api/monitor/activity')).json.data;
const jobs = async () => (await req<Job[]>('GET', '/api/monitor/jobs')).json.data;
const status = async () => (await req<MonitorStatus>('GET', '/api/monitor/status')).json.data;
const info = async () => (await req<MonitorInfo>('GET', '/api/monitor/info')).json.data;

const validInfo: MonitorInfo = {
  title: 'Imaging night shift',
  category: 'imaging',
  alertEmail: 'night@mds.example',
  refreshSeconds: 30,
  notice: 'Cluster B is draining.',
};

describe('access', () => {
  const calls: [string, string, unknown?][] = [
    ['GET', '/api/monitor/activity'],
    ['POST', '/api/monitor/activity', { content: 'hi' }],
    ['PATCH', '/api/monitor/activity/1', { starred: true }],
    ['DELETE', '/api/monitor/activity/1'],
    ['GET', '/api/monitor/jobs'],
    ['POST', '/api/monitor/jobs/action', { ids: ['x'], action: 'pause' }],
    ['GET', '/api/monitor/status'],
    ['POST', '/api/monitor/operations', { operation: 'flushCache' }],
    ['GET', '/api/monitor/info'],
    ['PUT', '/api/monitor/info', validInfo],
  ];

  it('refuses a plain user (40300) on every endpoint and changes nothing', async () => {
    const before = await activity();
    for (const [method, path, body] of calls) expect((await req(method, path, body, user)).json.code, `${method} ${path}`).toBe(40300);
    expect(await activity()).toEqual(before);
  });

  it('needs a session (50008)', async () => {
    for (const [method, path, body] of calls) expect((await call(api.baseUrl, method, path, { body })).json.code, `${method} ${path}`).toBe(50008);
  });
});

describe('the activity feed', () => {
  it('starts with the service events, newest first', async () => {
    const items = await activity();
    expect(items.length).toBeGreaterThan(0);
    const times = items.map((a) => Date.parse(a.time));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    for (const a of items) expect(a.content !== undefined || a.event !== undefined).toBe(true);
  });

  it('posts a note (trimmed, by the caller) first in the feed', async () => {
    const res = await req<ActivityItem>('POST', '/api/monitor/activity', { content: '  Restarted the DICOM bridge  ' });
    expect(res.status).toBe(201);
    expect(res.json.data).toMatchObject({ category: 'note', author: adminName, content: 'Restarted the DICOM bridge', starred: false });
    expect((await activity())[0]).toEqual(res.json.data);
  });

  it('refuses an empty, too long or unexpected note and stores nothing', async () => {
    const before = await activity();
    const bad: [unknown, string][] = [
      [{ content: '   ' }, 'content'],
      [{ content: 'x'.repeat(201) }, 'content'],
      [{ content: 42 }, 'content'],
      [{ content: 'ok', author: 'someone else' }, 'author'],
    ];
    for (const [body, field] of bad) {
      const res = await req<Failure>('POST', '/api/monitor/activity', body);
      expect(res.json.code).toBe(40000);
      expect(res.json.data?.errors?.[field]).toBeTruthy();
    }
    expect(await activity()).toEqual(before);
  });

  it('stars, unstars and deletes an item', async () => {
    const [first] = await activity();
    expect((await req<ActivityItem>('PATCH', `/api/monitor/activity/${first.id}`, { starred: true })).json.data.starred).toBe(true);
    expect((await activity()).find((a) => a.id === first.id)?.starred).toBe(true);
    expect((await req<ActivityItem>('PATCH', `/api/monitor/activity/${first.id}`, { starred: false })).json.data.starred).toBe(false);
    expect((await activity()).find((a) => a.id === first.id)?.starred).toBe(false);
    expect((await req<Failure>('PATCH', `/api/monitor/activity/${first.id}`, { starred: 'yes' })).json.code).toBe(40000);
    expect((await req('PATCH', '/api/monitor/activity/999999', { starred: true })).json.code).toBe(40400);
    expect((await req('DELETE', `/api/monitor/activity/${first.id}`)).json.code).toBe(20000);
    expect((await activity()).some((a) => a.id === first.id)).toBe(false);
    expect((await req('DELETE', `/api/monitor/activity/${first.id}`)).json.code).toBe(40400);
  });
});

describe('job actions', () => {
  it('apply to the jobs whose state allows them, skip the others, and log each change', async () => {
    const all = await jobs();
    const running = all.find((j) => j.status === 'running')!;
    const failed = all.find((j) => j.status === 'failed')!;
    const res = await req<JobActionResult>('POST', '/api/monitor/jobs/action', { ids: [running.id, failed.id], action: 'pause' });
    expect(res.json.code).toBe(20000);
    expect(res.json.data.updated.map((j) => [j.id, j.status])).toEqual([[running.id, JOB_ACTIONS.pause.to]]);
    expect(res.json.data.skipped).toEqual([failed.id]);
    const after = await jobs();
    expect(after.find((j) => j.id === running.id)?.status).toBe('paused');
    expect(after.find((j) => j.id === failed.id)?.status).toBe('failed');
    expect((await activity())[0].event).toEqual({ type: 'pause', job: running.name });
  });

  it('walk every action through its states', async () => {
    const job = (await jobs()).find((j) => j.status === 'failed')!;
    for (const action of ['retry', 'pause', 'resume', 'stop'] as const) {
      const current = (await jobs()).find((j) => j.id === job.id)!;
      expect(canApply(action, current.status)).toBe(true);
      const res = await req<JobActionResult>('POST', '/api/monitor/jobs/action', { ids: [job.id], action });
      expect(res.json.data.updated[0].status).toBe(JOB_ACTIONS[action].to);
    }
  });

  it('refuse an unknown action or job id, changing nothing', async () => {
    const before = await jobs();
    const id = before[0].id;
    for (const body of [
      { ids: [id], action: 'explode' },
      { ids: ['nope'], action: 'stop' },
      { ids: [], action: 'stop' },
      { action: 'stop' },
      { ids: [id], action: 'stop', force: true },
    ]) {
      expect((await req('POST', '/api/monitor/jobs/action', body)).json.code, JSON.stringify(body)).toBe(40000);
    }
    expect(await jobs()).toEqual(before);
  });
});

describe('service operations', () => {
  it('change the service state and what the status shows', async () => {
    const start = await status();
    expect(start.throughput).toHaveLength(12);

    const paused = (await req<MonitorStatus>('POST', '/api/monitor/operations', { operation: 'toggleIntake' })).json.data;
    expect(paused.intakePaused).toBe(!start.intakePaused);
    if (paused.intakePaused) {
      expect(paused.ingestMbps).toBe(0);
      expect(paused.health).not.toBe('healthy');
    }
    expect(await status()).toMatchObject({ intakePaused: paused.intakePaused });

    const switched = (await req<MonitorStatus>('POST', '/api/monitor/operations', { operation: 'switchNode' })).json.data;
    expect(switched.activeNode).not.toBe(start.activeNode);
    expect(switched.queryLatencyMs).not.toBe(start.queryLatencyMs);

    const flushed = (await req<MonitorStatus>('POST', '/api/monitor/operations', { operation: 'flushCache' })).json.data;
    expect(flushed.cacheFlushedAt).not.toBeNull();
    expect(flushed.cacheHitRate).toBeLessThan(start.cacheHitRate);

    const maintenance = (await req<MonitorStatus>('POST', '/api/monitor/operations', { operation: 'toggleMaintenance' })).json.data;
    expect(maintenance.health).toBe('maintenance');
    expect((await activity())[0].event?.type).toBe('maintenanceOn');
  });

  it('refuse an unknown operation', async () => {
    const before = await status();
    expect((await req('POST', '/api/monitor/operations', { operation: 'reboot' })).json.code).toBe(40000);
    expect((await status()).activeNode).toBe(before.activeNode);
  });
});

describe('the information form', () => {
  it('saves valid information', async () => {
    const res = await req<MonitorInfo>('PUT', '/api/monitor/info', validInfo);
    expect(res.json.data).toEqual(validInfo);
    expect(await info()).toEqual(validInfo);
  });

  it('refuses each broken rule on its field and keeps what was saved', async () => {
    const saved = await info();
    const { min, max } = MONITOR_INFO_FIELDS.refreshSeconds;
    const cases: [Partial<Record<keyof MonitorInfo | 'extra', unknown>>, string][] = [
      [{ title: '' }, 'title'],
      [{ title: 'x'.repeat(MONITOR_INFO_FIELDS.title.maxLength + 1) }, 'title'],
      [{ category: 'astrology' }, 'category'],
      [{ alertEmail: 'not-an-email' }, 'alertEmail'],
      [{ refreshSeconds: min - 1 }, 'refreshSeconds'],
      [{ refreshSeconds: max + 1 }, 'refreshSeconds'],
      [{ refreshSeconds: 7.5 }, 'refreshSeconds'],
      [{ notice: 'x'.repeat(MONITOR_INFO_FIELDS.notice.maxLength + 1) }, 'notice'],
      [{ extra: 1 }, 'extra'],
    ];
    for (const [change, field] of cases) {
      const res = await req<Failure>('PUT', '/api/monitor/info', { ...validInfo, title: 'Changed', ...change });
      expect(res.json.code, field).toBe(40000);
      expect(res.json.data?.errors?.[field], field).toBeTruthy();
    }
    expect(await info()).toEqual(saved);
  });
});

describe('durability', () => {
  it('keeps notes, job states, operations and information across a restart', async () => {
    const dataDir = tempDir();
    const first = await startApi({ dataDir });
    const token = await login(first.baseUrl, 'admin', 'admin');
    await call(first.baseUrl, 'POST', '/api/monitor/activity', { token, body: { content: 'kept' } });
    await call(first.baseUrl, 'PUT', '/api/monitor/info', { token, body: validInfo });
    await call(first.baseUrl, 'POST', '/api/monitor/operations', { token, body: { operation: 'switchNode' } });
    const jobsBefore = (await call<Job[]>(first.baseUrl, 'GET', '/api/monitor/jobs', { token })).json.data;
    await first.stop();

    const second = await startApi({ dataDir });
    const again = await login(second.baseUrl, 'admin', 'admin');
    expect((await call<ActivityItem[]>(second.baseUrl, 'GET', '/api/monitor/activity', { token: again })).json.data.some((a) => a.content === 'kept')).toBe(
      true,
    );
    expect((await call<MonitorInfo>(second.baseUrl, 'GET', '/api/monitor/info', { token: again })).json.data).toEqual(validInfo);
    expect((await call<MonitorStatus>(second.baseUrl, 'GET', '/api/monitor/status', { token: again })).json.data.activeNode).toBe('standby');
    expect((await call<Job[]>(second.baseUrl, 'GET', '/api/monitor/jobs', { token: again })).json.data).toEqual(jobsBefore);
    await second.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
});
