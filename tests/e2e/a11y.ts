/**
 * axe-core on every screen of the registry (routes, and each declared resource's list,
 * create form, and the edit and show screens of one of its records), as the demo admin and the
 * demo user (the screens they may open), in light and dark theme, in en-US and zh-CN; plus the
 * login page (both tabs), react-admin's loading screen, the settings drawer and the message box. Then the tab bar turned on (a
 * few routes and the tab menu, both themes and locales) and colour-weak mode (its filter on, the
 * page still readable and operable, the contrast it leaves measured). Zero serious or critical
 * violations. The registry is walked, so new routes and resources are checked with no change here.
 * The run ends by printing the matrix checked, the violations and the colour-contrast checks axe
 * left undecided. The checks are split over a11y-*.test.ts so that they run side by side; each file
 * that imports this module gets its own console, browser and tally.
 */
import { afterAll, expect } from 'vitest';
import type { Page } from 'playwright-core';
import { ROUTES } from '../../domain/routes';
import { declarations } from '../../src/registry/declarations';
import { isRoleAllowed } from '../../resources/lib/schema';
import layoutEn from '../../src/layout/locale/en-US';
import layoutZh from '../../src/layout/locale/zh-CN';
import boxEn from '../../src/messageBox/locale/en-US';
import boxZh from '../../src/messageBox/locale/zh-CN';
import tabsEn from '../../src/tabs/locale/en-US';
import tabsZh from '../../src/tabs/locale/zh-CN';
import { consoleSuite } from './suite';
import { scrollThrough } from './scrollThrough';
import { firstRecordId, holdRequests, login, networkIdle, openConsole, openDemoTab, rows } from './console';
import { checkPage, contrastPairs, contrastRatio, invert, NO_MOTION_CSS, Tally, type Screen, type Violation } from './axe';

const suite = consoleSuite();
const tally = new Tally();
afterAll(() => console.log(tally.summary()));

const USERS = { admin: 'admin', user: 'user' } as const;
export type Role = keyof typeof USERS;
export type Theme = 'light' | 'dark';
export type Locale = 'en-US' | 'zh-CN';
const LABELS = {
  'en-US': { settings: layoutEn.layout.settings, messages: boxEn.messageBox.title, tabs: tabsEn.tabs.label },
  'zh-CN': { settings: layoutZh.layout.settings, messages: boxZh.messageBox.title, tabs: tabsZh.tabs.label },
};

/** Every path a role may open: the registry's routes, each readable resource's list and create form. */
export function screensOf(role: Role): { name: string; path: string }[] {
  const out = ROUTES.filter((r) => isRoleAllowed(r.roles ?? ['*'], role)).map((r) => ({ name: r.name, path: r.path.replace(':projectId', '1') }));
  for (const d of declarations) {
    if (!isRoleAllowed(d.access.read, role)) continue;
    const list = d.listPath ?? `/${d.name}`;
    if (!out.some((s) => s.path === list)) out.push({ name: `${d.name} list`, path: list });
    if (isRoleAllowed(d.access.write, role)) out.push({ name: `${d.name} create`, path: `/${d.name}/create` });
  }
  return out;
}

/** The show screen (and, for a writer, the edit screen) of one record of each resource the role reads. */
async function recordScreensOf(page: Page, role: Role): Promise<{ name: string; path: string }[]> {
  const out: { name: string; path: string }[] = [];
  for (const d of declarations) {
    if (!isRoleAllowed(d.access.read, role)) continue;
    const id = await firstRecordId(page, d.endpoint);
    if (id === null) {
      tally.notes.push(`${role}: ${d.name} has no record to open (edit/show not checked)`);
      continue;
    }
    if (isRoleAllowed(d.access.write, role)) out.push({ name: `${d.name} edit`, path: `/${d.name}/${id}` });
    out.push({ name: `${d.name} show`, path: `/${d.name}/${id}/show` });
  }
  return out;
}

async function settle(page: Page) {
  await networkIdle(page);
  // Skeletons and spinners give way to content, the page looked through each time: a chart is drawn
  // only once its place comes near the screen, and a card whose answer came after a look (a loaded
  // machine) has its chart drawn on the next one, as a reader scrolling by would.
  const loading = page.locator('.MuiSkeleton-root, .MuiCircularProgress-indeterminate, .MuiLinearProgress-indeterminate');
  await expect
    .poll(async () => {
      await scrollThrough(page);
      return loading.count();
    })
    .toBe(0);
}

