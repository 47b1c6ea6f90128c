/**
 * Lighthouse (the npm package, driving Debian's Chromium through chrome-launcher) on pages of a
 * running server, with the mobile (simulated slow 4G, 4× CPU) and desktop presets. A signed-in
 * page gets the session in localStorage first (through the same Chromium, over CDP with
 * playwright-core), so Lighthouse keeps storage (disableStorageReset) and the bench empties the
 * HTTP cache itself before each run: every run is a cold first visit.
 */
import fs from 'node:fs';
import path from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse, { desktopConfig, type Config } from 'lighthouse';
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
}

export interface LighthouseTarget {
  name: string;
  url: string;
  /** localStorage of the page's origin before the visit (empty: signed out). */
  storage: Record<string, string>;
}

/** `figures` is missing for a run that did not finish in time. */
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
async function lighthouseRun(target: LighthouseTarget, preset: Preset): Promise<LighthouseFigures | undefined> {
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
    // The whole report, to see what an audit found (open it in Lighthouse's viewer, or read the JSON).
    fs.mkdirSync(REPORTS, { recursive: true });
    fs.writeFileSync(path.join(REPORTS, `${target.name.replace(/\W+/g, '-').toLowerCase()}-${preset}.json`), JSON.stringify(run.lhr));
    const { categories, audits, runtimeError, environment } = run.lhr;
    if (runtimeError) throw new Error(`lighthouse on ${target.url}: ${runtimeError.message}`);
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
    };
  } finally {
    clearTimeout(timer);
    chrome.kill();
  }
}

export async function runLighthouse(targets: LighthouseTarget[], log: (msg: string) => void): Promise<LighthouseResults> {
  const results: LighthouseResults = [];
  for (const target of targets) {
    for (const preset of ['mobile', 'desktop'] as const) {
      log(`lighthouse ${preset}: ${target.name}`);
      const figures = await lighthouseRun(target, preset);
      if (!figures) log(`lighthouse ${preset}: ${target.name} did not finish within ${RUN_TIMEOUT_MS / 1000} s`);
      results.push({ name: target.name, preset, figures });
    }
  }
  return results;
}
