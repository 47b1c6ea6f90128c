/**
 * Two admins on one policy, each in their own browser: the second save is refused because the first
 * changed the record meanwhile, and says so (who, when, which fields, theirs and mine) instead of
 * overwriting it; nothing is lost, and "mine on top" writes only what the second admin changed.
 * "Use theirs" shows the record as it is now; a delete of a changed record asks too. Pictures of the
 * dialog in both themes and locales, for a person to look at.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { consoleSuite } from './suite';
import { networkQuiet, setLook } from './console';
import { asSession, createPolicy, POLICIES, readPolicy } from './records';
import { signedIn } from './workflow';

const suite = consoleSuite();
const SHOTS = fs.mkdtempSync(path.join(os.tmpdir(), 'mds-conflict-shots-'));

const nameBox = (page: Page, label = 'Set Name') => page.getByRole('textbox', { name: label });
const conflictDialog = (page: Page, title: string | RegExp = /^Someone else changed this record/) => page.getByRole('dialog', { name: title });
/** The dialog's row for a field: its cells' texts (field, now, yours or as opened). */
const row = (page: Page, field: string) =>
  conflictDialog(page)
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: field, exact: true }) })
    .getByRole('cell')
    .allInnerTexts();

async function openEdit(page: Page, id: number, name: string, label = 'Set Name') {
  await page.goto(`/policies/${id}`);
  await expect.poll(() => nameBox(page, label).inputValue()).toBe(name);
}

describe('two admins editing one policy', () => {
  it('refuses the stale save with who changed what, loses nothing, and saves mine on top when asked', async () => {
    const first = await signedIn(suite.browser, suite.server.url, 'admin');
    const second = await signedIn(suite.browser, suite.server.url, 'reviewer');
    const policy = await createPolicy(first.page, { name: 'Shared policy', count: 42 });
    await openEdit(first.page, policy.id, 'Shared policy');
    await openEdit(second.page, policy.id, 'Shared policy');

    // The second admin saves first: a new name and a new count.
    await nameBox(second.page).fill('Renamed by the reviewer');
    await second.page.getByRole('spinbutton', { name: 'Count' }).fill('7');
    await second.page.getByRole('button', { name: 'Save' }).click();
    await second.page.waitForURL((u) => u.pathname !== `/policies/${policy.id}`);

    // The first admin, on the form as it was, changes the name only: refused, and told why.
    await nameBox(first.page).fill('Renamed by the admin');
    await first.page.getByRole('button', { name: 'Save' }).click();
    const dialog = conflictDialog(first.page, 'Someone else changed this record: nothing was saved');
    await dialog.waitFor();
    // Named as the record's History names whoever changed it last.
    const revisions = await asSession<{ list: { actor: { name: string } }[] }>(second.page, 'GET', `${POLICIES}/${policy.id}/revisions`);
    expect(await dialog.innerText()).toContain(`${revisions.data.list[0].actor.name} changed this record`);
    expect(await row(first.page, 'Set Name')).toEqual(['Renamed by the reviewer', 'Renamed by the admin']);
    // A field only they changed: theirs is kept whatever happens.
    expect((await row(first.page, 'Count')).join(' | ')).toMatch(/^7 \| 42\s*Not changed by you: theirs is kept$/);
    // Nothing was overwritten: the API holds the reviewer's save.
    expect(await readPolicy(first.page, policy.id)).toMatchObject({ name: 'Renamed by the reviewer', count: 7 });
    expect(first.page.url()).toMatch(new RegExp(`/policies/${policy.id}$`));

    // Mine on top: my name, their count.
    await dialog.getByRole('button', { name: 'Save mine on top' }).click();
    await first.page.waitForURL((u) => u.pathname !== `/policies/${policy.id}`);
    expect(await readPolicy(first.page, policy.id)).toMatchObject({ name: 'Renamed by the admin', count: 7 });

    expect([...first.errors, ...second.errors]).toEqual([]);
    await first.context.close();
    await second.context.close();
  });

  it('"Use theirs" shows the record as it is now; a delete of a changed record asks first and deletes nothing', async () => {
    const { page, context, errors } = await signedIn(suite.browser, suite.server.url, 'admin');
    const policy = await createPolicy(page, { name: 'Policy to delete', count: 5 });
    await openEdit(page, policy.id, 'Policy to delete');
    // Another session changes it meanwhile (another admin's tab).
    const other = await signedIn(suite.browser, suite.server.url, 'reviewer');
    expect((await asSession(other.page, 'PUT', `${POLICIES}/${policy.id}`, { name: 'Changed elsewhere' })).code).toBe(20000);

    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    const dialog = conflictDialog(page, 'Someone else changed this record: nothing was deleted');
    await dialog.waitFor();
    expect(await row(page, 'Set Name')).toEqual(['Changed elsewhere', 'Policy to delete']);
    expect((await readPolicy(page, policy.id)).name).toBe('Changed elsewhere');

    await dialog.getByRole('button', { name: 'Keep it' }).click();
    await expect.poll(() => conflictDialog(page).count()).toBe(0);
    await expect.poll(() => nameBox(page).inputValue()).toBe('Changed elsewhere');
    // Now shown as it is, the record deletes as asked.
    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await page.waitForURL((u) => u.pathname !== `/policies/${policy.id}`);
    expect((await asSession(page, 'GET', `${POLICIES}/${policy.id}`)).code).toBe(40400);

    expect([...errors, ...other.errors]).toEqual([]);
    await context.close();
    await other.context.close();
  });

  it('is pictured in light and dark, in English and Chinese', async () => {
    const { page, context, errors } = await signedIn(suite.browser, suite.server.url, 'admin');
    const other = await signedIn(suite.browser, suite.server.url, 'reviewer');
    const policy = await createPolicy(page, { name: 'Pictured conflict', count: 3 });
    for (const locale of ['en-US', 'zh-CN'] as const)
      for (const theme of ['light', 'dark'] as const) {
        await setLook(page, locale, theme);
        const name = (await readPolicy(page, policy.id)).name;
        await openEdit(page, policy.id, name, locale === 'en-US' ? 'Set Name' : '集合名称');
        expect((await asSession(other.page, 'PUT', `${POLICIES}/${policy.id}`, { name: `${name} (theirs)`, count: 4 })).code).toBe(20000);
        await nameBox(page, locale === 'en-US' ? 'Set Name' : '集合名称').fill(`Mine ${locale} ${theme}`);
        await page.getByRole('button', { name: locale === 'en-US' ? 'Save' : '保存' }).click();
        const dialog = conflictDialog(page, locale === 'en-US' ? /^Someone else changed this record/ : /^他人已修改此记录/);
        await dialog.waitFor();
        await networkQuiet(page);
        await dialog.screenshot({ path: path.join(SHOTS, `conflict-${locale}-${theme}.png`), animations: 'disabled' });
        await dialog.getByRole('button', { name: locale === 'en-US' ? 'Use theirs' : '使用对方的版本' }).click();
        await expect.poll(() => dialog.count()).toBe(0);
      }
    console.info(`Conflict dialog pictures: ${SHOTS}`);
    expect([...errors, ...other.errors]).toEqual([]);
    await context.close();
    await other.context.close();
  });
});