/** A signed-out console with these settings stored and no motion. */
async function open(theme: Theme, locale: Locale, settings: Record<string, unknown> = {}) {
  const opened = await openConsole(suite.browser, suite.server.url, locale);
  await opened.context.addInitScript(
    ([s, css]) => {
      const stored = JSON.parse(localStorage.getItem('mds-settings') ?? '{}') as Record<string, unknown>;
      localStorage.setItem('mds-settings', JSON.stringify({ ...stored, ...s }));
      document.addEventListener('DOMContentLoaded', () => {
        const style = document.createElement('style');
        style.textContent = css;
        document.head.appendChild(style);
      });
    },
    [{ theme, ...settings }, NO_MOTION_CSS] as const,
  );
  return opened;
}

/** Opens a path and waits for the layout (its breadcrumbs) and the page's content. */
async function visit(page: Page, path: string) {
  await page.goto(path);
  await page.locator('nav[aria-label] ol').last().waitFor();
  await settle(page);
}

export const report = (found: Violation[]) => found.map((v) => `[${v.impact}] ${v.rule}: ${v.help}\n    ${v.where}`).join('\n');

export async function run(role: Role, theme: Theme, locale: Locale): Promise<Violation[]> {
  const { context, page, errors } = await open(theme, locale);
  const screen = (name: string): Screen => ({ name, role, theme, locale, variant: '' });
  const found: Violation[] = [];
  // The login page, on each of its tabs.
  await page.goto('/login');
  await page.locator('input[name=phone]').waitFor();
  found.push(...(await checkPage(page, screen('login (phone)'), tally)));
  await openDemoTab(page);
  found.push(...(await checkPage(page, screen('login (demo)'), tally)));
  await login(page, USERS[role], USERS[role]);

  for (const s of [...screensOf(role), ...(await recordScreensOf(page, role))]) {
    await visit(page, s.path);
    found.push(...(await checkPage(page, screen(s.name), tally)));
  }

  // A loading screen while the API is slow to answer: a route waiting for the server menu it is
  // checked against (react-admin's own loading screen no longer shows: its auth checks are
  // answered from the session at once).
  // The API's answers are held until the loading state has been checked.
  const slow = '**/api/**';
  const { release } = await holdRequests(page, slow);
  const serverMenu = (on: boolean) =>
    page.evaluate((v) => {
      const stored = JSON.parse(localStorage.getItem('mds-settings') ?? '{}') as Record<string, unknown>;
      localStorage.setItem('mds-settings', JSON.stringify({ ...stored, menuFromServer: v, serverMenu: [] }));
    }, on);
  await serverMenu(true);
  await page.goto(screensOf(role)[0].path);
  await page.locator('[role=progressbar]').first().waitFor();
  found.push(...(await checkPage(page, screen('loading'), tally)));
  release();
  await page.unroute(slow);
  await page.locator('[role=progressbar]').first().waitFor({ state: 'detached', timeout: 10_000 });
  await serverMenu(false);
  await visit(page, screensOf(role)[0].path);

  // The settings drawer and the message box, opened from the navbar.
  await page.getByRole('button', { name: LABELS[locale].settings, exact: true }).first().click();
  await page.locator('.MuiDrawer-paper').last().waitFor();
  found.push(...(await checkPage(page, screen('settings drawer'), tally)));
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: new RegExp(`^${LABELS[locale].messages}`) }).click();
  await page.getByRole('dialog', { name: LABELS[locale].messages }).waitFor();
  await settle(page);
  found.push(...(await checkPage(page, screen('message box'), tally)));

  expect(errors).toEqual([]);
  await context.close();
  return found;
}

