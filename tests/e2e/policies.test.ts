/**
 * The walking skeleton in a real browser: the built console against the fake API.
 * Demo admin: list, paging, filter, create, edit, field errors, logout; demo user: read-only.
 */
import { describe, expect, it } from 'vitest';
import { consoleSuite } from './suite';
import { login, openConsole, openDemoTab, rows } from './console';

const ALL_POLICIES = `/policies?filter=${encodeURIComponent('{}')}&page=1`;

const suite = consoleSuite();

describe('policies as the demo admin', () => {
  it('lists, pages, filters, creates, edits, shows field errors and logs out', async () => {
    const { page, context, errors } = await openConsole(suite.browser, suite.server.url);
    await login(page, 'admin', 'admin');
    await page.goto('/policies');

    // 10 of 55, newest first
    await expect.poll(() => rows(page).count()).toBe(10);
    await expect.poll(() => page.getByText('1-10 of 55').isVisible()).toBe(true);

    // page 2
    await page.getByRole('button', { name: 'Go to page 2' }).click();
    await expect.poll(() => page.getByText('11-20 of 55').isVisible()).toBe(true);
    expect(await rows(page).count()).toBe(10);

    // filter by status: every row online, and fewer than all of them
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Online' }).click();
    await expect.poll(() => page.url()).toContain('status');
    await expect.poll(async () => (await rows(page).allInnerTexts()).every((t) => t.includes('Online'))).toBe(true);
    const filteredTotal = Number(/of (\d+)/.exec(await page.locator('.MuiTablePagination-displayedRows').innerText())?.[1]);
    expect(filteredTotal).toBeGreaterThan(0);
    expect(filteredTotal).toBeLessThan(55);

    // an invalid policy: field errors on the form, nothing saved
    await page.goto('/policies/create');
    await page.getByRole('textbox', { name: 'Set Number' }).fill('12ab');
    await page.getByRole('textbox', { name: 'Set Name' }).fill('');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => page.getByText('Must be 2 to 12 digits').isVisible()).toBe(true);
    await expect.poll(() => page.getByText('Required').first().isVisible()).toBe(true);
    expect(page.url()).toContain('/policies/create');

    // a valid one is created and listed first (newest)
    await page.getByRole('textbox', { name: 'Set Number' }).fill('424242');
    await page.getByRole('textbox', { name: 'Set Name' }).fill('E2E cardiology cohort');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL((u) => u.pathname === '/list/search-table');
    // The list remembers the status filter; the new (offline) policy shows once it is cleared.
    await page.goto(ALL_POLICIES);
    await expect.poll(() => rows(page).first().innerText()).toContain('E2E cardiology cohort');
    await expect.poll(() => page.getByText('1-10 of 56').isVisible()).toBe(true);

    // a duplicate number is refused by the server, and the message lands on the field
    await page.goto('/policies/create');
    await page.getByRole('textbox', { name: 'Set Number' }).fill('424242');
    await page.getByRole('textbox', { name: 'Set Name' }).fill('Duplicate number');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => page.getByText('This value is already used').first().isVisible()).toBe(true);

    // edit it
    await page.goto(ALL_POLICIES);
    await rows(page).filter({ hasText: 'E2E cardiology cohort' }).click();
    await page.waitForURL(/\/policies\/\d+$/);
    await page.getByRole('button', { name: 'Save' }).waitFor();
    await expect.poll(() => page.getByRole('textbox', { name: 'Set Name' }).inputValue()).toBe('E2E cardiology cohort');
    await page.getByRole('textbox', { name: 'Set Name' }).fill('E2E cardiology cohort v2');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL((u) => u.pathname === '/list/search-table');
    await expect.poll(() => rows(page).first().innerText()).toContain('E2E cardiology cohort v2');

    // log out
    await page.getByRole('button', { name: 'Account' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL((u) => u.pathname.startsWith('/login'));
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('policies as the demo user', () => {
  it('reads the list but is offered no create', async () => {
    const { page, context, errors } = await openConsole(suite.browser, suite.server.url);
    await login(page, 'user', 'user');
    await page.goto('/policies');
    await expect.poll(() => rows(page).count()).toBe(10);
    expect(await page.getByRole('link', { name: 'Create' }).count()).toBe(0);
    expect(await page.evaluate(() => localStorage.getItem('userRole'))).toBe('user');
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('the login page', () => {
  it('is in Chinese by default and refuses a wrong pair with the spec message', async () => {
    const { page, context } = await suite.browser.newContext({ baseURL: suite.server.url }).then(async (ctx) => ({ context: ctx, page: await ctx.newPage() }));
    await page.goto('/login');
    await expect.poll(() => page.getByRole('heading', { name: '登录医疗数据服务' }).isVisible()).toBe(true);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('zh-CN');
    await openDemoTab(page);
    await page.getByRole('textbox', { name: '用户名' }).fill('admin');
    await page.locator('input[name=password]').fill('wrong');
    await page.getByRole('button', { name: '登录' }).click();
    await expect.poll(() => page.getByRole('alert').innerText()).toContain('账号或者密码错误');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await context.close();
  });

  it('reloads a clean URL deep inside the console', async () => {
    const { page, context } = await openConsole(suite.browser, suite.server.url);
    await login(page, 'admin', 'admin');
    await page.goto('/policies/1/show');
    await page.reload();
    await expect.poll(() => page.getByText('Set Number').first().isVisible()).toBe(true);
    await context.close();
  });
});

describe('the search table toolbar', () => {
  it('changes density (remembered), refreshes, and imports valid CSV rows after a preview', async () => {
    const { page, context, errors } = await openConsole(suite.browser, suite.server.url);
    await login(page, 'admin', 'admin');
    await page.goto(ALL_POLICIES);
    await expect.poll(() => rows(page).count()).toBe(10);
    const rowHeight = () =>
      rows(page)
        .first()
        .evaluate((r) => r.getBoundingClientRect().height);
    const medium = await rowHeight();
    await page.getByRole('button', { name: 'Density' }).click();
    await page.getByRole('menuitem', { name: 'Mini' }).click();
    await expect.poll(rowHeight).toBeLessThan(medium);
    await page.reload();
    await expect.poll(rowHeight).toBeLessThan(medium);

    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect.poll(() => rows(page).count()).toBe(10);

    const csv = 'Set Number,Set Name,Count,Status\n777001,Imported radiology set,12,online\nbad,,x,online\n777002,Imported pathology set,3,offline\n';
    await page.locator('input[type=file]').setInputFiles({ name: 'policies.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    const dialog = page.getByRole('dialog', { name: 'Import from CSV' });
    await expect.poll(() => dialog.getByText('2 rows are ready to import; 1 have errors and will be skipped.').isVisible()).toBe(true);
    await expect.poll(() => dialog.getByText('Must be 2 to 12 digits').isVisible()).toBe(true);
    await dialog.getByRole('button', { name: 'Import 2 rows' }).click();
    await expect.poll(() => dialog.getByText('2 created, 1 not imported.').isVisible()).toBe(true);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('textbox', { name: 'Set Name' }).fill('Imported');
    await expect.poll(() => rows(page).count()).toBe(2);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('bulk actions on policies', () => {
  const ONLINE = `/policies?filter=${encodeURIComponent(JSON.stringify({ status: 'online' }))}&page=1`;
  const numbers = (page: import('playwright-core').Page) => rows(page).locator('td.column-number').allInnerTexts();

  it('sets the selected rows offline (with a reason) after the undo window, and undo keeps them', async () => {
    const { page, context, errors } = await openConsole(suite.browser, suite.server.url);
    await login(page, 'admin', 'admin');
    await page.goto(ONLINE);
    await expect.poll(() => rows(page).count()).toBe(10);
    const [first, second] = await numbers(page);

    // Undo: nothing reaches the server.
    await rows(page).nth(0).getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Set offline' }).click();
    await page.getByRole('button', { name: 'Undo' }).click();
    await page.reload();
    await expect.poll(() => numbers(page)).toContain(first);

    // Two rows offline: gone from the online filter once the notice closes, kept after a reload.
    await rows(page).nth(0).getByRole('checkbox').check();
    await rows(page).nth(1).getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Set offline' }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Undo' }).count(), { timeout: 15_000 }).toBe(0);
    const stored = (number: string) =>
      page.evaluate(async (n) => {
        const res = await fetch(`/api/list/policy?current=1&pageSize=10&number=${encodeURIComponent(n)}`, {
          headers: { Authorization: `Bearer ${localStorage.getItem('token')}` },
        });
        return (await res.json()).data.list[0] as { status: string; offlineReason?: string };
      }, number);
    await expect.poll(async () => (await stored(first)).status, { timeout: 15_000 }).toBe('offline');
    await page.reload();
    await expect.poll(() => rows(page).count()).toBe(10);
    const after = await numbers(page);
    expect(after).not.toContain(first);
    expect(after).not.toContain(second);
    const offline = await stored(first);
    expect(offline).toMatchObject({ status: 'offline', offlineReason: 'Taken offline in bulk' });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows a reader the actions disabled', async () => {
    const { page, context, errors } = await openConsole(suite.browser, suite.server.url);
    await login(page, 'user', 'user');
    await page.goto(ONLINE);
    await expect.poll(() => rows(page).count()).toBe(10);
    await rows(page).nth(0).getByRole('checkbox').check();
    for (const name of ['Set online', 'Set offline', 'Delete']) expect(await page.getByRole('button', { name }).isDisabled()).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});
