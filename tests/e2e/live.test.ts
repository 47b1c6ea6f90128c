/**
 * Two people in two browsers, the console kept live by the API's event stream: a policy one changes
 * is redrawn in the other's open list in place (its selection kept); a policy one adds shows in the
 * other's list as "1 change elsewhere — refresh", which reads the list again. On a record's form each
 * sees who else is editing it, gone when they leave, and a change the other saved (who, which
 * fields) with Reload. Pictured in both themes and locales.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { EVENTS_PATH } from '../../domain/events';
import { networkQuiet, rows, setLook } from './console';
import { consoleSuite } from './suite';
import { asSession, createPolicy, POLICIES } from './records';
import { signedIn } from './workflow';

const suite = consoleSuite();
const SHOTS = fs.mkdtempSync(path.join(os.tmpdir(), 'mds-live-shots-'));

/** Resolves once the page's live stream has answered (it opens once the page has settled). */
const streamOpen = (page: Page) => page.waitForResponse((r) => new URL(r.url()).pathname === EVENTS_PATH, { timeout: 20_000 });
const rowOf = (page: Page, name: string) => page.locator('table tbody tr').filter({ hasText: name });

async function openEdit(page: Page, id: number) {
  const open = streamOpen(page);
  await page.goto(`/policies/${id}`);
  await page.getByRole('textbox', { name: /^(Set Name|集合名称)$/ }).waitFor();
  await open;
}

describe('a live console', () => {
  it('redraws a row another admin changed, in place, and offers the rows they added with one click', async () => {
    const watcher = await signedIn(suite.browser, suite.server.url, 'reviewer');
    const writer = await signedIn(suite.browser, suite.server.url, 'admin');
    const policy = await createPolicy(writer.page, { name: 'Live row', count: 12 });
    const open = streamOpen(watcher.page);
    await watcher.page.goto('/list/search-table');
    await expect.poll(() => rowOf(watcher.page, 'Live row').count()).toBe(1);
    await open;
    await rowOf(watcher.page, 'Live row').getByRole('checkbox').check();

    expect((await asSession(writer.page, 'PATCH', `${POLICIES}/${policy.id}`, { name: 'Live row, renamed' })).code).toBe(20000);
    await expect.poll(() => rowOf(watcher.page, 'Live row, renamed').count(), { timeout: 10_000 }).toBe(1);
    // In place: still selected, no "changes" to refresh for a row that is already right.
    expect(await rowOf(watcher.page, 'Live row, renamed').getByRole('checkbox').isChecked()).toBe(true);
    expect(await watcher.page.getByRole('button', { name: /changes? elsewhere/ }).count()).toBe(0);

    await createPolicy(writer.page, { name: 'Live newcomer' });
    const chip = watcher.page.getByRole('button', { name: '1 change elsewhere — refresh' });
    await chip.waitFor({ timeout: 10_000 });
    expect(await rowOf(watcher.page, 'Live newcomer').count()).toBe(0);
    await chip.click();
    await expect.poll(() => rowOf(watcher.page, 'Live newcomer').count()).toBe(1);
    expect(await chip.count()).toBe(0);
    expect(await rows(watcher.page).count()).toBe(10);

    expect([...watcher.errors, ...writer.errors]).toEqual([]);
    await watcher.context.close();
    await writer.context.close();
  });

  it('shows who else is editing a record, and what they saved, with Reload', async () => {
    const first = await signedIn(suite.browser, suite.server.url, 'admin');
    const second = await signedIn(suite.browser, suite.server.url, 'reviewer');
    const policy = await createPolicy(first.page, { name: 'Edited by two', count: 5 });
    await openEdit(first.page, policy.id);
    await openEdit(second.page, policy.id);
    const editing = (page: Page, name: string) => page.getByRole('status').filter({ hasText: `${name} is editing this record` });
    await editing(first.page, 'reviewer').waitFor({ timeout: 10_000 });
    await editing(second.page, 'admin').waitFor({ timeout: 10_000 });

    // The reviewer leaves: gone from the admin's form at once.
    await second.page.goto('/list/search-table');
    await expect.poll(() => editing(first.page, 'reviewer').count(), { timeout: 10_000 }).toBe(0);

    // The reviewer saves a change elsewhere: the admin's form says who and which fields, and reloads on request.
    expect((await asSession(second.page, 'PATCH', `${POLICIES}/${policy.id}`, { count: 9 })).code).toBe(20000);
    const alert = first.page.getByRole('alert').filter({ hasText: 'reviewer changed this record' });
    await alert.waitFor({ timeout: 10_000 });
    await expect.poll(() => alert.innerText()).toMatch(/: Count\.$/m);
    expect(await first.page.getByRole('spinbutton', { name: 'Count' }).inputValue()).toBe('5');
    await alert.getByRole('button', { name: 'Reload' }).click();
    await expect.poll(() => first.page.getByRole('spinbutton', { name: 'Count' }).inputValue()).toBe('9');
    expect(await alert.count()).toBe(0);

    expect([...first.errors, ...second.errors]).toEqual([]);
    await first.context.close();
    await second.context.close();
  });

  it('is pictured in light and dark, in English and Chinese', async () => {
    const { page, context, errors } = await signedIn(suite.browser, suite.server.url, 'admin');
    const other = await signedIn(suite.browser, suite.server.url, 'reviewer');
    const policy = await createPolicy(page, { name: 'Pictured live', count: 1 });
    let count = 1;
    for (const locale of ['en-US', 'zh-CN'] as const)
      for (const theme of ['light', 'dark'] as const) {
        await setLook(page, locale, theme);
        await setLook(other.page, locale, theme);
        await openEdit(page, policy.id);
        await openEdit(other.page, policy.id);
        expect((await asSession(other.page, 'PATCH', `${POLICIES}/${policy.id}`, { count: ++count })).code).toBe(20000);
        await page.getByRole('alert').waitFor({ timeout: 10_000 });
        await page
          .getByRole('status')
          .filter({ hasText: locale === 'en-US' ? 'is editing' : '正在编辑' })
          .waitFor({ timeout: 10_000 });
        await networkQuiet(page);
        await page.locator('main').screenshot({ path: path.join(SHOTS, `live-form-${locale}-${theme}.png`), animations: 'disabled' });
        // The list's "changes elsewhere", over its first rows.
        const open = streamOpen(page);
        await page.goto('/list/search-table');
        await expect.poll(() => rows(page).count()).toBe(10);
        await open;
        await createPolicy(other.page, { name: `Pictured newcomer ${locale} ${theme}` });
        await page.getByRole('button', { name: locale === 'en-US' ? '1 change elsewhere — refresh' : '其他人有 1 处更改 — 刷新' }).waitFor({ timeout: 10_000 });
        await networkQuiet(page);
        await page.locator('main').screenshot({ path: path.join(SHOTS, `live-list-${locale}-${theme}.png`), animations: 'disabled' });
      }
    console.info(`Live form pictures: ${SHOTS}`);
    expect([...errors, ...other.errors]).toEqual([]);
    await context.close();
    await other.context.close();
  });
});
