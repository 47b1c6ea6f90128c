/**
 * The first visit, as a phone or a desktop on a real network sees it: Lighthouse on the login
 * page, the workplace and the policy list (signed in), beside a plain react-admin app listing the
 * same policies (bench/plain-react-admin, served by the same production server), and the time to
 * the first row of both lists, cold, at 1× and 4× CPU, measured in the same run.
 */
import { spawnSync } from 'node:child_process';
import type { Browser } from 'playwright-core';
import { firstRowMs, LIST_PATH } from './browser';
import { signIn } from './http';
import { runLighthouse, type LighthouseResults } from './lighthouse';
import { freeDataDir, startFakeApi } from './processes';

export const PLAIN_LIST_PATH = '/#/policies';

export interface FirstVisitResults {
  lighthouse: LighthouseResults;
  firstRow: Record<'console' | 'plain', { cpu1x: number; cpu4x: number }>;
  /** Cold loads of each list per CPU setting (their median is the figure). */
  rowRuns: number;
}

/** Builds the plain react-admin app into `outDir` (same Vite plugins as the console). */
export function buildPlainApp(outDir: string) {
  const build = spawnSync('npx', ['vite', 'build', '-c', 'bench/plain-react-admin/vite.config.ts', '--outDir', outDir, '--emptyOutDir'], { stdio: 'inherit' });
  if (build.status !== 0) throw new Error('the plain react-admin app did not build');
}

export async function firstVisit(opts: {
  browser: Browser;
  dist: string;
  plainDist: string;
  policies: number;
  runs: number;
  /** Lighthouse runs of each page and preset (their median run gives the figures). */
  lighthouseRuns: number;
  median: (xs: number[]) => number;
  log: (msg: string) => void;
}): Promise<FirstVisitResults> {
  const { browser, runs, median, log } = opts;
  const consoleServer = await startFakeApi({ policies: opts.policies, dataDir: freeDataDir(), dist: opts.dist });
  const plainServer = await startFakeApi({ policies: opts.policies, dataDir: freeDataDir(), dist: opts.plainDist });
  try {
    const session = await signIn(consoleServer.url);
    const plainSession = await signIn(plainServer.url);
    const storage = (s: { token: string; role: string }) => ({ token: s.token, userRole: s.role, 'arco-locale': 'en-US' });
    const lighthouse = await runLighthouse(
      [
        { name: 'Login page', url: `${consoleServer.url}/login`, storage: {} },
        { name: 'Workplace', url: `${consoleServer.url}/dashboard/workplace`, storage: storage(session) },
        { name: 'Policy list', url: `${consoleServer.url}${LIST_PATH}`, storage: storage(session) },
        { name: 'Plain react-admin list', url: `${plainServer.url}${PLAIN_LIST_PATH}`, storage: storage(plainSession) },
      ],
      opts.lighthouseRuns,
      log,
    );
    log('time to the first policy row, console and plain react-admin, in turns');
    // In turns (console, plain, console, …): a machine that slows down during the section slows
    // both apps alike, where all of one app's runs and then all of the other's would blame one.
    const apps = [
      { url: consoleServer.url, session, path: LIST_PATH },
      { url: plainServer.url, session: plainSession, path: PLAIN_LIST_PATH },
    ];
    // Twice the other sections' runs: a cold load at 4× varies by a third from one to the next here.
    const rowRuns = 2 * runs;
    const rowMedians = async (cpu: number) => {
      const times: number[][] = apps.map(() => []);
      for (let i = 0; i < rowRuns; i++) for (const [a, app] of apps.entries()) times[a].push(await firstRowMs(browser, app.url, app.session, cpu, app.path));
      return times.map(median);
    };
    const [console1x, plain1x] = await rowMedians(1);
    const [console4x, plain4x] = await rowMedians(4);
    return {
      lighthouse,
      firstRow: { console: { cpu1x: console1x, cpu4x: console4x }, plain: { cpu1x: plain1x, cpu4x: plain4x } },
      rowRuns,
    };
  } finally {
    await consoleServer.stop();
    await plainServer.stop();
  }
}
