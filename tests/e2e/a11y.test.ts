/**
 * Issue #8: axe-core on every screen of the registry (routes, and each declared resource's list
 * and create form), as the demo admin and the demo user (the screens they may open), in light and
 * dark theme, in en-US and zh-CN; plus the login page, the settings drawer and the message box.
 * Zero serious or critical violations. The registry is walked, so new routes and resources are
 * checked with no change here.
 */
import { afterAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ROUTES } from '../../src/routes/routes';
import { declarations } from '../../src/registry/declarations';
import { isRoleAllowed } from '../../resources/lib/schema';
import layoutEn from '../../src/layout/locale/en-US';
import layoutZh from '../../src/layout/locale/zh-CN';
import boxEn from '../../src/messageBox/locale/en-US';
import boxZh from '../../src/messageBox/locale/zh-CN';
import { consoleSuite } from './suite';
import { login, openConsole } from './console';
import { checkPage, NO_MOTION_CSS, Tally, type Violation } from './axe';

const suite = consoleSuite();
const tally = new Tally();
afterAll(() => console.log(tally.summary()));

const USERS = { admin: 'admin', user: 'user' } as const;
type Role = keyof typeof USERS;
type Locale = 'en-US' | 'zh-CN';
const LABELS = {
  'en-US': { settings: layoutEn.layout.settings, messages: boxEn.messageBox.title },
  'zh-CN': { settings: layoutZh.layout.settings, messages: boxZh.messageBox.title },
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

async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  // Skeletons and spinners give way to content.
  await expect.poll(() => page.locator('.MuiSkeleton-root, .MuiCircularProgress-indeterminate, .MuiLinearProgress-indeterminate').count()).toBe(0);
}

async function run(role: Role, theme: 'light' | 'dark', locale: Locale): Promise<Violation[]> {
  const { context, page, errors } = await openConsole(suite.browser, suite.server.url, locale);
  await context.addInitScript(
    ([t, css]) => {
      const s = JSON.parse(localStorage.getItem('mds-settings') ?? '{}') as Record<string, unknown>;
      localStorage.setItem('mds-settings', JSON.stringify({ ...s, theme: t }));
      document.addEventListener('DOMContentLoaded', () => {
        const style = document.createElement('style');
        style.textContent = css;
        document.head.appendChild(style);
      });
    },
    [theme, NO_MOTION_CSS] as const,
  );
  const tag = `${role}/${theme}/${locale}`;
  const found: Violation[] = [];
  await page.goto('/login');
  await page.locator('input[name=password]').waitFor();
  found.push(...(await checkPage(page, `${tag} login`, tally)));
  await login(page, USERS[role], USERS[role]);

  for (const screen of screensOf(role)) {
    await page.goto(screen.path);
    await page.locator('nav[aria-label] ol').last().waitFor();
    await settle(page);
    found.push(...(await checkPage(page, `${tag} ${screen.name}`, tally)));
  }

  // The settings drawer and the message box, opened from the navbar.
  await page.getByRole('button', { name: LABELS[locale].settings, exact: true }).first().click();
  await page.locator('.MuiDrawer-paper').last().waitFor();
  found.push(...(await checkPage(page, `${tag} settings drawer`, tally)));
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: new RegExp(`^${LABELS[locale].messages}`) }).click();
  await page.getByRole('dialog', { name: LABELS[locale].messages }).waitFor();
  await settle(page);
  found.push(...(await checkPage(page, `${tag} message box`, tally)));

  expect(errors).toEqual([]);
  await context.close();
  return found;
}

describe('axe: no serious or critical violation', () => {
  for (const role of ['admin', 'user'] as const)
    for (const theme of ['light', 'dark'] as const)
      for (const locale of ['en-US', 'zh-CN'] as const)
        it(`${role}, ${theme}, ${locale}: every screen`, { timeout: 400_000 }, async () => {
          const found = await run(role, theme, locale);
          expect(found.map((v) => `[${v.impact}] ${v.rule}: ${v.help}\n    ${v.where}`).join('\n')).toBe('');
        });
});
