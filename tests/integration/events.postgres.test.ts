/**
 * The live stream across two API processes on one PostgreSQL database: a write through one reaches
 * the streams open on the other within a second (the commit notifies `mds_events`); a sign-out
 * through one ends the session's streams on the other by their next heartbeat; a stream resumed on
 * the other process (`Last-Event-ID`) gets what it missed.
 * (PostgreSQL only, by its name: SQLite refuses a second process.)
 */
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { about, liveStreams } from './eventStream';
import { call, login, POLICIES, tempDir } from './helpers';
import { killApi, spawnApi, type ApiProcess } from './processes';

const HEARTBEAT_MS = 1000;
let dir: string;
let a: ApiProcess;
let b: ApiProcess;
beforeAll(async () => {
  dir = tempDir('mds-events-');
  // One after the other: both would make the new database's tables at once.
  a = await spawnApi(dir, { EVENT_HEARTBEAT_SECONDS: String(HEARTBEAT_MS / 1000) });
  b = await spawnApi(dir, { EVENT_HEARTBEAT_SECONDS: String(HEARTBEAT_MS / 1000) });
}, 60_000);
afterAll(async () => {
  await Promise.all([a, b].filter(Boolean).map(killApi));
  fs.rmSync(dir, { recursive: true, force: true });
});

const open = liveStreams();
let made = 0;
async function createPolicy(api: ApiProcess, token: string): Promise<number> {
  const res = await call<{ id: number }>(api.baseUrl, 'POST', POLICIES, {
    token,
    body: { number: String(80_000_000 + made++), name: 'Live', contentType: 'img', filterType: 'rules', count: 1, status: 'online' },
  });
  expect(res.json.code, res.text).toBe(20000);
  return res.json.data.id;
}
const within = <T>(p: Promise<T>, ms: number) =>
  Promise.race([p, new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`not within ${ms} ms`)), ms))]);

describe('the live stream across two API processes', () => {
  it('hears a write through the other process within a second', async () => {
    const token = await login(a.baseUrl, 'admin', 'admin');
    const s = await open(a.baseUrl, token);
    await s.next((f) => f.comment === 'open');
    const took: number[] = [];
    for (let i = 0; i < 5; i++) {
      const t0 = performance.now();
      const id = await createPolicy(b, token);
      took.push((await s.next(about('policies', id, 'create'))).at - t0);
    }
    expect(Math.max(...took), `took ${took.map(Math.round).join(', ')} ms`).toBeLessThan(1000);
  });

  it('hears writes made at once through both processes exactly once each, on either', async () => {
    const [admin, reviewer] = await Promise.all([login(a.baseUrl, 'admin', 'admin'), login(b.baseUrl, 'reviewer', 'reviewer')]);
    const [sa, sb] = await Promise.all([open(a.baseUrl, admin), open(b.baseUrl, reviewer)]);
    const ids = await Promise.all([a, b, a, b, a, b].map((api, i) => createPolicy(api, i % 2 === 0 ? admin : reviewer)));
    // A write heard after them all: whatever came before it has been delivered.
    const last = await createPolicy(a, admin);
    for (const s of [sa, sb]) {
      await s.next(about('policies', last, 'create'));
      for (const id of ids) expect(s.events().filter(about('policies', id))).toHaveLength(1);
    }
  });

  it('ends a stream by its next heartbeat when its session signs out through the other process', async () => {
    const token = await login(a.baseUrl, 'user', 'user');
    const s = await open(a.baseUrl, token);
    await s.next((f) => f.comment === 'open');
    const res = await call(b.baseUrl, 'POST', '/api/user/logout', { token });
    expect(res.json.code, res.text).toBe(20000);
    const t0 = performance.now();
    expect(await within(s.ended, 10_000)).toBe('done');
    // The next heartbeat, and the look at the session it takes.
    expect(performance.now() - t0).toBeLessThan(HEARTBEAT_MS + 1500);
  });

  it('resumes on the other process: the changes missed meanwhile arrive, and no older ones', async () => {
    const token = await login(a.baseUrl, 'admin', 'admin');
    const first = await open(a.baseUrl, token);
    const seen = await createPolicy(a, token);
    const last = await first.next(about('policies', seen));
    first.close();
    await first.ended;
    const missed = [await createPolicy(a, token), await createPolicy(b, token), await createPolicy(a, token)];
    const again = await open(b.baseUrl, token, last.id);
    const sentinel = await createPolicy(b, token);
    await again.next(about('policies', sentinel, 'create'));
    expect(again.frames.some((f) => f.event === 'reset')).toBe(false);
    expect(again.events().map((f) => f.data!.id)).toEqual([...missed, sentinel]);
    again.close();
    // Resumed from the last one again, back on the first process: only what came after it.
    const after = await createPolicy(b, token);
    const back = await open(a.baseUrl, token, again.events().at(-1)!.id);
    await back.next(about('policies', after, 'create'));
    expect(back.events().map((f) => f.data!.id)).toEqual([after]);
  });
});
