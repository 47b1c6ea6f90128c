/**
 * A record's change history in a real browser: an admin's edit is listed on the policy's page with
 * each field's label and its value before → after (an enum by its label); Revert to the older
 * version, once confirmed, puts the old values back as a new "Reverted" entry. The panel in Chinese,
 * and pictures of it in both themes and locales for a person to look at.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { consoleSuite } from './suite';
import { login, networkQuiet, openConsole, setLook } from './console';
import { asSession, createPolicy, POLICIES, readPolicy } from './records';

const suite = consoleSuite();

/** Where the panel's pictures go (kept after the run, for a person to look at). */
const SHOTS = fs.mkdtempSync(path.join(os.tmpdir(), 'mds-history-shots-'));

const historyPanel = (page: Page, title = 'Change history') => page.getByRole('region', { name: title });
/** The panel's revisions, newest first (each has its own list of changed fields). */
const revisionItems = (panel: Locator) => panel.locator('ol > li');
const changeLine = (item: Locator, field: string) => item.locator(`li[data-field="${field}"]`);

/** Opens the policy's edit screen and waits for its form to hold the record. */
async function openEdit(page: Page, id: number, name: string) {
  await page.goto(`/policies/${id}`);
  await expect.poll(() => page.getByRole('textbox', { name: 'Set Name' }).inputValue()).toBe(name);
}

