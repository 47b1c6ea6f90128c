/**
 * The navbar message box in a real browser: the badge shows the real unread total, reading a
 * message (one, or a whole tab) updates the badge and the tab counts and survives a reload,
 * "empty" clears only the view, "view more" opens the messages list; keyboard and both locales.
 */
import { describe, expect, it } from 'vitest';
import { consoleSuite } from './suite';
import type { Page } from 'playwright-core';
import messages, { MESSAGE_TYPES, UNREAD, type Message, type MessageType } from '../../resources/messages';
import { seedRecords } from '../../resources/lib/seed';
import { login, openConsole, rows } from './console';

const EN = { button: 'Messages', tabs: { message: 'Message', notice: 'Notice', todo: 'Todo' } };
const ZH = { button: '消息通知', tabs: { message: '消息', notice: '通知', todo: '待办' } };

/** A demo user's seeded inbox (admin is user 1, user is user 2). */
const inboxOf = (userId: number) => seedRecords(messages, messages.seed.count).filter((r) => r.owner === userId) as unknown as (Message & { owner: number })[];
const unreadCount = (list: readonly Message[], type?: MessageType) => list.filter((m) => m.status === UNREAD && (!type || m.type === type)).length;

/** Waits for what the page shows; 10 s, so a busy machine does not fail it (vitest's default is 1 s). */
const poll = <T>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: 10_000 });

// The seeded inboxes as they are: the expiry sweep would add the notices of the seeded grants that have lapsed.
const suite = consoleSuite({ JOBS: 'off' });

/** The bell; hidden from the accessibility tree (aria-hidden) while the box is open, as a modal's background is. */
/** Its name is the title followed by the badge's number, when there is one. */
const bell = (page: Page, name = EN.button, includeHidden = false) => page.getByRole('button', { name: new RegExp(`^${name}( \\d+\\+?)?$`), includeHidden });
const box = (page: Page, name = EN.button) => page.getByRole('dialog', { name });
/** The number on the bell's badge; 0 when the badge is hidden. */
const badge = async (page: Page, name = EN.button) => {
  const b = bell(page, name, true).locator('.MuiBadge-badge');
  if ((await b.count()) === 0 || (await b.getAttribute('class'))?.includes('MuiBadge-invisible')) return 0;
  return Number(await b.innerText());
};
/** The accessible names of the box's tabs, e.g. "Message (3)". */
const tabNames = (page: Page) => box(page).getByRole('tab').allInnerTexts();
const tabName = (label: string, count: number) => (count > 0 ? `${label} (${count})` : label);
const unreadItems = (page: Page) => box(page).getByRole('tabpanel').getByRole('button');

