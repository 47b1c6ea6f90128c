/**
 * Opening a page in a real browser: the first load of the policy list paints the console
 * with its rows, never a loading state first (react-admin's auth checks, its resource registry and
 * the page's code used to each cost a render, and a suspended page showed its spinner at least
 * 300 ms); going to a page not opened yet keeps the current one until the new one can show. The
 * workplace paints without its chart code (recharts held its first paint back by its
 * download), which it asks for once it has painted. A signed-in first load's own requests (the
 * navbar's user and projects, the policy list's first page) are sent by index.html as it is read
 * (build/firstRequests.ts), and the console takes those answers instead of asking again.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { networkIdle, holdRequests, login, networkQuiet, openConsole, rows } from './console';
import { consoleSuite } from './suite';

const suite = consoleSuite();

/** Records, from the document's start, every loading indicator added to the page (by its label). */
const RECORD_SPINNERS = `(() => {
  window.__spinners = [];
  new MutationObserver(() => {
    for (const el of document.querySelectorAll('[role=progressbar]')) {
      const label = el.getAttribute('aria-label') ?? el.textContent ?? '';
      if (!window.__spinners.includes(label)) window.__spinners.push(label);
    }
  }).observe(document, { childList: true, subtree: true });
})()`;
const spinners = (page: Page) => page.evaluate('window.__spinners') as Promise<string[]>;

/** Records the URLs index.html's first requests went to (dataProvider/earlyAnswers.ts), and keeps what the console has not taken. */
const RECORD_EARLY = `(() => {
  let sent;
  Object.defineProperty(window, '__mdsFirstRequests', {
    configurable: true,
    get: () => sent,
    set: (requests) => { sent = requests; window.__earlyUrls = Object.keys(requests); },
  });
})()`;
const early = (page: Page) => page.evaluate('[window.__earlyUrls, Object.keys(window.__mdsFirstRequests ?? {})]') as Promise<[string[], string[]]>;

