/**
 * What keeping records' past and telling changes live costs, and how fast they are:
 * - the write load (writeLoad.ts) on SQLite with every declaration's revisions on and off
 *   (historyServerMain.ts), in turns: the cost of keeping the past is 1 − on/off of the median
 *   writes/s (aim: at most 15 %). Both keep the live events, which every change writes;
 * - event delivery: two API processes on one PostgreSQL database, STREAMS streams open on A, policies
 *   created on B one at a time: from a write's start to its event on one of A's streams, p50/p99,
 *   and how many of the streams' events never came;
 * - search: `GET /api/search?q=` under load at the large seed, a different word each request.
 */
import pg from 'pg';
import { freePort } from '../scripts/freePort';
import { startCluster } from '../scripts/postgresCluster';
import { load, signIn, type Load } from './http';
import { freeDataDir, startFakeApi, type Child } from './processes';
import { newPolicy, writeLoadInTurns, type LoadVariant, type WriteLoad } from './writeLoad';

export type History = 'on' | 'off';
export interface LiveResults {
  history: { turns: { history: History; load: WriteLoad }[]; writesPerSecond: Record<History, number>; cost: number };
  events: { streams: number; writes: number; p50: number; p99: number; max: number; missed: number };
  search: { policies: number; connections: number; load: Load };
}

const POLICIES = '/api/list/policy';
const STREAMS = 200;
const SEARCHED = ['cardio', 'biobank', 'survey', 'dicom', 'genomics', 'lab', 'imaging', 'follow', 'sync', 'pedia', 'nothing-like-it'];

const percentile = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))];
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The write load with every declaration's revisions on (as declared) and off, the same sources both times. */
async function historyTurns(opts: { policies: number; seconds: number; turns: number; median: (xs: number[]) => number }) {
  const variant = (history: History): LoadVariant => ({
    start: (port) =>
      startFakeApi({
        policies: opts.policies,
        dataDir: freeDataDir(),
        env: { LOG_LEVEL: 'silent' },
        port,
        script: ['--import', 'tsx', 'bench/historyServerMain.ts', history],
      }),
  });
  const { turns, writesPerSecond, cost } = await writeLoadInTurns({ off: variant('off'), on: variant('on') }, opts);
  return { turns: turns.map((t) => ({ history: t.variant, load: t.load })), writesPerSecond, cost };
}

/** A stream of `url`'s events: the created policies' ids it heard, each with when. */
function listen(url: string, token: string, signal: AbortSignal) {
  const heard = new Map<number, number>();
  const opened = fetch(`${url}/api/events`, { headers: { Authorization: `Bearer ${token}` }, signal }).then(async (res) => {
    const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
    let text = '';
    void (async () => {
      for (;;) {
        const { done, value } = await reader.read().catch(() => ({ done: true, value: '' }));
        if (done) return;
        text += value;
        const frames = text.split('\n\n');
        text = frames.pop() ?? '';
        for (const f of frames) {
          const m = /\ndata: (\{.*\})$/m.exec(`\n${f}`);
          const e = m ? (JSON.parse(m[1]) as { resource: string; id: number; action: string }) : undefined;
          if (e?.resource === 'policies' && e.action === 'create') heard.set(e.id, performance.now());
        }
      }
    })();
  });
  return { heard, opened };
}

async function eventDelivery(writes: number) {
  const cluster = await startCluster();
  const children: Child[] = [];
  const abort = new AbortController();
  try {
    const client = new pg.Client({ connectionString: cluster.url });
    await client.connect();
    await client.query('CREATE DATABASE bench_live');
    await client.end();
    const databaseUrl = cluster.url.replace(/\/postgres$/, '/bench_live');
    const env = { LOG_LEVEL: 'silent', EVENT_STREAMS_PER_SESSION: String(STREAMS) };
    const a = await startFakeApi({ policies: 55, dataDir: freeDataDir(), databaseUrl, env, port: await freePort() });
    children.push(a);
    const b = await startFakeApi({ policies: 55, dataDir: freeDataDir(), databaseUrl, env, port: await freePort() });
    children.push(b);
    const { token } = await signIn(a.url);
    const streams = Array.from({ length: STREAMS }, () => listen(a.url, token, abort.signal));
    await Promise.all(streams.map((s) => s.opened));
    const latencies: number[] = [];
    const made: number[] = [];
    for (let n = 0; n < writes; n++) {
      const started = performance.now();
      const res = await fetch(`${b.url}${POLICIES}`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify(newPolicy(900_000 + n)),
      });
      const id = ((await res.json()) as { data: { id: number } }).data.id;
      made.push(id);
      const deadline = started + 5000;
      while (!streams[0].heard.has(id) && performance.now() < deadline) await sleep(1);
      latencies.push((streams[0].heard.get(id) ?? deadline) - started);
      await sleep(20);
    }
    await sleep(2000);
    const missed = streams.reduce((sum, s) => sum + made.filter((id) => !s.heard.has(id)).length, 0);
    return { streams: STREAMS, writes, p50: percentile(latencies, 50), p99: percentile(latencies, 99), max: Math.max(...latencies), missed };
  } finally {
    abort.abort();
    for (const c of children) await c.stop().catch(() => {});
    await cluster.stop();
  }
}

async function searchLoad(policies: number, seconds: number) {
  const api = await startFakeApi({ policies, dataDir: freeDataDir(), env: { LOG_LEVEL: 'silent' }, port: await freePort() });
  try {
    const { token } = await signIn(api.url);
    let n = 0;
    const connections = 10;
    const searched = await load(
      `${api.url}/api/search?q=cardio`,
      connections,
      seconds,
      { Authorization: `Bearer ${token}` },
      () => `q=${SEARCHED[n++ % SEARCHED.length]}`,
    );
    return { policies, connections, load: searched };
  } finally {
    await api.stop();
  }
}

export async function liveBench(opts: {
  small: number;
  large: number;
  seconds: number;
  turns: number;
  writes: number;
  median: (xs: number[]) => number;
  log: (m: string) => void;
}): Promise<LiveResults> {
  opts.log(`the cost of revisions: the write load with them on and off, ${opts.turns} turns of ${opts.seconds} s each`);
  const history = await historyTurns({ policies: opts.small, seconds: opts.seconds, turns: opts.turns, median: opts.median });
  opts.log(`event delivery: ${opts.writes} writes on one PostgreSQL process, ${STREAMS} streams on another`);
  const events = await eventDelivery(opts.writes);
  opts.log(`search under load, ${opts.large.toLocaleString('en-US')} policies`);
  const search = await searchLoad(opts.large, opts.seconds);
  return { history, events, search };
}