describe('the message box as the demo admin', () => {
  const inbox = inboxOf(1);

  it('shows the unread total, reads one message and a whole tab, and keeps the reads', async () => {
    const { page, context, errors } = await openConsole(suite.browser, suite.server.url);
    await login(page, 'admin', 'admin');
    let unread = unreadCount(inbox);
    expect(unread).toBeGreaterThan(2);
    await poll(() => badge(page)).toBe(unread);

    await bell(page).click();
    await box(page).waitFor();
    await poll(() => tabNames(page)).toEqual(MESSAGE_TYPES.map((t) => tabName(EN.tabs[t], unreadCount(inbox, t))));
    // The Message tab: every message of the type, newest first, unread ones as buttons.
    const own = inbox.filter((m) => m.type === 'message').sort((a, b) => Date.parse(b.time) - Date.parse(a.time));
    await poll(() => box(page).getByRole('listitem').count()).toBe(own.length);
    expect(await box(page).getByRole('listitem').first().innerText()).toContain(own[0].title);
    expect(await unreadItems(page).count()).toBe(unreadCount(inbox, 'message'));

    // Reading one: the badge and the tab count drop by one, the item is no longer a button.
    const first = own.find((m) => m.status === UNREAD)!;
    await unreadItems(page).filter({ hasText: first.title }).click();
    unread -= 1;
    await poll(() => badge(page)).toBe(unread);
    await poll(() => box(page).getByRole('tab').first().innerText()).toBe(tabName(EN.tabs.message, unreadCount(inbox, 'message') - 1));
    expect(await unreadItems(page).filter({ hasText: first.title }).count()).toBe(0);

    // "All read" on the Notice tab reads every notice.
    await box(page)
      .getByRole('tab', { name: new RegExp(`^${EN.tabs.notice}`) })
      .click();
    await box(page).getByRole('button', { name: 'All read' }).click();
    unread -= unreadCount(inbox, 'notice');
    await poll(() => badge(page)).toBe(unread);
    await poll(() => box(page).getByRole('tab').nth(1).innerText()).toBe(EN.tabs.notice);
    expect(await unreadItems(page).count()).toBe(0);
    expect(await box(page).getByRole('button', { name: 'All read' }).isDisabled()).toBe(true);

    // Escape closes the box; the reads are on the server: a reload shows the same total.
    await page.keyboard.press('Escape');
    await box(page).waitFor({ state: 'hidden' });
    await page.reload();
    await poll(() => badge(page)).toBe(unread);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('"empty" clears only the tab in view; the messages come back after a reload', async () => {
    const { page, context, errors } = await openConsole(suite.browser, suite.server.url);
    await login(page, 'admin', 'admin');
    await bell(page).click();
    await box(page)
      .getByRole('tab', { name: new RegExp(`^${EN.tabs.todo}`) })
      .click();
    const todos = inbox.filter((m) => m.type === 'todo');
    await poll(() => box(page).getByRole('listitem').count()).toBe(todos.length);
    const before = await badge(page);
    await box(page).getByRole('button', { name: 'Empty' }).click();
    await poll(() => box(page).getByText('No content').isVisible()).toBe(true);
    expect(await box(page).getByRole('tab').nth(2).innerText()).toBe(EN.tabs.todo);
    // Still unread on the server: the badge keeps the real total.
    expect(await badge(page)).toBe(before);
    await page.keyboard.press('Escape');
    await bell(page).click();
    await box(page)
      .getByRole('tab', { name: new RegExp(`^${EN.tabs.todo}`) })
      .click();
    expect(await box(page).getByText('No content').isVisible()).toBe(true);

    await page.keyboard.press('Escape');
    await page.reload();
    await bell(page).click();
    await box(page)
      .getByRole('tab', { name: new RegExp(`^${EN.tabs.todo}`) })
      .click();
    await poll(() => box(page).getByRole('listitem').count()).toBe(todos.length);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('is usable from the keyboard and gives the focus back to the bell', async () => {
    const { page, context, errors } = await openConsole(suite.browser, suite.server.url);
    await login(page, 'admin', 'admin');
    await bell(page).focus();
    await page.keyboard.press('Enter');
    await box(page).waitFor();
    await poll(() => page.evaluate(() => !!document.activeElement?.closest('[role=dialog]'))).toBe(true);
    const inDialog = () => page.evaluate(() => !!document.activeElement?.closest('[role=dialog]'));
    // Tab keeps the focus inside the box.
    for (let i = 0; i < 12; i++) await page.keyboard.press('Tab');
    expect(await inDialog()).toBe(true);
    // Enter on an unread message reads it; the focus stays in the box, on the next unread one.
    const before = await badge(page);
    // The box's list comes with its code, the first time the bell is used.
    await poll(() => unreadItems(page).count()).toBeGreaterThan(1);
    const items = await unreadItems(page).count();
    await unreadItems(page).first().focus();
    await page.keyboard.press('Enter');
    await poll(() => badge(page)).toBe(before - 1);
    expect(await unreadItems(page).count()).toBe(items - 1);
    expect(await page.evaluate(() => document.activeElement?.classList.contains('MuiListItemButton-root'))).toBe(true);
    await page.keyboard.press('Escape');
    await box(page).waitFor({ state: 'hidden' });
    await poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toMatch(new RegExp(`^${EN.button}( \\d+)?$`));
    expect(errors).toEqual([]);
    await context.close();
  });

  it('"view more" opens the messages list on the tab\'s type', async () => {
    const { page, context, errors } = await openConsole(suite.browser, suite.server.url);
    await login(page, 'admin', 'admin');
    await bell(page).click();
    await box(page)
      .getByRole('tab', { name: new RegExp(`^${EN.tabs.notice}`) })
      .click();
    await box(page).getByRole('button', { name: 'View more' }).click();
    await page.waitForURL((u) => u.pathname === '/messages');
    await expect(box(page).count()).resolves.toBe(0);
    const notices = inbox.filter((m) => m.type === 'notice');
    await poll(() => rows(page).count()).toBe(notices.length);
    const texts = await rows(page).allInnerTexts();
    for (const n of notices) expect(texts.some((t) => t.includes(n.title))).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('the message box when the list fails', () => {
  it('shows the error with a retry that loads the messages', async () => {
    const { page, context } = await openConsole(suite.browser, suite.server.url);
    const failure = { data: null, status: 'fail', msg: 'Message service unavailable', code: 40000 };
    await page.route('**/api/message/list', (route) => route.fulfill({ status: 400, contentType: 'application/json', body: JSON.stringify(failure) }));
    await login(page, 'admin', 'admin');
    await bell(page).click();
    await poll(() => box(page).getByText('The messages could not be loaded.').isVisible()).toBe(true);
    expect(await badge(page)).toBe(0);
    await page.unroute('**/api/message/list');
    await box(page).getByRole('button', { name: 'Retry' }).click();
    await poll(() => box(page).getByRole('listitem').count()).toBeGreaterThan(0);
    await poll(() => badge(page)).toBeGreaterThan(0);
    await context.close();
  });
});

describe('the message box as the demo user, in Chinese', () => {
  it("shows the user's own messages, translated, and never the admin's", async () => {
    const inbox = inboxOf(2);
    const adminTitles = inboxOf(1).map((m) => m.title);
    const { page, context, errors } = await openConsole(suite.browser, suite.server.url, 'zh-CN');
    await login(page, 'user', 'user');
    await poll(() => badge(page, ZH.button)).toBe(unreadCount(inbox));
    await bell(page, ZH.button).click();
    await box(page, ZH.button).waitFor();
    await expect
      .poll(() => box(page, ZH.button).getByRole('tab').allInnerTexts())
      .toEqual(MESSAGE_TYPES.map((t) => (unreadCount(inbox, t) > 0 ? `${ZH.tabs[t]}（${unreadCount(inbox, t)}）` : ZH.tabs[t])));
    for (const type of MESSAGE_TYPES) {
      await box(page, ZH.button)
        .getByRole('tab', { name: new RegExp(`^${ZH.tabs[type]}`) })
        .click();
      const text = await box(page, ZH.button).getByRole('tabpanel').innerText();
      for (const m of inbox.filter((x) => x.type === type)) expect(text).toContain(m.title);
      for (const t of adminTitles) expect(text).not.toContain(t);
      // Notices and todos carry a translated state tag; no raw message key is left.
      if (type !== 'message') expect(text).toMatch(/未开始|已开通|进行中|即将到期/);
      expect(text).not.toMatch(/messageBox\./);
    }
    expect(await box(page, ZH.button).getByRole('button', { name: '全部已读' }).count()).toBe(1);
    expect(await box(page, ZH.button).getByRole('button', { name: '查看更多' }).count()).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });
});