/** A few screens with the tab bar on (several tabs open), and a tab's menu. */
export async function runTabBar(theme: Theme, locale: Locale): Promise<Violation[]> {
  const { context, page, errors } = await open(theme, locale, { tabBar: true });
  const screen = (name: string): Screen => ({ name, role: 'admin', theme, locale, variant: 'tabBar' });
  const found: Violation[] = [];
  await login(page, 'admin', 'admin');
  const policy = await firstRecordId(page, declarations.find((d) => d.name === 'policies')!.endpoint);
  const paths = [
    { name: 'Workplace', path: '/dashboard/workplace' },
    { name: 'SearchTable', path: '/list/search-table' },
    { name: 'policies edit', path: `/policies/${policy}` },
    { name: 'StepForm', path: '/form/step' },
  ];
  const tabBar = page.locator(`nav[aria-label="${LABELS[locale].tabs}"]`);
  for (const [i, s] of paths.entries()) {
    await visit(page, s.path);
    // The workplace tab, then one more per page visited.
    await expect.poll(() => tabBar.locator('li').count()).toBe(i + 1);
    found.push(...(await checkPage(page, screen(s.name), tally)));
  }
  // The current tab's menu (Shift+F10), with the page behind it.
  await tabBar.locator('a[aria-current="page"]').focus();
  await page.keyboard.press('Shift+F10');
  await page.getByRole('menu').waitFor();
  found.push(...(await checkPage(page, screen('tab menu'), tally)));
  await page.keyboard.press('Escape');

  expect(errors).toEqual([]);
  await context.close();
  return found;
}

/** colorWeak's filter on every pixel: the contrast a text keeps, from the colours axe measured. */
async function filteredContrast(page: Page) {
  const pairs = await contrastPairs(page);
  const measured = pairs.map((p) => ({ ...p, ratio: contrastRatio(invert(p.fg, 0.8), invert(p.bg, 0.8)) }));
  return {
    texts: measured.length,
    belowAA: measured.filter((p) => p.ratio < p.expected),
    min: measured.reduce((m, p) => Math.min(m, p.ratio), Infinity),
  };
}

/**
 * Colour-weak mode: the whole page inverted by 80 % (docs/product.md §4). axe's own contrast check reads the
 * colours before the filter, so the filtered contrast is computed here from the colours it found.
 */
export async function runColorWeak(theme: Theme): Promise<{ found: Violation[]; floor: number }> {
  const locale = 'en-US';
  const { context, page, errors } = await open(theme, locale, { colorWeak: true });
  const screen = (name: string): Screen => ({ name, role: 'admin', theme, locale, variant: 'colorWeak' });
  const found: Violation[] = [];
  let floor = Infinity;
  await login(page, 'admin', 'admin');
  const policy = await firstRecordId(page, declarations.find((d) => d.name === 'policies')!.endpoint);
  for (const s of [
    { name: 'Workplace', path: '/dashboard/workplace' },
    { name: 'SearchTable', path: '/list/search-table' },
    { name: 'policies edit', path: `/policies/${policy}` },
    { name: 'StepForm', path: '/form/step' },
    { name: 'Monitor', path: '/dashboard/monitor' },
  ]) {
    await visit(page, s.path);
    // The filter is on, and the page under it has visible content.
    expect(await page.evaluate(() => getComputedStyle(document.body).filter)).toBe('invert(0.8)');
    const main = await page.locator('main').boundingBox();
    expect(main && main.width > 0 && main.height > 0).toBe(true);
    expect((await page.locator('main').innerText()).trim().length).toBeGreaterThan(20);
    found.push(...(await checkPage(page, screen(s.name), tally)));
    const c = await filteredContrast(page);
    floor = Math.min(floor, c.min);
    tally.notes.push(
      `colorWeak ${theme} ${s.name}: ${c.texts} texts, lowest contrast under the filter ${c.min.toFixed(2)}:1, ${c.belowAA.length} under AA` +
        (c.belowAA.length
          ? ` (e.g. ${c.belowAA
              .slice(0, 3)
              .map((p) => `${p.target} ${p.ratio.toFixed(2)}:1`)
              .join(', ')})`
          : ''),
    );
  }

  // Operable under the filter: a select filter changes the rows, the settings drawer turns the mode off and on.
  await visit(page, '/list/search-table');
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Online' }).click();
  await expect.poll(async () => (await rows(page).allInnerTexts()).every((r) => r.includes('Online') && !r.includes('Offline'))).toBe(true);
  await page.getByRole('button', { name: 'Settings', exact: true }).first().click();
  const colorWeak = page.getByRole('switch', { name: 'Color Weak' });
  await colorWeak.uncheck();
  await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).filter)).toBe('none');
  await colorWeak.check();
  await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).filter)).toBe('invert(0.8)');
  found.push(...(await checkPage(page, screen('settings drawer'), tally)));

  expect(errors).toEqual([]);
  await context.close();
  return { found, floor };
}
