/** Opening the console as a person would: a fresh browser context, a locale, a demo login. */
import { expect } from 'vitest';
import type { Browser, BrowserContext, Download, Page, Request } from 'playwright-core';
import { networkIdle as idle, requestsInFlight } from '../../bench/networkIdle';

export interface Opened {
  context: BrowserContext;
  page: Page;
  /** Uncaught page errors and console errors seen so far. */
  errors: string[];
}

/** Every Content-Security-Policy violation any page of this test file met; the suite fails on any. */
export const cspViolations: string[] = [];

export async function openConsole(browser: Browser, baseUrl: string, locale: 'en-US' | 'zh-CN' = 'en-US'): Promise<Opened> {
  const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1440, height: 900 }, locale: locale });
  const errors: string[] = [];
  await context.exposeBinding('__reportCspViolation', ({ page }, text: string) => {
    const line = `csp: ${text} on ${page.url()}`;
    cspViolations.push(line);
    errors.push(line);
  });
  await context.addInitScript((l) => {
    if (!localStorage.getItem('arco-locale')) localStorage.setItem('arco-locale', l);
    document.addEventListener('securitypolicyviolation', (e) => {
      const report = (window as unknown as { __reportCspViolation: (t: string) => void }).__reportCspViolation;
      report(`${e.effectiveDirective} blocked ${e.blockedURI || 'inline'} (${e.sourceFile}:${e.lineNumber})`);
    });
  }, locale);
  const page = await context.newPage();
  // The live stream stays open for good: it is not work left to do.
  inFlight.set(page, requestsInFlight(page));
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  page.on('console', (m) => {
    // A failed request is reported by the app itself; the browser's own line about it is noise.
    if (m.type() === 'error' && !m.text().startsWith('Failed to load resource')) errors.push(`console: ${m.text()}`);
  });
  return { context, page, errors };
}

const inFlight = new WeakMap<Page, Set<Request>>();

/**
 * Waits until no request of the page is in flight and the page has drawn what the last answers
 * changed: the state a user sees once the console has nothing left to do.
 */
export async function networkQuiet(page: Page) {
  const open = inFlight.get(page);
  if (!open) throw new Error('networkQuiet works on pages made by openConsole');
  do {
    await expect.poll(() => open.size, { timeout: 15_000 }).toBe(0);
    // Two frames: the answers' renders are committed and painted, and any call they make has started.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  } while (open.size > 0);
}

/**
 * Nothing of the page in flight for 500 ms, as Playwright's "networkidle", which never comes once
 * the console holds its live stream open (bench/networkIdle.ts).
 */
export async function networkIdle(page: Page) {
  const open = inFlight.get(page);
  if (!open) throw new Error('networkIdle works on pages made by openConsole');
  await idle(page, open);
}

/** The login page opens on phone sign-in; the demo accounts are on the second tab. */
export async function openDemoTab(page: Page) {
  await page.getByRole('tab', { name: /^(Demo account|演示账号)$/ }).click();
  await page.locator('input[name=password]').waitFor();
}

export async function login(page: Page, username: string, password: string) {
  await page.goto('/login');
  await openDemoTab(page);
  await page.getByRole('textbox', { name: /^(User name|用户名)$/ }).fill(username);
  await page.locator('input[name=password]').fill(password);
  await page.getByRole('button', { name: /^(login|登录)$/i }).click();
  await page.waitForURL((u) => !u.pathname.startsWith('/login'));
}

/** The data rows of the list on screen. */
export const rows = (page: Page) => page.locator('table tbody tr');

/** The first record of a resource this session can read (by the API), or null when it has none. */
export const firstRecordId = (page: Page, endpoint: string) =>
  page.evaluate(async (ep) => {
    const r = await fetch(`${ep}?current=1&pageSize=1`, { headers: { authorization: `Bearer ${localStorage.getItem('token') ?? ''}` } });
    const body = (await r.json()) as { data?: { list?: { id: string | number }[] } };
    return body.data?.list?.[0]?.id ?? null;
  }, endpoint);

/** A download's text (streamed: the run's browser is shared, so its files are not on a local path). */
export async function downloadText(download: Download): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** What the API answers the page's own session at `url`, to compute what the screen must show. */
export async function sessionGet<T>(page: Page, url: string): Promise<T> {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const res = await fetch(url, { headers: { Authorization: `Bearer ${token}` } });
  return ((await res.json()) as { data: T }).data;
}

/**
 * Holds the page's requests to `url` until `release()` is called, so that a test sees what the page
 * shows while they are on their way; `asked` resolves once the first is made.
 */
export async function holdRequests(page: Page, url: string | RegExp): Promise<{ release: () => void; asked: Promise<void> }> {
  let release: () => void = () => {};
  let ask: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const asked = new Promise<void>((resolve) => (ask = resolve));
  await page.route(url, async (route) => {
    ask();
    await held;
    // The page may be gone by then (a test that ends with a request still held).
    await route.continue().catch(() => undefined);
  });
  return { release, asked };
}

/** The reader's language and theme as the console keeps them, for the next page this page opens. */
export async function setLook(page: Page, locale: 'en-US' | 'zh-CN', theme: 'light' | 'dark') {
  await page.evaluate(
    ([l, t]) => {
      localStorage.setItem('arco-locale', l);
      const stored = JSON.parse(localStorage.getItem('mds-settings') ?? '{}') as Record<string, unknown>;
      localStorage.setItem('mds-settings', JSON.stringify({ ...stored, theme: t }));
    },
    [locale, theme] as const,
  );
}
