/**
 * Byte budgets (issues #6 and #19): bytes are deterministic, so they are tests. They count the
 * JavaScript as it comes over the wire from `npm run serve` (brotli), and hold that figure to the
 * file's own brotli size too, so a server that stopped compressing would fail here. A signed-out
 * visitor's login page downloads only its own code (the console's comes once the visitor types)
 * and no page's code; chart code (recharts) loads only on pages that draw charts, and each page's
 * chunk (src/pages/<folder>/index.ts) only where that page is opened.
 */
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { pageBytes, type PageBytes } from '../../bench/pageBytes';
import { openDemoTab } from './console';
import { consoleSuite } from './suite';

const KB = 1024;
// Asked for: 110, 320 and 420 KB; the login page and the workplace are held to less, today's figures here
// (91 and 385 KB) with a little room, so that any growth fails here. The login page draws without MUI's components
// and emotion (its style sheet is written from the console's MUI theme: src/login/loginStyles.ts); what is left is
// React DOM (55 KB), the theme (createTheme and react-admin's theme options) and its own code. Its language menu and
// notification bar are MUI's, loaded when first used. The console's pages load no polyfill of a built-in
// (build/builtInsForPolyfills.ts), no CSV parser until an import is about to start, no CSV converter until a list is exported,
// only their locale's messages (src/i18n/featureMessages.ts; zh-CN's react-admin messages come with them) and of the pages only
// their own (a page's own texts come with its chunk: locale/<locale>.chunk.ts), and nothing of the
// login page (its /login route loads it when shown; index.html preloads it only for a signed-out visitor:
// build/preloadFirstPage.ts); the message box's, the settings drawer's, the import dialog's and the save-view dialog's code
// come when first used. The generated screens come with their routes (src/engine/screens.ts): the workplace loads
// none of them, the list none of the forms. What the pages share is a few chunks (build/sharedChunks.ts): apart, the same
// code compressed to 36 KB more.
const BUDGETS = { login: 96 * KB, policyList: 320 * KB, workplace: 400 * KB };
const suite = consoleSuite();

/** The page folders; each one's index.ts is a lazy chunk named after the folder (`workplace-<hash>.js`). */
const PAGE_FOLDERS = fs
  .readdirSync('src/pages', { withFileTypes: true })
  .filter((d) => d.isDirectory() && fs.existsSync(`src/pages/${d.name}/index.ts`))
  .map((d) => d.name);

