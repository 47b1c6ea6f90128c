/**
 * A list change (next page, sort, select filter) in a real browser: the rows are asked
 * for once, as the URL changes (a select's choices as it opens), and the new rows arrive together
 * with the new page, sort arrow or filter: no frame shows the new pagination over the old rows.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { networkIdle, login, networkQuiet, openConsole, rows } from './console';
import { consoleSuite } from './suite';

const suite = consoleSuite();

const LIST_API = '/api/list/policy';

/** Every frame until the rows change: the pagination's text and the first row's, as painted. */
async function framesOf(page: Page, act: () => Promise<void>): Promise<{ pagination: string; firstRow: string }[]> {
  await page.evaluate(`(() => {
    const seen = (window.__frames = []);
    const snap = () => ({
      pagination: document.querySelector('.MuiTablePagination-displayedRows')?.textContent ?? '',
      firstRow: document.querySelector('table tbody tr')?.textContent ?? '',
    });
    const before = snap().firstRow;
    const tick = () => {
      const s = snap();
      seen.push(s);
      if (s.firstRow === before || seen.length < 3) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  })()`);
  await act();
  await expect.poll(() => page.evaluate('window.__frames.at(-1).firstRow !== window.__frames[0].firstRow')).toBe(true);
  return page.evaluate('window.__frames') as Promise<{ pagination: string; firstRow: string }[]>;
}

describe('list changes', () => {
  it('ask for the rows once and show them with the change, never the old rows under the new state', async () => {
    const { page, context, errors } = await openConsole(suite.browser, suite.server.url);
    await login(page, 'admin', 'admin');
    const asked: URL[] = [];
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (url.pathname === LIST_API) asked.push(url);
    });
    const pages = () => asked.map((u) => [u.searchParams.get('sort'), u.searchParams.get('status'), u.searchParams.get('current')]);
    await page.goto('/list/search-table');
    await expect.poll(() => rows(page).count()).toBe(10);
    // Once the rows are shown, the next page's are asked for ahead.
    await expect.poll(pages).toEqual([
      ['createdTime', null, '1'],
      ['createdTime', null, '2'],
    ]);
    await networkIdle(page);

    // Next page: shown from what was asked ahead; "11-20 of 55" is never painted over page 1's
    // rows; the only request is for the page after it.
    asked.length = 0;
    const paging = await framesOf(page, () => page.getByRole('button', { name: 'Go to next page' }).click());
    expect(paging[0].pagination).toMatch(/^1-10 of 55/);
    expect(paging.filter((f) => f.pagination.startsWith('11-20') && f.firstRow === paging[0].firstRow)).toEqual([]);
    await expect.poll(() => page.getByText('11-20 of 55').isVisible()).toBe(true);
    await expect.poll(pages).toEqual([['createdTime', null, '3']]);

    // Sort by count: one request, back on page 1 (then its next page, ahead).
    asked.length = 0;
    await framesOf(page, () => page.getByRole('button', { name: /^Sort by count/ }).click());
    await expect.poll(() => page.url()).toContain('sort=count');
    await expect.poll(pages).toEqual([
      ['count', null, '1'],
      ['count', null, '2'],
    ]);

    // A select filter: opening it asks once for each other choice's rows (page 1, same sort);
    // choosing one shows them without asking again (only its next page, ahead).
    asked.length = 0;
    await page.getByRole('combobox', { name: 'Status' }).click();
    await expect
      .poll(() => pages().sort())
      .toEqual([
        ['count', 'offline', '1'],
        ['count', 'online', '1'],
      ]);
    asked.length = 0;
    const choosing = await framesOf(page, () => page.getByRole('option', { name: 'Online' }).click());
    expect(choosing.filter((f) => f.firstRow !== choosing[0].firstRow && !f.firstRow.includes('Online'))).toEqual([]);
    await expect.poll(async () => (await rows(page).allInnerTexts()).every((t) => t.includes('Online'))).toBe(true);
    // Only the next page, ahead, once the rows are painted; nothing more once the console is idle.
    await expect.poll(() => pages()).toEqual([['count', 'online', '2']]);
    await networkQuiet(page);
    expect(pages()).toEqual([['count', 'online', '2']]);

    expect(errors).toEqual([]);
    await context.close();
  });
});
