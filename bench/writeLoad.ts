/**
 * The load users make: writers creating policies as fast as they are acknowledged, and one reader
 * asking for a list page every 20 ms meanwhile. The figures: acknowledged writes/s, each write's
 * p50/p99, and the reader's p50/p99 (what a user browsing the list feels while others write).
 */
import http from 'node:http';
import { freePort } from '../scripts/freePort';
import { signIn } from './http';
import type { Child } from './processes';

const POLICIES = '/api/list/policy';

export interface WriteLoad {
  writesPerSecond: number;
  writeP50: number;
  writeP99: number;
  readP50: number;
  readP99: number;
  /** Writes or reads not answered 2xx: must be 0 for the figures to count. */
  failures: number;
}

/** How one server is written to and read: the fake API's routes, or json-server's. */
export interface Target {
  createUrl: string;
  listUrl: string;
  headers: Record<string, string>;
  /** A new policy's body; `n` is unique across the whole run. */
  body: (n: number) => Record<string, unknown>;
}

const percentile = (xs: number[], p: number) => {
  if (xs.length === 0) return NaN;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))];
};

let serial = 0;

/**
 * node:http over kept-alive sockets rather than fetch: on a machine of two cores the load
 * generator shares the CPU with the API and its database, and fetch spends about a third of a
 * millisecond of it per request, which would be taken from the server being measured. The body is
 * drained, not decompressed: a browser's Accept-Encoding is sent so the API compresses as it would.
 */
const agent = new http.Agent({ keepAlive: true });

function timed(url: string, method: 'GET' | 'POST', headers: Record<string, string>, body?: string): Promise<{ ms: number; ok: boolean }> {
  const t0 = performance.now();
  const done = (ok: boolean) => ({ ms: performance.now() - t0, ok });
  return new Promise((resolve) => {
    const sent = { 'Accept-Encoding': 'gzip, deflate, br', ...headers, ...(body === undefined ? {} : { 'Content-Length': String(Buffer.byteLength(body)) }) };
    const req = http.request(url, { method, headers: sent, agent }, (res) => {
      res.on('data', () => {});
      res.on('end', () => resolve(done(res.statusCode !== undefined && res.statusCode >= 200 && res.statusCode < 300)));
      res.on('error', () => resolve(done(false)));
    });
    req.on('error', () => resolve(done(false)));
    req.end(body);
  });
}

/** The load for `seconds`: each acknowledged write's and each read's time, and the requests not answered 2xx. */
async function run(target: Target, seconds: number, writers: number) {
  const headers = { 'Content-Type': 'application/json', ...target.headers };
  const writes: number[] = [];
  const reads: number[] = [];
  let failures = 0;
  const t0 = performance.now();
  const end = t0 + seconds * 1000;
  const writer = async () => {
    while (performance.now() < end) {
      const r = await timed(target.createUrl, 'POST', headers, JSON.stringify(target.body(++serial)));
      if (r.ok) writes.push(r.ms);
      else failures++;
    }
  };
  const reader = async () => {
    while (performance.now() < end) {
      const started = performance.now();
      const r = await timed(target.listUrl, 'GET', target.headers);
      if (r.ok) reads.push(r.ms);
      else failures++;
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, 20 - (performance.now() - started))));
    }
  };
  await Promise.all([...Array.from({ length: writers }, writer), reader()]);
  return { writes, reads, failures, elapsed: (performance.now() - t0) / 1000 };
}

/** The same load for a second first, not counted (JIT, the database's caches): the figures are of the steady state, as the read table's. */
const WARM_UP_SECONDS = 1;

export async function writeLoad(target: Target, seconds: number, writers = 4): Promise<WriteLoad> {
  const warmUp = await run(target, WARM_UP_SECONDS, writers);
  const { writes, reads, failures, elapsed } = await run(target, seconds, writers);
  return {
    writesPerSecond: writes.length / elapsed,
    writeP50: percentile(writes, 50),
    writeP99: percentile(writes, 99),
    readP50: percentile(reads, 50),
    readP99: percentile(reads, 99),
    failures: warmUp.failures + failures,
  };
}

/** A policy no seeded row collides with (seeded numbers have 6 digits). */
export const newPolicy = (n: number) => ({
  number: String(10_000_000 + n),
  name: `Bench policy ${n}`,
  contentType: 'verticalVideo',
  filterType: 'artificial',
  count: n % 2000,
  status: n % 2 ? 'online' : 'offline',
});

export type OnOff = 'off' | 'on';

/** How a turn's API is started (on a free port: with its log off it does not print it), and what runs beside its load (a scraper). */
export interface LoadVariant {
  start: (port: number) => Promise<Child>;
  beside?: (url: string) => () => void;
}

/**
 * The write load on the API with something off and on, in turns, each turn on a fresh API, so that
 * the machine's drift during the run falls on both alike: every turn's load, the median writes/s of
 * each, and the cost of having it on (1 − on/off).
 */
export async function writeLoadInTurns(variants: Record<OnOff, LoadVariant>, opts: { seconds: number; turns: number; median: (xs: number[]) => number }) {
  const turns: { variant: OnOff; load: WriteLoad }[] = [];
  for (let i = 0; i < opts.turns; i++)
    for (const variant of ['off', 'on'] as const) {
      const api = await variants[variant].start(await freePort());
      const stopBeside = variants[variant].beside?.(api.url) ?? (() => {});
      try {
        const { token } = await signIn(api.url);
        const headers = { Authorization: `Bearer ${token}` };
        turns.push({
          variant,
          load: await writeLoad(
            { createUrl: `${api.url}${POLICIES}`, listUrl: `${api.url}${POLICIES}?current=1&pageSize=10`, headers, body: newPolicy },
            opts.seconds,
          ),
        });
      } finally {
        stopBeside();
        await api.stop();
      }
    }
  const of = (v: OnOff) => opts.median(turns.filter((t) => t.variant === v).map((t) => t.load.writesPerSecond));
  const writesPerSecond = { off: of('off'), on: of('on') };
  return { turns, writesPerSecond, cost: 1 - writesPerSecond.on / writesPerSecond.off };
}