/** The page chunks among the scripts a page downloaded, by folder name. */
function pageChunks(bytes: PageBytes): string[] {
  const files = bytes.assets.filter((a) => a.type === 'js').map((a) => a.path.replace(/^.*\//, ''));
  return PAGE_FOLDERS.filter((folder) => files.some((f) => new RegExp(`^${folder}-[\\w-]{8}\\.js$`).test(f))).sort();
}

/** The generated screens' shared chunks (build/sharedChunks.ts) among the scripts a page downloaded. */
const screenChunks = (bytes: PageBytes): string[] =>
  ['list', 'record'].filter((name) => bytes.assets.some((a) => a.type === 'js' && new RegExp(`/${name}-[\\w-]{8}\\.js$`).test(a.path)));

/** True when one of the page's scripts is recharts (its class names are in its code). */
async function loadsRecharts(bytes: PageBytes): Promise<boolean> {
  for (const asset of bytes.assets.filter((a) => a.type === 'js')) {
    const code = await (await fetch(suite.server.url + asset.path)).text();
    if (code.includes('recharts-wrapper')) return true;
  }
  return false;
}

/** The page's JavaScript came compressed (brotli, as the build wrote it) and within `budget` bytes. */
function expectWithin(bytes: PageBytes, budget: number) {
  const listing = bytes.assets.map((a) => `${a.path} raw ${a.raw} brotli ${a.brotli} wire ${a.wire}`).join('\n');
  expect(bytes.js.wire, listing).toBeGreaterThan(0);
  expect(bytes.js.wire, listing).toBeLessThanOrEqual(budget);
  // What came over the wire is the brotli copy, not the raw file (a few bytes of framing aside).
  expect(bytes.js.wire, listing).toBeLessThan(bytes.js.brotli * 1.05);
}

async function signedIn() {
  const res = await fetch(`${suite.server.url}/api/user/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: 'admin' }),
  });
  const { data } = (await res.json()) as { data: { token: string; role: string } };
  return (page: import('playwright-core').Page) =>
    page.addInitScript((s) => {
      localStorage.setItem('token', s.token);
      localStorage.setItem('userRole', s.role);
    }, data);
}

describe('byte budgets', () => {
  it('the login page downloads at most 96 KB of JavaScript (brotli), without recharts', async () => {
    const bytes = await pageBytes(suite.browser, `${suite.server.url}/login`, (p) => p.locator('input[name=phone]').waitFor());
    expectWithin(bytes, BUDGETS.login);
    expect(await loadsRecharts(bytes)).toBe(false);
    expect(pageChunks(bytes)).toEqual([]);
  });

  it('a signed-out visit to any page shows that login page and comes back there after signing in', async () => {
    const context = await suite.browser.newContext({ baseURL: suite.server.url });
    const page = await context.newPage();
    await page.goto('/list/search-table');
    await page.waitForURL((u) => u.pathname === '/login' && u.searchParams.get('redirect') === '/list/search-table');
    await openDemoTab(page);
    await page.locator('input[name=username]').fill('admin');
    await page.locator('input[name=password]').fill('admin');
    await page.getByRole('button', { name: /^(login|登录)$/i }).click();
    await page.waitForURL((u) => u.pathname === '/list/search-table');
    await expect.poll(() => page.locator('table tbody tr').count()).toBe(10);
    await context.close();
  });

  it("asks for the console's code once the visitor types, not before", async () => {
    const context = await suite.browser.newContext();
    const page = await context.newPage();
    const scripts: string[] = [];
    page.on('request', (req) => void (req.resourceType() === 'script' && scripts.push(new URL(req.url()).pathname)));
    await page.goto(`${suite.server.url}/login`);
    const phone = page.locator('input[name=phone]');
    await phone.waitFor();
    await page.waitForLoadState('networkidle');
    const isConsole = (path: string) => /\/AdminRoot-[\w-]{8}\.js$/.test(path);
    expect(scripts.filter(isConsole)).toEqual([]);
    await phone.pressSequentially('138');
    await expect.poll(() => scripts.filter(isConsole).length).toBe(1);
    await context.close();
  });

  it('the policy list (320 KB brotli) loads no chart code, no form and no other page; the workplace (400 KB), which draws charts, does, and no generated screen', async () => {
    // The page folders this test relies on still exist (a rename would make it pass vacuously).
    for (const folder of ['searchTable', 'workplace', 'dataAnalysis', 'multiDimensionDataAnalysis', 'monitor']) expect(PAGE_FOLDERS).toContain(folder);
    const before = await signedIn();
    const list = await pageBytes(suite.browser, `${suite.server.url}/list/search-table`, (p) => p.locator('table tbody tr td').first().waitFor(), before);
    expectWithin(list, BUDGETS.policyList);
    // In few files (10 here): what the pages share comes as a few chunks, not one per set of importers.
    expect(list.assets.filter((a) => a.type === 'js').length).toBeLessThanOrEqual(12);
    expect(await loadsRecharts(list)).toBe(false);
    expect(pageChunks(list)).toEqual(['searchTable']);
    expect(screenChunks(list)).toEqual(['list']);
    const workplace = await pageBytes(
      suite.browser,
      `${suite.server.url}/dashboard/workplace`,
      (p) => p.locator('.recharts-wrapper').first().waitFor(),
      before,
    );
    expectWithin(workplace, BUDGETS.workplace);
    expect(await loadsRecharts(workplace)).toBe(true);
    expect(pageChunks(workplace)).toEqual(['workplace']);
    expect(screenChunks(workplace)).toEqual([]);
  });
});