describe('the History panel of a policy', () => {
  it('lists an edit with labels and before → after, and reverts to the older version after a confirmation', async () => {
    const { page, context, errors } = await openConsole(suite.browser, suite.server.url);
    await login(page, 'admin', 'admin');
    const policy = await createPolicy(page, { name: 'History before', contentType: 'img' });

    // The edit: a text and an enum.
    await openEdit(page, policy.id, 'History before');
    await page.getByRole('textbox', { name: 'Set Name' }).fill('History after');
    await page.getByRole('combobox', { name: 'Content Type' }).click();
    await page.getByRole('option', { name: 'Horizontal short video' }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL((u) => u.pathname === '/list/search-table');

    // Back on its page, the panel lists the edit above the creation, field by field.
    await openEdit(page, policy.id, 'History after');
    const panel = historyPanel(page);
    await expect.poll(() => revisionItems(panel).count()).toBe(2);
    const [edited, created] = [revisionItems(panel).nth(0), revisionItems(panel).nth(1)];
    await expect.poll(() => edited.innerText()).toMatch(/Edited · by \S/);
    expect(await created.innerText()).toContain('Created');
    expect(await changeLine(edited, 'name').innerText()).toBe('Set Name: History before → History after');
    expect(await changeLine(edited, 'contentType').innerText()).toBe('Content Type: Image-text → Horizontal short video');
    // The value before is struck through, as removed.
    expect(await changeLine(edited, 'name').locator('del').innerText()).toBe('History before');
    // Only what was not the last change can be reverted to.
    expect(await edited.getByRole('button', { name: /^Revert to the version of/ }).count()).toBe(0);

    // Revert to the creation: the dialog says what will change, and nothing happens until confirmed.
    await created.getByRole('button', { name: /^Revert to the version of/ }).click();
    const dialog = page.getByRole('dialog', { name: /^Revert to the version of .+\?$/ });
    await expect.poll(() => dialog.getByText('These fields will change:').isVisible()).toBe(true);
    expect(await changeLine(dialog, 'name').innerText()).toBe('Set Name: History after → History before');
    expect(await changeLine(dialog, 'contentType').innerText()).toBe('Content Type: Horizontal short video → Image-text');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    expect((await readPolicy(page, policy.id)).name).toBe('History after');

    await created.getByRole('button', { name: /^Revert to the version of/ }).click();
    await dialog.getByRole('button', { name: 'Revert', exact: true }).click();
    await expect.poll(() => page.getByText('Record reverted').isVisible()).toBe(true);
    await expect.poll(() => dialog.count()).toBe(0);

    // The form holds the old values again, and so does the API; a "Reverted" entry comes first.
    await expect.poll(() => page.getByRole('textbox', { name: 'Set Name' }).inputValue()).toBe('History before');
    await expect.poll(() => page.getByRole('combobox', { name: 'Content Type' }).innerText()).toBe('Image-text');
    expect(await readPolicy(page, policy.id)).toMatchObject({ name: 'History before', contentType: 'img' });
    await expect.poll(() => revisionItems(panel).count()).toBe(3);
    const reverted = revisionItems(panel).first();
    await expect.poll(() => reverted.innerText()).toMatch(/Reverted · by \S/);
    expect(await changeLine(reverted, 'name').innerText()).toBe('Set Name: History after → History before');
    expect(await changeLine(reverted, 'contentType').innerText()).toBe('Content Type: Horizontal short video → Image-text');

    // After a reload too (what was written, not what the page kept).
    await page.reload();
    await expect.poll(() => revisionItems(historyPanel(page)).count()).toBe(3);
    await expect.poll(() => revisionItems(historyPanel(page)).first().innerText()).toContain('Reverted');

    expect(errors).toEqual([]);
    await context.close();
  });

  it('is in Chinese for a Chinese reader', async () => {
    const { page, context, errors } = await openConsole(suite.browser, suite.server.url, 'zh-CN');
    await login(page, 'admin', 'admin');
    const policy = await createPolicy(page, { name: '修改前', contentType: 'img' });
    const edited = await fetchEdit(page, policy.id, { name: '修改后', contentType: 'verticalVideo' });
    expect(edited).toBe(20000);

    await page.goto(`/policies/${policy.id}`);
    const panel = historyPanel(page, '修改记录');
    await expect.poll(() => revisionItems(panel).count()).toBe(2);
    await expect.poll(() => revisionItems(panel).first().innerText()).toMatch(/^编辑 · 操作人：\S/m);
    expect(await changeLine(revisionItems(panel).first(), 'contentType').innerText()).toBe('内容体裁：图文 → 竖版短视频');
    expect(
      await revisionItems(panel)
        .nth(1)
        .getByRole('button', { name: /^回退到 .+ 的版本$/ })
        .innerText(),
    ).toBe('回退');

    expect(errors).toEqual([]);
    await context.close();
  });

  it("is pictured in light and dark, in English and Chinese, on the policy's page and its edit form", async () => {
    const { page, context, errors } = await openConsole(suite.browser, suite.server.url);
    await login(page, 'admin', 'admin');
    const policy = await createPolicy(page, { name: 'Pictured policy', contentType: 'img', status: 'online' });
    expect(await fetchEdit(page, policy.id, { name: 'Pictured policy, renamed', contentType: 'horizontalVideo', count: 7 })).toBe(20000);
    expect(await fetchEdit(page, policy.id, { status: 'offline', offlineReason: 'Data source paused' })).toBe(20000);

    for (const locale of ['en-US', 'zh-CN'] as const)
      for (const theme of ['light', 'dark'] as const)
        for (const screen of ['show', 'edit'] as const) {
          await setLook(page, locale, theme);
          await page.goto(screen === 'show' ? `/policies/${policy.id}/show` : `/policies/${policy.id}`);
          const panel = historyPanel(page, locale === 'en-US' ? 'Change history' : '修改记录');
          await expect.poll(() => revisionItems(panel).count()).toBe(3);
          await expect.poll(() => page.evaluate(() => document.body.getAttribute('arco-theme') ?? 'light')).toBe(theme);
          await networkQuiet(page);
          const file = path.join(SHOTS, `history-${screen}-${locale}-${theme}.png`);
          // The edit screen whole: the panel under the form and its toolbar.
          if (screen === 'edit') await page.screenshot({ path: file, fullPage: true, animations: 'disabled' });
          else await panel.screenshot({ path: file, animations: 'disabled' });
        }
    console.info(`History panel pictures: ${SHOTS}`);

    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('the History panel of a decision screen', () => {
  it('is beside the workflow history of an access request, pictured in light and dark, in English and Chinese', async () => {
    const { page, context, errors } = await openConsole(suite.browser, suite.server.url);
    await login(page, 'admin', 'admin');
    for (const locale of ['en-US', 'zh-CN'] as const)
      for (const theme of ['light', 'dark'] as const) {
        await setLook(page, locale, theme);
        await page.goto('/accessRequests/1/show');
        const panel = historyPanel(page, locale === 'en-US' ? 'Change history' : '修改记录');
        await panel.waitFor();
        await expect.poll(() => page.evaluate(() => document.body.getAttribute('arco-theme') ?? 'light')).toBe(theme);
        await networkQuiet(page);
        await page.screenshot({ path: path.join(SHOTS, `history-decision-${locale}-${theme}.png`), fullPage: true, animations: 'disabled' });
      }
    expect(errors).toEqual([]);
    await context.close();
  });
});

/** An edit through the API as the page's session (what another tab would do): the envelope's code. */
async function fetchEdit(page: Page, id: number, changes: Record<string, unknown>): Promise<number> {
  return (await asSession(page, 'PUT', `${POLICIES}/${id}`, changes)).code;
}
