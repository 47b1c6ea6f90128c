/**
 * `npm run bench`: builds the console and the API's one file (as `npm run build` does), serves them as
 * `npm run serve` does on 127.0.0.1, drives Debian's
 * Chromium with playwright-core and autocannon, and writes bench/results.md and results.json.
 * BENCH_QUICK=1: a fast smoke run (2 runs, 2 s loads, 10,000 rows). BENCH_RUNS, BENCH_DURATION and
 * BENCH_POLICIES override the number of runs, seconds per load and the large seed size;
 * LIGHTHOUSE_RUNS the Lighthouse runs per page and preset (3; 1 when quick).
 * BENCH_CPU_PROFILE=<folder>: the servers write V8 CPU profiles there.
 * The database section (database.ts) starts a throw-away PostgreSQL cluster of its own.
 * `npm run bench -- --only lighthouse`: only the first-visit section (firstVisit.ts: Lighthouse and
 * the first policy row beside a plain react-admin app), written into the existing results;
 * `--only live` the same for the records' past and live stream (live.ts).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { launchChromium } from '../tests/e2e/chromium';
import { firstRowMs, interactionRun, LIST_PATH, type Action } from './browser';
import { databaseBench } from './database';
import { liveBench } from './live';
import { observabilityBench } from './observability';
import { buildPlainApp, firstVisit } from './firstVisit';
import { LIST_QUERIES, load, signIn, variedQuery, type Load } from './http';
import { buildAssets, pageBytes, sumBytes, type PageBytes } from './pageBytes';
import { API_FILE, freeDataDir, startFakeApi, startJsonServer, type Child } from './processes';
import { writeReport, type Results } from './report';

const quick = process.env.BENCH_QUICK === '1';
const RUNS = Number(process.env.BENCH_RUNS ?? (quick ? 2 : 5));
/** Lighthouse's own advice is the median of several runs; each takes about 10 s here. */
const LIGHTHOUSE_RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? (quick ? 1 : 3));
const DURATION = Number(process.env.BENCH_DURATION ?? (quick ? 2 : 10));
const SMALL = 55;
const LARGE = Number(process.env.BENCH_POLICIES ?? (quick ? 10_000 : 100_000));
const dist = path.resolve('bench/tmp/dist');
const plainDist = path.resolve('bench/tmp/plain-dist');
const onlyAt = process.argv.indexOf('--only');
const only = onlyAt >= 0 ? process.argv[onlyAt + 1] : undefined;
if (only !== undefined && only !== 'lighthouse' && only !== 'live') {
  console.error(`--only takes "lighthouse" or "live" (got ${only ?? 'nothing'})`);
  process.exit(2);
}
const resultsDir = quick ? 'bench/tmp' : 'bench';

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};
const log = (msg: string) => console.log(`[bench ${new Date().toISOString().slice(11, 19)}] ${msg}`);

async function repeat<T>(n: number, f: () => Promise<T>): Promise<T[]> {
  const out: T[] = [];
  for (let i = 0; i < n; i++) out.push(await f());
  return out;
}

/** The run whose JS brotli total is the median one (bytes barely vary; the chunk list comes with it). */
const medianBytes = (runs: PageBytes[]) => {
  const m = median(runs.map((r) => r.js.brotli));
  return runs.find((r) => r.js.brotli === m) ?? runs[0];
};

/** The plain app's whole build: its one page, the list, downloads all of it (wire: its brotli size). */
const plainBuildBytes = (dir: string): PageBytes => {
  const assets = buildAssets(dir);
  return { assets, js: sumBytes(assets, 'js'), css: sumBytes(assets, 'css') };
};

/** One section written into the results of an earlier whole run. */
function rewriteSection(write: (results: Results) => void) {
  const previous = path.join(resultsDir, 'results.json');
  if (!fs.existsSync(previous)) throw new Error(`${previous} is missing: run the whole bench once first`);
  const results = JSON.parse(fs.readFileSync(previous, 'utf8')) as Results;
  write(results);
  writeReport(results, resultsDir);
  log(`wrote the ${only} section into ${resultsDir}/results.md and ${resultsDir}/results.json`);
}
const liveSection = () => liveBench({ small: SMALL, large: LARGE, seconds: DURATION, turns: quick ? 1 : 3, writes: quick ? 20 : 200, median, log });