describe('first load and page changes', () => {
  it('a reload of the policy list shows its rows with the console, no loading state before them, and asks for them once', async () => {
    const { page, context, errors } = await openConsole(suite.browser, suite.server.url);
    await login(page, 'admin', 'admin');
    await context.addInitScript(RECORD_SPINNERS);
    await context.addInitScript(RECORD_EARLY);
    const asked: string[] = [];
    let profiles = 0;
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (url.pathname === '/api/list/policy') asked.push(url.searchParams.get('current')!);
      if (url.pathname === '/api/user/info') profiles++;
    });
    await page.goto('/list/search-table');
    await expect.poll(() => rows(page).count()).toBe(10);
    expect(await spinners(page)).toEqual([]);
    // Page 1 once (asked by the router, used by react-admin's list), then page 2 ahead, after the
    // rows are painted (on a loaded machine that can be after the network has been quiet a while).
    await expect.poll(() => asked).toEqual(['1', '2']);
    await networkIdle(page);
    expect(asked).toEqual(['1', '2']);
    // The profile once: the console's start-up and the navbar share one answer.
    expect(profiles).toBe(1);
    // Those three were index.html's, and the console took each (none left, none asked again).
    const [sent, left] = await early(page);
    expect(sent).toEqual(['/api/user/info', '/api/user/my-project/list', '/api/list/policy?current=1&pageSize=10&sort=createdTime&order=desc']);
    expect(left).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("a reload of the workplace asks for each card's figures once, and for the projects and the open requests", async () => {
    const { page, context, errors } = await openConsole(suite.browser, suite.server.url);
    await login(page, 'admin', 'admin');
    // The page signing in lands on is done asking before the reload is counted.
    await networkIdle(page);
    const asked = new Map<string, number>();
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (url.pathname.startsWith('/api/')) asked.set(url.pathname + url.search, (asked.get(url.pathname + url.search) ?? 0) + 1);
    });
    await page.goto('/project/1');
    await expect.poll(() => page.getByRole('heading', { name: 'Welcome back, Wang Lin!' }).isVisible()).toBe(true);
    await expect.poll(() => page.getByText('Online content').isVisible()).toBe(true);
    const cards = ['overview', 'content-data', 'categories', 'announcements', 'balance', 'popular?type=text'].map((card) => `/api/project/1/${card}`);
    // The cards below the first screen mount once it is painted: on a loaded machine, after the network was quiet a while.
    for (const url of [...cards, '/api/user/my-project/list']) await expect.poll(() => asked.get(url) ?? 0, { message: url }).toBeGreaterThan(0);
    await expect.poll(() => [...asked.keys()].filter((url) => url.startsWith('/api/data/access-requests')).length).toBe(1);
    await networkIdle(page);
    // A card's figures and the navbar's projects count as fresh for the first screen (ASKED_AHEAD_FRESH_MS): never asked twice.
    for (const url of [...cards, '/api/user/my-project/list']) expect(asked.get(url), url).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a page whose code is not in yet replaces the current page only once it can show', async () => {
    const { page, context, errors } = await openConsole(suite.browser, suite.server.url);
    await login(page, 'admin', 'admin');
    await context.addInitScript(RECORD_SPINNERS);
    await page.goto('/list/search-table');
    await expect.poll(() => rows(page).count()).toBe(10);
    // Hold the card list's code back, so the wait is visible to the test.
    const { release, asked: codeAskedFor } = await holdRequests(page, /\/assets\/cardList-[\w-]+\.js$/);
    await page.getByRole('link', { name: 'Card List' }).click();
    await codeAskedFor;
    // Two frames after the ask: whatever the navigation renders meanwhile is on screen.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    // Still the list, unchanged, while the card list's code is on its way; the route progress bar runs over the navbar.
    expect(new URL(page.url()).pathname).toBe('/list/search-table');
    expect(await rows(page).count()).toBe(10);
    const progressOnTop = () =>
      page.evaluate(() => {
        const bar = document.querySelector<HTMLElement>('#nprogress .bar');
        if (!bar) return false;
        // The bar lets clicks through (pointer-events: none), which elementFromPoint would skip too.
        bar.style.pointerEvents = 'auto';
        const onTop = !!document.elementFromPoint(Math.max(0, bar.getBoundingClientRect().right - 4), 1)?.closest('#nprogress');
        bar.style.pointerEvents = '';
        return onTop;
      });
    await expect.poll(progressOnTop).toBe(true);
    release();
    await page.waitForURL((u) => u.pathname === '/list/card');
    await expect.poll(() => page.getByRole('heading', { name: 'Card list' }).first().isVisible()).toBe(true);
    expect((await spinners(page)).filter((s) => s === 'Please wait')).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the workplace shows its greeting and figures before its chart code is in, then draws its charts', async () => {
    const { page, context, errors } = await openConsole(suite.browser, suite.server.url);
    await login(page, 'admin', 'admin');
    const { release } = await holdRequests(page, /\/assets\/charts-[\w-]+\.js$/);
    await page.goto('/dashboard/workplace');
    await expect.poll(() => page.getByRole('heading', { name: 'Welcome back, Wang Lin!' }).isVisible()).toBe(true);
    const contentCard = page.locator('section[aria-label="Content data"]');
    await expect.poll(() => contentCard.getByRole('img').isVisible()).toBe(true);
    // The figures are in and the charts' places held while their code is on its way: the page does not wait for it.
    await expect.poll(() => page.getByText('Online content').isVisible()).toBe(true);
    expect(await contentCard.locator('.MuiSkeleton-root').count()).toBe(1);
    release();
    await expect.poll(() => contentCard.locator('.recharts-area-curve').count()).toBe(1);
    const donut = page.locator('section[aria-label="Content categories"]');
    await donut.scrollIntoViewIfNeeded();
    await expect.poll(() => donut.locator('.recharts-pie-sector').count()).toBe(3);
    expect(await contentCard.locator('.MuiSkeleton-root').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('on a phone, draws the donut below the fold once the reader scrolls near it, its place held until then', async () => {
    const { page, context, errors } = await openConsole(suite.browser, suite.server.url);
    await page.setViewportSize({ width: 412, height: 823 });
    await login(page, 'admin', 'admin');
    await page.goto('/dashboard/workplace');
    const contentCard = page.locator('section[aria-label="Content data"]');
    const donut = page.locator('section[aria-label="Content categories"]');
    await expect.poll(() => contentCard.locator('.recharts-area-curve').count()).toBe(1);
    await expect.poll(() => donut.getByTestId('categories-total').isVisible()).toBe(true);
    await networkQuiet(page);
    // Longer than a chart waits for the one before it (lazyChart): a donut drawn with the page is in by then.
    await page.waitForTimeout(1500);
    expect(await donut.locator('.MuiSkeleton-root').count()).toBe(1);
    expect(await donut.locator('.recharts-pie').count()).toBe(0);
    await page.mouse.move(200, 400);
    await page.mouse.wheel(0, 600);
    await expect.poll(() => donut.locator('.recharts-pie-sector').count()).toBe(3);
    expect(await donut.locator('.MuiSkeleton-root').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a page whose code does not download offers a reload, at the same address, that brings it', async () => {
    const { page, context } = await openConsole(suite.browser, suite.server.url);
    await login(page, 'admin', 'admin');
    await page.goto('/list/search-table');
    await rows(page).first().waitFor();
    const cardListCode = /\/assets\/cardList-[\w-]+\.js$/;
    await page.route(cardListCode, (route) => route.abort('internetdisconnected'));
    await page.getByRole('link', { name: 'Card List' }).click();
    const missing = page.getByRole('alert').filter({ hasText: 'This page could not be loaded' });
    await missing.waitFor();
    expect(new URL(page.url()).pathname).toBe('/list/card');
    // The network is back: the reload brings the page.
    await page.unroute(cardListCode);
    await missing.getByRole('button', { name: 'Reload' }).click();
    await expect.poll(() => page.getByRole('heading', { name: 'Card list' }).first().isVisible()).toBe(true);
    expect(await missing.count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe('/list/card');
    await context.close();
  });

  it('a menu whose code does not download leaves the console standing and offers a reload that brings it', async () => {
    const { page, context, errors } = await openConsole(suite.browser, suite.server.url);
    await login(page, 'admin', 'admin');
    await page.goto('/list/search-table');
    await rows(page).first().waitFor();
    const languageCode = /\/assets\/LocaleOptions-[\w-]+\.js$/;
    await page.route(languageCode, (route) => route.abort('internetdisconnected'));
    await page.getByRole('button', { name: 'Language' }).click();
    const notice = page.getByRole('alert').filter({ hasText: 'Part of the console could not be downloaded' });
    await notice.waitFor();
    // The page and the navbar are still there; no menu opened.
    expect(await rows(page).count()).toBeGreaterThan(0);
    expect(await page.getByRole('menu').count()).toBe(0);
    expect(errors).toEqual([]);
    // The network is back: the reload brings the menu.
    await page.unroute(languageCode);
    await notice.getByRole('button', { name: 'Reload' }).click();
    await rows(page).first().waitFor();
    await page.getByRole('button', { name: 'Language' }).click();
    await expect.poll(() => page.getByRole('menuitem', { name: '中文' }).isVisible()).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/list/search-table');
    await context.close();
  });
});
