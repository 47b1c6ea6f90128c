/**
 * Issue #8 item 2: the console by keyboard alone. Sign in, open a page from the menu, use the
 * settings drawer (focus stays inside, comes back on close), each focused control showing the
 * theme's focus ring.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { consoleSuite } from './suite';
import { openConsole } from './console';

const suite = consoleSuite();

/** Presses Tab until the focused element matches `selector` (at most `max` times). */
async function tabTo(page: Page, selector: string, key: 'Tab' | 'Shift+Tab' = 'Tab', max = 80) {
  for (let i = 0; i < max; i++) {
    if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return;
    await page.keyboard.press(key);
  }
  throw new Error(`Tab never reached ${selector}`);
}

/** The focused element draws an outline (the theme's focus-visible ring). */
const focusRing = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el) return 'none';
    const style = getComputedStyle(el);
    return style.outlineStyle === 'none' || style.outlineWidth === '0px' ? 'none' : `${style.outlineWidth} ${style.outlineStyle}`;
  });

const activeInside = (page: Page, selector: string) => page.evaluate((s) => !!document.activeElement?.closest(s), selector);

describe('keyboard alone', () => {
  it('signs in, opens a page from the menu, uses the settings drawer', async () => {
    const { page, context, errors } = await openConsole(suite.browser, suite.server.url, 'en-US');
    await page.goto('/login');
    await page.locator('input[name=password]').waitFor();

    // Sign in.
    await tabTo(page, 'input[name=username]');
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('admin');
    await tabTo(page, 'input[name=password]');
    await page.keyboard.type('admin');
    await page.keyboard.press('Enter');
    await page.waitForURL((u) => !u.pathname.startsWith('/login'));

    // The menu: open the List group, then its Search Table link.
    const menu = 'nav[aria-label="Main menu"]';
    await page.locator(menu).waitFor();
    await tabTo(page, `${menu} [aria-expanded]`);
    expect(await focusRing(page)).not.toBe('none');
    for (let i = 0; i < 20 && !(await page.evaluate(() => (document.activeElement as HTMLElement).innerText.trim() === 'List')); i++)
      await page.keyboard.press('Tab');
    if ((await page.evaluate(() => document.activeElement?.getAttribute('aria-expanded'))) === 'false') await page.keyboard.press('Enter');
    await tabTo(page, `${menu} a[href="/list/search-table"]`);
    expect(await focusRing(page)).not.toBe('none');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/list\/search-table/);

    // The settings drawer: opened by Enter, keeps the focus inside, gives it back on Escape.
    // The navbar comes before the menu: back there with Shift+Tab.
    await tabTo(page, 'header button[aria-label="Settings"]', 'Shift+Tab');
    expect(await focusRing(page)).not.toBe('none');
    await page.keyboard.press('Enter');
    const drawer = '.MuiDrawer-paper';
    await expect.poll(() => activeInside(page, drawer)).toBe(true);
    for (let i = 0; i < 25; i++) {
      await page.keyboard.press('Tab');
      expect(await activeInside(page, drawer)).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Settings');

    expect(errors).toEqual([]);
    await context.close();
  });
});
