/**
 * Saved views, column order, export and leaving a form, as an operator meets them on the
 * search table: save the list's state under a name, get it back from the menu and from a link,
 * delete it; a CSV export of what the list shows; a warning before unsaved changes are lost.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { consoleSuite } from './suite';
import { downloadText, login, openConsole, rows } from './console';

const suite = consoleSuite();

const headers = (page: Page) => page.locator('table thead th').allInnerTexts();
const visibleHeaders = async (page: Page) => (await headers(page)).map((h) => h.trim()).filter(Boolean);

async function openViews(page: Page) {
  await page.getByRole('button', { name: 'Views' }).click();
  return page.getByRole('dialog', { name: 'Saved views' });
}

describe('saved views on the search table', () => {
  it('saves filters, sort, columns in their order and density, applies them from the menu and a link, and deletes the view', async () => {
    const { page, context, errors } = await openConsole(suite.browser, suite.server.url);
    await login(page, 'admin', 'admin');
    await page.goto(`/policies?filter=${encodeURIComponent('{}')}&page=1`);
    await expect.poll(() => rows(page).count()).toBe(10);

    // Online only, sorted by name, Status moved before Created Time, Filter Type hidden, mini rows.
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Online' }).click();
    await page.getByRole('button', { name: 'Set Name' }).click();
    await page.getByRole('button', { name: 'Columns' }).click();
    const chooser = page.getByRole('dialog', { name: 'Choose columns' });
    await chooser.getByRole('button', { name: 'Move Status up' }).click();
    await chooser.getByRole('checkbox', { name: 'Filter Type' }).click();
    await expect.poll(() => chooser.getByRole('checkbox', { name: 'Filter Type' }).isChecked()).toBe(false);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Density' }).click();
    await page.getByRole('menuitem', { name: 'Mini' }).click();
    const wanted = await visibleHeaders(page);
    expect(wanted.indexOf('Status')).toBeLessThan(wanted.indexOf('Created Time'));
    expect(wanted).not.toContain('Filter Type');
    const wantedUrl = new URL(page.url()).searchParams;

    const menu = await openViews(page);
    await menu.getByRole('button', { name: 'Save current view…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save this view' });
    await dialog.getByRole('textbox', { name: 'Name' }).fill('Online by name');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => page.getByText('View "Online by name" saved').isVisible()).toBe(true);

    // A bare list, then the view from the menu: the same rows, order of columns, sort and density.
    await page.goto('/list/search-table');
    await (await openViews(page)).getByRole('button', { name: 'Online by name', exact: true }).click();
    await expect.poll(() => visibleHeaders(page)).toEqual(wanted);
    // The address follows the view a moment after its columns show: polled, not read once.
    const keys = ['filter', 'sort', 'order', 'columns', 'density'];
    const paramsOf = (params: URLSearchParams) => Object.fromEntries(keys.map((key) => [key, params.get(key)]));
    await expect.poll(() => paramsOf(new URL(page.url()).searchParams)).toEqual(paramsOf(wantedUrl));
    await expect.poll(async () => (await rows(page).allInnerTexts()).every((t) => t.includes('Online'))).toBe(true);

    // Shared by URL: ?view=<id> opens it for its owner.
    const id = await page.evaluate(async () => {
      const res = await fetch('/api/views?current=1&pageSize=100', { headers: { Authorization: `Bearer ${localStorage.getItem('token')}` } });
      return (await res.json()).data.list.find((v: { name: string }) => v.name === 'Online by name').id as number;
    });
    await page.goto(`/list/search-table?view=${id}`);
    await expect.poll(() => new URL(page.url()).searchParams.get('filter')).toBe(wantedUrl.get('filter'));
    await expect.poll(() => visibleHeaders(page)).toEqual(wanted);

    // Deleted: gone from the menu.
    const again = await openViews(page);
    await again.getByRole('button', { name: 'Delete Online by name' }).click();
    await expect.poll(() => page.getByText('View "Online by name" deleted').isVisible()).toBe(true);
    await expect.poll(() => again.getByRole('button', { name: 'Online by name', exact: true }).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('saves an untouched list too (its sort and page size)', async () => {
    const { page, context, errors } = await openConsole(suite.browser, suite.server.url);
    await login(page, 'user', 'user');
    await page.goto('/list/search-table');
    await expect.poll(() => rows(page).count()).toBe(10);
    await (await openViews(page)).getByRole('button', { name: 'Save current view…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save this view' });
    await dialog.getByRole('textbox', { name: 'Name' }).fill('Default list');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => page.getByText('View "Default list" saved').isVisible()).toBe(true);
    const menu = await openViews(page);
    await expect.poll(() => menu.getByRole('button', { name: 'Default list', exact: true }).count()).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('export and unsaved changes', () => {
  it('exports every matching row with the columns as shown, and asks before leaving a changed form', async () => {
    const { page, context, errors } = await openConsole(suite.browser, suite.server.url);
    await login(page, 'admin', 'admin');
    await page.goto(`/policies?filter=${encodeURIComponent(JSON.stringify({ status: 'online' }))}&page=1`);
    await expect.poll(() => rows(page).count()).toBe(10);
    const total = Number(/of (\d+)/.exec(await page.locator('.MuiTablePagination-displayedRows').innerText())?.[1]);
    const shown = await visibleHeaders(page);

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export' }).click()]);
    const csv = (await downloadText(download)).replace(/^\uFEFF/, '');
    const lines = csv.trim().split(/\r?\n/);
    expect(lines[0].split(',')).toEqual(shown);
    expect(lines.length - 1).toBe(total);
    expect(lines.slice(1).every((l) => l.includes('Online'))).toBe(true);

    // A changed form asks before it is left; staying keeps the typed text.
    await rows(page).first().click();
    await page.waitForURL(/\/policies\/\d+$/);
    // Once the record is in the form (filling earlier would be overwritten by it).
    await expect.poll(() => page.getByRole('textbox', { name: 'Set Name' }).inputValue()).not.toBe('');
    await page.getByRole('textbox', { name: 'Set Name' }).fill('Changed but not saved');
    let asked = '';
    page.once('dialog', (d) => {
      asked = d.type();
      void d.dismiss();
    });
    await page.getByRole('link', { name: 'Search Table' }).first().click();
    await expect.poll(() => asked).toBe('confirm');
    expect(await page.getByRole('textbox', { name: 'Set Name' }).inputValue()).toBe('Changed but not saved');
    expect(errors).toEqual([]);
    await context.close();
  });
});
