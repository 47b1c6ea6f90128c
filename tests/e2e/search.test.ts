/**
 * The search palette, from the keyboard alone: Ctrl+K opens it anywhere in the console, a page of
 * the menu is found by its title and a policy by a part of its name, ↑ ↓ choose and Enter opens;
 * Escape closes it. In Chinese too, and pictured in both themes and locales for a person to look at.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { consoleSuite } from './suite';
import { login, networkQuiet, openConsole, setLook } from './console';
import { createPolicy } from './records';

const suite = consoleSuite();
const SHOTS = fs.mkdtempSync(path.join(os.tmpdir(), 'mds-search-shots-'));

const palette = (page: Page, name = 'Search') => page.getByRole('dialog', { name });
const box = (page: Page, name = 'Search') => palette(page, name).getByRole('combobox', { name });
const options = (page: Page, name = 'Search') => palette(page, name).getByRole('option');

describe('the search palette', () => {
  it('opens with Ctrl+K, finds a page and a policy, and opens the one chosen with the keyboard', async () => {
    const { page, context, errors } = await openConsole(suite.browser, suite.server.url);
    await login(page, 'admin', 'admin');
    const policy = await createPolicy(page, { name: 'Narwhal genomics export' });
    await page.getByRole('banner').waitFor();
    await page.keyboard.press('Control+k');
    await box(page).waitFor();
    await expect.poll(() => box(page).evaluate((el) => el === document.activeElement)).toBe(true);

    // A page of the menu, by its title.
    await page.keyboard.type('search tab');
    await expect.poll(() => options(page).allInnerTexts()).toEqual(['Search Table']);
    await page.keyboard.press('Enter');
    await page.waitForURL((u) => u.pathname === '/list/search-table');
    await expect.poll(() => palette(page).count()).toBe(0);

    // A record, by a part of its name: the second option after the ones above it.
    await page.keyboard.press('Control+k');
    await box(page).fill('narwhal');
    const record = options(page).filter({ hasText: 'Narwhal genomics export' });
    await record.waitFor();
    expect(await record.innerText()).toContain('Policy');
    const index = (await options(page).allInnerTexts()).findIndex((t) => t.includes('Narwhal genomics export'));
    for (let i = 0; i < index; i++) await page.keyboard.press('ArrowDown');
    await expect.poll(() => record.getAttribute('aria-selected')).toBe('true');
    await page.keyboard.press('Enter');
    await page.waitForURL((u) => u.pathname === `/policies/${policy.id}/show`);

    // Escape closes it; nothing found says so.
    await page.keyboard.press('Control+k');
    await box(page).fill('no such thing anywhere');
    await expect.poll(() => palette(page).getByText('Nothing found').isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => palette(page).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('is in Chinese for a Chinese reader, and pictured in both themes and locales', async () => {
    const { page, context, errors } = await openConsole(suite.browser, suite.server.url);
    await login(page, 'admin', 'admin');
    await createPolicy(page, { name: 'Pictured search policy' });
    for (const locale of ['en-US', 'zh-CN'] as const)
      for (const theme of ['light', 'dark'] as const) {
        await setLook(page, locale, theme);
        await page.goto('/dashboard/workplace');
        // The shell is there (its navbar): the shortcut listens from then on.
        await page.getByRole('banner').waitFor();
        await networkQuiet(page);
        await page.keyboard.press('Control+k');
        const name = locale === 'en-US' ? 'Search' : '搜索';
        await box(page, name).fill(locale === 'en-US' ? 'pictured' : '查询');
        await options(page, name).first().waitFor();
        if (locale === 'zh-CN') expect(await options(page, name).allInnerTexts()).toContain('查询表格');
        await networkQuiet(page);
        await palette(page, name).screenshot({ path: path.join(SHOTS, `search-${locale}-${theme}.png`), animations: 'disabled' });
        await page.keyboard.press('Escape');
        await expect.poll(() => palette(page, name).count()).toBe(0);
      }
    console.info(`Search palette pictures: ${SHOTS}`);
    expect(errors).toEqual([]);
    await context.close();
  });
});
