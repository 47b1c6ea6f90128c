/**
 * Lighthouse (the npm package, driving Debian's Chromium through chrome-launcher) on pages of a
 * running server, with the mobile (simulated slow 4G, 4× CPU) and desktop presets. A signed-in
 * page gets the session in localStorage first (through the same Chromium, over CDP with
 * playwright-core), so Lighthouse keeps storage (disableStorageReset) and the bench empties the
 * HTTP cache itself before each run: every run is a cold first visit. A page's figures are those of
 * the median of several runs, chosen as Lighthouse advises (computeMedianRun: the run nearest the
 * median FCP and time to interactive); one run alone moves by ten points from one to the next here.
 */
import fs from 'node:fs';
import path from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse, { desktopConfig, type Config, type Result } from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { chromium } from 'playwright-core';

export type Preset = 'mobile' | 'desktop';

export interface LighthouseFigures {
  /** Scores out of 100. */
  performance: number;
  accessibility: number;
  bestPractices: number;
  /** Milliseconds. */
  fcp: number;
  lcp: number;
  tbt: number;
  /**
   * Lighthouse's benchmark of the host's CPU at the start of the run (higher is faster). Its 4×
   * slowdown assumes a fast desktop; it warns at 1,000 or below, where a page scores lower.
   */
  hostCpu?: number;
  /** The runs that finished, of which these figures are the median one (missing in figures of one run, written before). */
  runs?: number;
}

export interface LighthouseTarget {
  name: string;
  url: string;
  /** localStorage of the page's origin before the visit (empty: signed out). */
  storage: Record<string, string>;
}

/** `figures` is missing when no run finished in time. */
export type LighthouseResults = { name: string; preset: Preset; figures?: LighthouseFigures }[];

const PRESETS: Record<Preset, Config | undefined> = { mobile: undefined, desktop: desktopConfig };

/** Leaves exactly `storage` in the origin's localStorage and an empty HTTP cache. */
async function prepare(port: number, url: string, storage: Record<string, string>) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0];
    const page = await context.newPage();
    // A file of the origin, so that no script of the app runs meanwhile.
    await page.goto(new URL('/favicon.svg', url).href);
    await page.evaluate((entries) => {
      localStorage.clear();
      for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
    }, storage);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await page.close();
  } finally {
    // Disconnects; the browser belongs to chrome-launcher.
    await browser.close();
  }
}

const REPORTS = 'bench/tmp/lighthouse';

/** A Lighthouse run that has not finished by then is recorded as timed out (the bench goes on). */
const RUN_TIMEOUT_MS = Number(process.env.LIGHTHOUSE_TIMEOUT_S ?? 180) * 1000;

/** One cold Lighthouse run of `target` with `preset`, in a Chromium of its own. */
async function lighthouseRun(target: LighthouseTarget, preset: Preset): Promise<Result | undefined> {
  const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  const chrome = await launch({ chromePath, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
  let timer: number | undefined;
  try {
    await prepare(chrome.port, target.url, target.storage);
    const timeout = new Promise<undefined>((resolve) => (timer = Number(setTimeout(resolve, RUN_TIMEOUT_MS))));
    const running = lighthouse(
      target.url,
      {
        port: chrome.port,
        logLevel: (process.env.LIGHTHOUSE_LOG ?? 'error') as 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices'],
        disableStorageReset: true,
      },
      PRESETS[preset],
    );
    // A run given up on fails later, once its browser is gone: that failure is expected.
    running.catch(() => undefined);
    const run = await Promise.race([running, timeout]);
    if (!run) return undefined;
    if (run.lhr.runtimeError) throw new Error(`lighthouse on ${target.url}: ${run.lhr.runtimeError.message}`);
    return run.lhr;
  } finally {
    clearTimeout(timer);
    chrome.kill();
  }
}

/** The figures of a page's median run, whose whole report is kept (open it in Lighthouse's viewer, or read the JSON). */
function medianFigures(target: LighthouseTarget, preset: Preset, lhrs: Result[]): LighthouseFigures | undefined {
  if (!lhrs.length) return undefined;
  const median = computeMedianRun(lhrs);
  fs.mkdirSync(REPORTS, { recursive: true });
  fs.writeFileSync(path.join(REPORTS, `${target.name.replace(/\W+/g, '-').toLowerCase()}-${preset}.json`), JSON.stringify(median));
  const { categories, audits, environment } = median;
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  const metric = (id: string) => audits[id]?.numericValue ?? NaN;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    fcp: metric('first-contentful-paint'),
    lcp: metric('largest-contentful-paint'),
    tbt: metric('total-blocking-time'),
    hostCpu: environment.benchmarkIndex,
    runs: lhrs.length,
  };
}

/**
 * `runs` cold runs of each target with each preset, taken in turns (every page once, then again), so
 * that a machine slowing down meanwhile weighs on every page alike.
 */
export async function runLighthouse(targets: LighthouseTarget[], runs: number, log: (msg: string) => void): Promise<LighthouseResults> {
  const cells = targets.flatMap((target) => (['mobile', 'desktop'] as const).map((preset) => ({ target, preset, lhrs: [] as Result[] })));
  for (let run = 1; run <= runs; run++)
    for (const { target, preset, lhrs } of cells) {
      log(`lighthouse ${preset}: ${target.name} (run ${run} of ${runs})`);
      const lhr = await lighthouseRun(target, preset);
      if (lhr) lhrs.push(lhr);
      else log(`lighthouse ${preset}: ${target.name} did not finish within ${RUN_TIMEOUT_MS / 1000} s`);
    }
  return cells.map(({ target, preset, lhrs }) => ({ name: target.name, preset, figures: medianFigures(target, preset, lhrs) }));
}
