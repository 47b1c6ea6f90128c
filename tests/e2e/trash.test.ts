/**
 * The trash from the console, as an admin meets it on the policy list: a deleted policy is listed
 * there with who deleted it and when, comes back to the list on Restore, and is gone for good after
 * a confirmed Purge. Pictures of the dialog in both themes and locales, for a person to look at.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { consoleSuite } from './suite';
import { login, networkQuiet, openConsole, setLook } from './console';
import { asSession, createPolicy, POLICIES } from './records';

const suite = consoleSuite();
const SHOTS = fs.mkdtempSync(path.join(os.tmpdir(), 'mds-trash-shots-'));

const trashDialog = (page: Page, title: string | RegExp = 'Trash: Policies') => page.getByRole('dialog', { name: title });
/** The policy list, filtered to one name (so other tests' policies do not page it away). */
const listOf = (page: Page, name: string) => page.goto(`/list/search-table?filter=${encodeURIComponent(JSON.stringify({ name }))}`);

async function trashed(page: Page, name: string) {
  const policy = await createPolicy(page, { name });
  expect((await asSession(page, 'DELETE', `${POLICIES}/${policy.id}`)).code).toBe(20000);
  return policy;
}

describe('the trash of the policy list', () => {
  it('lists a deleted policy with who deleted it, restores it to the list, and purges another after a confirmation', async () => {
    const { page, context, errors } = await openConsole(suite.browser, suite.server.url);
    await login(page, 'admin', 'admin');
    const kept = await trashed(page, 'Trash kept policy');
    const gone = await trashed(page, 'Trash purged policy');

    await listOf(page, 'Trash kept policy');
    await page.getByRole('button', { name: 'Trash', exact: true }).click();
    const dialog = trashDialog(page);
    const keptRow = dialog.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Trash kept policy' }) });
    await keptRow.waitFor();
    expect(await keptRow.innerText()).toContain('admin');

    await dialog.getByRole('button', { name: 'Restore Trash kept policy' }).click();
    await expect.poll(() => page.getByText('1 record restored').isVisible()).toBe(true);
    await expect.poll(() => keptRow.count()).toBe(0);
    expect((await asSession(page, 'GET', `${POLICIES}/${kept.id}`)).code).toBe(20000);

    await dialog.getByRole('button', { name: 'Purge Trash purged policy' }).click();
    const confirm = page.getByRole('dialog', { name: 'Purge 1 record for good?' });
    await confirm.getByRole('button', { name: 'Purge' }).click();
    await expect.poll(() => page.getByText('1 record purged').isVisible()).toBe(true);
    expect((await asSession(page, 'POST', `${POLICIES}/${gone.id}/restore`)).code).toBe(40400);

    // Closed, the list shows the restored policy.
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => page.locator('table tbody tr').filter({ hasText: 'Trash kept policy' }).count()).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("a delete's Undo, on a policy's page, restores it from the trash", async () => {
    const { page, context, errors } = await openConsole(suite.browser, suite.server.url);
    await login(page, 'admin', 'admin');
    const one = await createPolicy(page, { name: 'Undo one policy' });
    await page.goto(`/policies/${one.id}`);
    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    // Deleted at once (the API has it in the trash), and the notice offers Undo.
    const notice = page.getByRole('alert').filter({ hasText: 'Element deleted' });
    await notice.waitFor();
    expect((await asSession(page, 'GET', `${POLICIES}/${one.id}`)).code).toBe(40400);
    await notice.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(() => page.getByText('1 record restored').isVisible()).toBe(true);
    expect((await asSession(page, 'GET', `${POLICIES}/${one.id}`)).data).toMatchObject({ name: 'Undo one policy' });

    expect(errors).toEqual([]);
    await context.close();
  });

  it('a bulk delete is done at once after a confirmation, and its Undo restores every selected policy', async () => {
    const { page, context, errors } = await openConsole(suite.browser, suite.server.url);
    await login(page, 'admin', 'admin');
    const selected = [await createPolicy(page, { name: 'Bulk undo policy A' }), await createPolicy(page, { name: 'Bulk undo policy B' })];
    await listOf(page, 'Bulk undo policy');
    const rows = page.locator('table tbody tr').filter({ hasText: 'Bulk undo policy' });
    await expect.poll(() => rows.count()).toBe(2);
    for (const row of await rows.all()) await row.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    // Deleted at once: the API has both in the trash while the notice still offers Undo.
    const notice = page.getByRole('alert').filter({ hasText: '2 elements deleted' });
    await notice.waitFor();
    await expect.poll(() => rows.count()).toBe(0);
    for (const p of selected) expect((await asSession(page, 'GET', `${POLICIES}/${p.id}`)).code).toBe(40400);
    await notice.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(() => page.getByText('2 records restored').isVisible()).toBe(true);
    for (const p of selected) expect((await asSession(page, 'GET', `${POLICIES}/${p.id}`)).code).toBe(20000);
    await expect.poll(() => rows.count()).toBe(2);

    expect(errors).toEqual([]);
    await context.close();
  });

  it('on the card list, restores a deleted inspection queue to its section', async () => {
    const { page, context, errors } = await openConsole(suite.browser, suite.server.url);
    await login(page, 'admin', 'admin');
    const QUEUES = '/api/list/quality-inspection';
    const queue = await asSession<{ id: number }>(page, 'POST', QUEUES, { title: 'Trashed queue', pendingCount: 1, backlogSeconds: 60, samplingCount: 0 });
    expect(queue.code).toBe(20000);
    expect((await asSession(page, 'DELETE', `${QUEUES}/${queue.data.id}`)).code).toBe(20000);

    await page.goto('/list/card');
    const section = page.getByRole('region', { name: 'Quality inspection' });
    await section.getByRole('button', { name: 'Trash', exact: true }).click();
    const dialog = trashDialog(page, /^Trash: /);
    await dialog.getByRole('button', { name: 'Restore Trashed queue' }).click();
    await expect.poll(() => page.getByText('1 record restored').isVisible()).toBe(true);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => section.getByText('Trashed queue').count()).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("is pictured in light and dark, in English and Chinese, with the card list's buttons and a delete's Undo", async () => {
    const { page, context, errors } = await openConsole(suite.browser, suite.server.url);
    await login(page, 'admin', 'admin');
    await trashed(page, 'Pictured trashed policy');
    for (const locale of ['en-US', 'zh-CN'] as const)
      for (const theme of ['light', 'dark'] as const) {
        await setLook(page, locale, theme);
        await listOf(page, 'Pictured trashed policy');
        await page.getByRole('button', { name: locale === 'en-US' ? 'Trash' : '回收站', exact: true }).click();
        const dialog = trashDialog(page, locale === 'en-US' ? 'Trash: Policies' : '回收站：策略');
        await dialog.getByRole('rowheader', { name: 'Pictured trashed policy' }).first().waitFor();
        await networkQuiet(page);
        await dialog.screenshot({ path: path.join(SHOTS, `trash-${locale}-${theme}.png`), animations: 'disabled' });
        await page.keyboard.press('Escape');
        await expect.poll(() => dialog.count()).toBe(0);
        // The card list: each section's heading with its Trash button.
        await page.goto('/list/card');
        const trashButtons = page.getByRole('button', { name: locale === 'en-US' ? 'Trash' : '回收站', exact: true });
        await expect.poll(() => trashButtons.count()).toBe(3);
        await networkQuiet(page);
        await page.screenshot({ path: path.join(SHOTS, `cards-${locale}-${theme}.png`), animations: 'disabled' });
        // A delete's notice, whose Undo restores from the trash.
        const doomed = await createPolicy(page, { name: `Pictured undo ${locale} ${theme}` });
        await page.goto(`/policies/${doomed.id}`);
        await page.getByRole('button', { name: locale === 'en-US' ? 'Delete' : '删除' }).click();
        await page
          .getByRole('dialog')
          .getByRole('button', { name: locale === 'en-US' ? 'Confirm' : '确认' })
          .click();
        const notice = page.locator('.MuiSnackbar-root').getByRole('alert');
        await notice.getByRole('button', { name: locale === 'en-US' ? 'Undo' : '撤销' }).waitFor();
        await notice.screenshot({ path: path.join(SHOTS, `undo-${locale}-${theme}.png`), animations: 'disabled' });
        await notice.getByRole('button', { name: locale === 'en-US' ? 'Undo' : '撤销' }).click();
        await expect.poll(async () => (await asSession(page, 'GET', `${POLICIES}/${doomed.id}`)).code).toBe(20000);
      }
    console.info(`Trash dialog pictures: ${SHOTS}`);
    expect(errors).toEqual([]);
    await context.close();
  });
});
