/**
 * Library patches (patches/) make a few library state updates that ran while React committed a screen
 * (MUI Tooltip's and Select's nodes, react-hook-form's "ready" flag) transitions, so the first
 * screen is painted before they render in every mode. What they are for still works at once:
 * a tooltip on hover and on keyboard focus, a select filter's menu, also a select pressed before
 * its deferred update has rendered (a busy phone). (The forms' tests cover forms.)
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { login, openConsole, rows } from './console';
import { consoleSuite } from './suite';

const suite = consoleSuite();

describe('the first screen, its state updates deferred', () => {
  it('shows a tooltip on hover and on keyboard focus, opens a select filter and filters by it', async () => {
    const { page, context } = await openConsole(suite.browser, suite.server.url);
    await login(page, 'admin', 'admin');
    await page.goto('/list/search-table');
    await rows(page).first().waitFor();
    const sort = page.locator('thead [role=button]').first();
    await sort.hover();
    await expect.poll(() => page.getByRole('tooltip').innerText(), { timeout: 5000 }).toMatch(/^Sort by /);
    await page.mouse.move(0, 0);
    await expect.poll(() => page.getByRole('tooltip').count()).toBe(0);
    await sort.focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await expect.poll(() => page.getByRole('tooltip').innerText()).toMatch(/^Sort by /);
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Online' }).click();
    await page.waitForURL((u) => decodeURIComponent(u.search).includes('Online') || decodeURIComponent(u.search).includes('online'));
    await expect.poll(async () => (await rows(page).allInnerTexts()).map((r) => /Online/.test(r))).toEqual(expect.arrayContaining([true]));
    expect((await rows(page).allInnerTexts()).every((r) => /Online/.test(r))).toBe(true);
    await context.close();
  });

  // The press comes in the task that put the select on the page, before any transition renders:
  // what a busy phone makes of a quick tap, here on every machine.
  const pressedEarly = [
    { path: '/list/search-table', name: 'status', label: 'Status', option: 'Online' },
    { path: '/form/step', name: 'channelType', label: 'Channel type', option: 'Web domain' },
  ];
  for (const { path, name, label, option } of pressedEarly) {
    it(`opens the ${label} select on ${path} when pressed as it appears`, async () => {
      const { page, context, errors } = await openConsole(suite.browser, suite.server.url);
      await login(page, 'admin', 'admin');
      await pressWhenShown(page, name);
      await page.goto(path);
      await expect.poll(() => page.evaluate(() => (window as { pressedEarly?: boolean }).pressedEarly)).toBe(true);
      await page.getByRole('listbox', { name: label }).getByRole('option', { name: option }).click();
      await expect.poll(() => page.getByRole('combobox', { name: label }).innerText()).toBe(option);
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});

/** Presses (mousedown, as a finger or a mouse starts a click) the select named `name` in the task that shows it. */
async function pressWhenShown(page: Page, name: string) {
  await page.addInitScript((field) => {
    new MutationObserver((_, observer) => {
      const select = document.querySelector(`input[name="${field}"]`)?.parentElement?.querySelector('[role=combobox]');
      if (!select) return;
      observer.disconnect();
      select.dispatchEvent(new MouseEvent('mousedown', { bubbles: true, cancelable: true, button: 0 }));
      (window as { pressedEarly?: boolean }).pressedEarly = true;
    }).observe(document, { childList: true, subtree: true });
  }, name);
}