if (only !== 'live') {
  log(`building the console into ${dist}`);
  const build = spawnSync('npx', ['vite', 'build', '--outDir', dist, '--emptyOutDir'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
log(`building the API into ${API_FILE}`);
const apiBuild = spawnSync('npx', ['vite', 'build', '--config', 'vite.api.config.ts', '--outDir', path.dirname(API_FILE), '--emptyOutDir'], {
  stdio: 'inherit',
});
if (apiBuild.status !== 0) process.exit(apiBuild.status ?? 1);
if (only === 'live') {
  const live = { date: new Date().toISOString(), loadAverage: os.loadavg()[0], ...(await liveSection()) };
  rewriteSection((results) => (results.live = live));
  process.exit(0);
}
buildPlainApp(plainDist);

const browser = await launchChromium();
const firstVisitSection = () => firstVisit({ browser, dist, plainDist, policies: SMALL, runs: RUNS, lighthouseRuns: LIGHTHOUSE_RUNS, median, log });
if (only === 'lighthouse') {
  try {
    const firstVisitResults = { date: new Date().toISOString(), loadAverage: os.loadavg()[0], ...(await firstVisitSection()) };
    rewriteSection((results) => {
      results.firstVisit = firstVisitResults;
      // A results file written before the plain app's bytes were measured.
      results.bytes.plainList ??= plainBuildBytes(plainDist);
    });
  } finally {
    await browser.close();
  }
  process.exit(0);
}
const children: Child[] = [];
try {
  log(`starting the console and API with ${SMALL} policies`);
  const small = await startFakeApi({ policies: SMALL, dataDir: freeDataDir(), dist });
  children.push(small);
  const smallSession = await signIn(small.url);
  const asSignedIn = (s: { token: string; role: string }) => (page: import('playwright-core').Page) =>
    page.addInitScript((x) => {
      localStorage.setItem('token', x.token);
      localStorage.setItem('userRole', x.role);
      localStorage.setItem('arco-locale', 'en-US');
    }, s);

  log('bytes per page (cold cache)');
  const bytes = {
    // The login page opens on its Phone tab.
    login: medianBytes(await repeat(RUNS, () => pageBytes(browser, `${small.url}/login`, (p) => p.locator('input[name=phone]').waitFor()))),
    workplace: medianBytes(
      await repeat(RUNS, () =>
        pageBytes(browser, `${small.url}/dashboard/workplace`, (p) => p.locator('.recharts-wrapper').first().waitFor(), asSignedIn(smallSession)),
      ),
    ),
    policyList: medianBytes(
      await repeat(RUNS, () =>
        pageBytes(browser, `${small.url}${LIST_PATH}`, (p) => p.locator('table tbody tr td').first().waitFor(), asSignedIn(smallSession)),
      ),
    ),
    plainList: plainBuildBytes(plainDist),
  };

  log('time to the first policy row');
  const firstRow = {
    cpu1x: median(await repeat(RUNS, () => firstRowMs(browser, small.url, smallSession, 1))),
    cpu4x: median(await repeat(RUNS, () => firstRowMs(browser, small.url, smallSession, 4))),
  };

  const interactionsOn = async (child: Child, session: { token: string; role: string }) => {
    const runs = await repeat(RUNS, () => interactionRun(browser, child.url, session));
    const of = (a: Action) => median(runs.map((r) => r[a]));
    return { nextPage: of('nextPage'), sort: of('sort'), selectFilter: of('selectFilter') };
  };
  log(`interactions on ${SMALL} policies`);
  const interactionsSmall = await interactionsOn(small, smallSession);
  await small.stop();
  children.splice(children.indexOf(small), 1);

  // Start-up, RUNS times: a first start seeds the database, a restart opens it. The last
  // restart is the server the browser and the loads below use.
  log(`starting the console and API with ${LARGE} policies, ${RUNS} times (first start seeds the database, a restart opens it)`);
  const seedStarts: number[] = [];
  const restarts: number[] = [];
  let last: Child | undefined;
  for (let i = 0; i < RUNS; i++) {
    const dataDir = freeDataDir();
    const seeded = await startFakeApi({ policies: LARGE, dataDir, dist, keepData: true });
    children.push(seeded);
    seedStarts.push(seeded.startMs);
    await seeded.stop();
    children.splice(children.indexOf(seeded), 1);
    const restarted = await startFakeApi({ policies: LARGE, dataDir, dist });
    children.push(restarted);
    restarts.push(restarted.startMs);
    if (i === RUNS - 1) last = restarted;
    else {
      await restarted.stop();
      children.splice(children.indexOf(restarted), 1);
    }
  }
  if (!last) throw new Error('BENCH_RUNS must be at least 1');
  const large = last;
  const largeSession = await signIn(large.url);
  log(`time to the first policy row on ${LARGE} policies`);
  const firstRowLarge = {
    cpu1x: median(await repeat(RUNS, () => firstRowMs(browser, large.url, largeSession, 1))),
    cpu4x: median(await repeat(RUNS, () => firstRowMs(browser, large.url, largeSession, 4))),
  };
  log(`interactions on ${LARGE} policies`);
  const interactionsLarge = await interactionsOn(large, largeSession);

  log(`autocannon, ${DURATION} s per load, fake API then json-server 0.17, ${LARGE} policies`);
  const auth = { Authorization: `Bearer ${largeSession.token}` };
  const http: Results['http'] = [];
  const ours: Partial<Record<string, Load>> = {};
  for (const name of Object.keys(LIST_QUERIES) as (keyof typeof LIST_QUERIES)[]) {
    for (const connections of [1, 10]) {
      ours[`${name}/${connections}`] = await load(`${large.url}/api/list/policy?${LIST_QUERIES[name].ours}`, connections, DURATION, auth);
    }
  }
  for (const connections of [1, 10])
    ours[`varied/${connections}`] = await load(`${large.url}/api/list/policy`, connections, DURATION, auth, variedQuery('ours'));
  const memory = { rssAfterLoad: large.rss(), seedStartMs: median(seedStarts), restartMs: median(restarts) };
  await large.stop();
  children.splice(children.indexOf(large), 1);
  const jsonServer = await startJsonServer(LARGE);
  children.push(jsonServer);
  for (const name of Object.keys(LIST_QUERIES) as (keyof typeof LIST_QUERIES)[]) {
    for (const connections of [1, 10]) {
      const theirs = await load(`${jsonServer.url}/policies?${LIST_QUERIES[name].jsonServer}`, connections, DURATION);
      http.push({ query: name, connections, ours: ours[`${name}/${connections}`]!, jsonServer: theirs });
    }
  }
  for (const connections of [1, 10]) {
    const theirs = await load(`${jsonServer.url}/policies`, connections, DURATION, {}, variedQuery('jsonServer'));
    http.push({ query: 'varied', connections, ours: ours[`varied/${connections}`]!, jsonServer: theirs });
  }
  const jsonServerRss = jsonServer.rss();
  await jsonServer.stop();
  children.splice(children.indexOf(jsonServer), 1);

  log('first visit: Lighthouse and the first row beside a plain react-admin app');
  const firstVisitResults = { date: new Date().toISOString(), loadAverage: os.loadavg()[0], ...(await firstVisitSection()) };

  const database = await databaseBench({ sizes: [LARGE, SMALL], large: LARGE, seconds: DURATION, log });
  const observability = await observabilityBench({ policies: SMALL, seconds: DURATION, turns: quick ? 1 : 3, median, log });
  const live = { date: new Date().toISOString(), loadAverage: os.loadavg()[0], ...(await liveSection()) };

  const results: Results = {
    date: new Date().toISOString(),
    machine: `${os.cpus().length} cores, ${os.cpus()[0]?.model ?? ''}, ${Math.round(os.totalmem() / 2 ** 30)} GB, Node ${process.version}, ${browser.version()}`,
    runs: RUNS,
    durationS: DURATION,
    policies: { small: SMALL, large: LARGE },
    quick,
    bytes,
    build: buildAssets(dist),
    firstRow: { ...firstRow, cpu1xLarge: firstRowLarge.cpu1x, cpu4xLarge: firstRowLarge.cpu4x },
    interactions: { small: interactionsSmall, large: interactionsLarge },
    http,
    memory: { ...memory, jsonServerRss },
    database,
    observability,
    live,
    firstVisit: firstVisitResults,
  };
  fs.mkdirSync(resultsDir, { recursive: true });
  writeReport(results, resultsDir);
  log(`wrote ${resultsDir}/results.md and ${resultsDir}/results.json`);
} finally {
  await browser.close();
  for (const c of children) await c.stop();
}
