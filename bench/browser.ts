/**
 * Browser figures: time to the first policy row, and time from an input (next page, sort, select
 * filter) to the changed rows on screen. Times are taken inside the page (performance.now), so
 * the driver's own round trips are not counted.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';

export const LIST_PATH = '/list/search-table';

/** A fresh context (cold cache) already signed in, in English, optionally with a slower CPU. */
export async function signedIn(browser: Browser, session: { token: string; role: string }, cpuThrottle = 1): Promise<{ context: BrowserContext; page: Page }> {
  // bypassCSP: the timing probes are scripts the console's CSP (rightly) refuses to evaluate.
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'en-US', bypassCSP: true });
  await context.addInitScript((s) => {
    localStorage.setItem('token', s.token);
    localStorage.setItem('userRole', s.role);
    localStorage.setItem('arco-locale', 'en-US');
  }, session);
  const page = await context.newPage();
  if (cpuThrottle !== 1) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuThrottle });
  }
  return { context, page };
}

/** Milliseconds from navigation start to the first data row of the policy list (or the table at `path`) on screen. */
export async function firstRowMs(
  browser: Browser,
  baseUrl: string,
  session: { token: string; role: string },
  cpuThrottle: number,
  path = LIST_PATH,
): Promise<number> {
  const { context, page } = await signedIn(browser, session, cpuThrottle);
  try {
    await page.goto(baseUrl + path);
    const handle = await page.waitForFunction("document.querySelector('table tbody tr td') ? performance.now() : false", undefined, {
      polling: 'raf',
      timeout: 60_000,
    });
    return (await handle.jsonValue()) as number;
  } finally {
    await context.close();
  }
}

export type Action = 'nextPage' | 'sort' | 'selectFilter';

/**
 * Runs `start` in the page (the user's input), then waits until the table's rows differ from
 * before and the frame showing them has been painted; returns the milliseconds in between.
 */
async function timeChange(page: Page, start: string): Promise<number> {
  // A string, not a function: tsx's helpers (e.g. __name) do not exist in the page.
  return page.evaluate(`(async () => {
    const rows = () => document.querySelector('table tbody')?.textContent ?? '';
    const before = rows();
    const t0 = performance.now();
    ${start};
    await new Promise((resolve, reject) => {
      const limit = setTimeout(() => reject(new Error('the rows did not change within 30 s')), 30000);
      const tick = () => {
        if (rows() !== before && document.querySelector('table tbody tr td')) {
          clearTimeout(limit);
          // Seen in this frame's animation callback, so this frame paints it: a task queued
          // here runs once that paint is done (the usual "after next paint" measure).
          setTimeout(resolve, 0);
        } else requestAnimationFrame(tick);
      };
      tick();
    });
    return performance.now() - t0;
  })()`);
}

/**
 * Waits a second, then a frame: an input is timed on a settled list, as a person would give it,
 * not while the previous change's follow-ups (the filter form's debounced update) still run.
 */
async function settle(page: Page): Promise<void> {
  await page.waitForTimeout(1000);
  await page.evaluate('new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)))');
}

/** One timed run of each action on a freshly opened list. */
export async function interactionRun(browser: Browser, baseUrl: string, session: { token: string; role: string }): Promise<Record<Action, number>> {
  const { context, page } = await signedIn(browser, session);
  try {
    await page.goto(baseUrl + LIST_PATH);
    await page.locator('table tbody tr td').first().waitFor({ timeout: 60_000 });
    await settle(page);
    const nextPage = await timeChange(page, `document.querySelector('button[aria-label="Go to next page"]').click()`);
    await settle(page);
    const sort = await timeChange(page, `[...document.querySelectorAll('th .MuiTableSortLabel-root')].find((e) => e.textContent.trim() === 'Count').click()`);
    await settle(page);
    // Opening the select is not the change; choosing an option is.
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.locator('li[role="option"][data-value="online"]').waitFor();
    const selectFilter = await timeChange(page, `document.querySelector('li[role="option"][data-value="online"]').click()`);
    return { nextPage, sort, selectFilter };
  } finally {
    await context.close();
  }
}
