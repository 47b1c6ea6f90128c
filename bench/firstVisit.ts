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
      log,
    );
    log('time to the first policy row, console and plain react-admin');
    const rowTimes = async (url: string, s: { token: string; role: string }, path: string) => {
      const at = async (cpu: number) => {
        const times: number[] = [];
        for (let i = 0; i < runs; i++) times.push(await firstRowMs(browser, url, s, cpu, path));
        return median(times);
      };
      return { cpu1x: await at(1), cpu4x: await at(4) };
    };
    return {
      lighthouse,
      firstRow: { console: await rowTimes(consoleServer.url, session, LIST_PATH), plain: await rowTimes(plainServer.url, plainSession, PLAIN_LIST_PATH) },
    };
  } finally {
    await consoleServer.stop();
    await plainServer.stop();
  }
}
