/**
 * Notices in the console: a user, reading in Chinese, files and submits an access request; the admin
 * sees what waits for them (the workplace card, the menu) and the notice in the message box, opens
 * the request from it and approves it; the user's message box tells them of the decision in Chinese
 * and opens the request.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import accessRequests from '../../resources/accessRequests';
import datasets from '../../resources/datasets';
import { seedRecords } from '../../resources/lib/seed';
import { consoleSuite } from './suite';
import { login, openConsole, sessionGet } from './console';
import { take } from './workflow';

const suite = consoleSuite();
const TITLE = 'Sepsis readmissions after discharge';
const ZH = accessRequests.messages['zh-CN'];
/** A published dataset one admin's approval shares, asking nothing more of a request (not core; no IRB, PUB, COL, POA). */
const DATASET = String(
  seedRecords(datasets, datasets.seed.count).find(
    (d) => d.state === 'published' && d.sensitivity !== 'core' && !(d.duoCodes as string[]).some((c) => ['IRB', 'PUB', 'COL', 'POA', 'NPU'].includes(c)),
  )!.title,
);

const poll = <T>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: 15_000 });
/** The bell, named by its title and its unread count. */
const bell = (page: Page, title: string) => page.getByRole('button', { name: new RegExp(`^${title}( \\d+\\+?)?$`) });
/** Opens the message box on its notices' tab. */
async function openNotices(page: Page, title: string, tab: string) {
  await bell(page, title).click();
  const box = page.getByRole('dialog', { name: title });
  await box.getByRole('tab', { name: new RegExp(`^${tab}`) }).click();
  return box;
}

describe('notices', () => {
  it('tell the admins of a submitted request and the requester of the decision, each in their language', { timeout: 300_000 }, async () => {
    const user = await openConsole(suite.browser, suite.server.url, 'zh-CN');
    await login(user.page, 'user', 'user');
    await user.page.goto('/accessRequests/create');
    await user.page.getByRole('textbox', { name: ZH.fields.title }).fill(TITLE);
    await user.page.getByRole('combobox', { name: ZH.fields.datasets }).fill(DATASET.slice(0, 6));
    await user.page.getByRole('option', { name: DATASET }).click();
    await user.page.getByRole('textbox', { name: ZH.fields.researchPlan }).fill('Readmissions within 30 days, aggregated by ward.');
    await user.page.getByRole('button', { name: '保存' }).click();
    await user.page.waitForURL((u) => u.pathname === '/accessRequests');
    const { list } = await sessionGet<{ list: { id: number; title: string }[] }>(
      user.page,
      `${suite.server.url}${accessRequests.endpoint}?current=1&pageSize=1&sort=id&order=desc`,
    );
    expect(list[0].title).toBe(TITLE);
    const id = list[0].id;
    await user.page.goto(`/accessRequests/${id}/show`);
    await user.page.getByRole('button', { name: ZH.workflow!.submit, exact: true }).click();
    await poll(() => user.page.getByText(`“${ZH.workflow!.submit}”已完成`).isVisible()).toBe(true);

    // The admin: the request waits for their decision, on the workplace and in the menu, beside the seeded ones.
    const admin = await openConsole(suite.browser, suite.server.url);
    await login(admin.page, 'admin', 'admin');
    await admin.page.goto('/project/1');
    const card = admin.page.getByRole('region', { name: 'Requests waiting for review' });
    await poll(() => card.getByRole('link', { name: '3 requests await your decision' }).isVisible()).toBe(true);
    expect(await card.getByRole('link', { name: '1 output awaits your check' }).isVisible()).toBe(true);
    await admin.page.getByRole('button', { name: 'Data sharing' }).click();
    const menu = admin.page.getByRole('navigation', { name: 'Main menu' });
    await poll(() => menu.getByRole('link', { name: /^Access requests\s*3 waiting$/ }).isVisible()).toBe(true);

    // The notice, in English: who submitted what; following it opens the request and reads it.
    const unread = Number((await bell(admin.page, 'Messages').getAttribute('aria-label'))!.replace(/\D/g, ''));
    let box = await openNotices(admin.page, 'Messages', 'Notice');
    const submitted = box.getByRole('link', { name: new RegExp(`user submitted the access request “${TITLE}”: it waits for review`) });
    await poll(() => submitted.isVisible()).toBe(true);
    expect(await submitted.innerText()).toMatch(/^Access request/);
    await submitted.click();
    await admin.page.waitForURL((u) => u.pathname === `/accessRequests/${id}/show`);
    await box.waitFor({ state: 'hidden' });
    await poll(() => bell(admin.page, 'Messages').getAttribute('aria-label')).toBe(`Messages ${unread - 1}`);
    await take(admin.page, 'Approve', { accessExpiresAt: '2027-12-31T00:00' });

    // The user reads the decision in Chinese, and goes from it to the request.
    await user.page.reload();
    box = await openNotices(user.page, '消息通知', '通知');
    const approved = box.getByRole('link', { name: new RegExp(`您的访问申请“${TITLE}”已获批准。`) });
    await poll(() => approved.isVisible()).toBe(true);
    expect(await approved.innerText()).toMatch(new RegExp(`^${ZH.name.split('|')[0].trim()}`));
    await approved.click();
    await user.page.waitForURL((u) => u.pathname === `/accessRequests/${id}/show`);
    await poll(() => user.page.getByText(ZH.enums!.state.approved, { exact: true }).first().isVisible()).toBe(true);

    for (const who of [user, admin]) {
      expect(who.errors).toEqual([]);
      await who.context.close();
    }
  });
});
