/** In the browser: a session ended by the server asks once, then logs in again; the tabs share one session. */
import { describe, expect, it } from 'vitest';
import { EVENTS_PATH } from '../../domain/events';
import { consoleSuite } from './suite';
import { login, networkQuiet, openConsole, openDemoTab, rows } from './console';

const suite = consoleSuite();

describe('a session revoked by the server', () => {
  it('opens one Confirm logout modal; Re-Login returns to the page after signing in', async () => {
    const { page, context } = await openConsole(suite.browser, suite.server.url);
    await login(page, 'admin', 'admin');
    await page.goto('/policies');
    await expect.poll(() => rows(page).count()).toBe(10);

    // Signed out elsewhere: the server revokes the token (50012).
    const token = await page.evaluate(() => localStorage.getItem('token'));
    const revoked = await fetch(`${suite.server.url}/api/user/logout`, { method: 'POST', headers: { Authorization: `Bearer ${token}` } });
    expect(revoked.status).toBe(200);

    // The user turns the page. A background call (the next page asked for ahead, a refresh) may
    // meet the ended session first and open the question already: the click goes to the button
    // either way (dispatched to it, not at a point the modal may cover).
    await page.locator('button[aria-label="Go to page 2"]').dispatchEvent('click');
    await expect.poll(() => page.getByRole('dialog', { name: 'Confirm logout' }).isVisible(), { timeout: 15_000 }).toBe(true);
    await networkQuiet(page);
    expect(await page.getByRole('dialog').count()).toBe(1);

    // Cancel keeps the page. Answers to calls sent before it stay quiet; a new call asks again.
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => page.getByRole('dialog').count(), { timeout: 15_000 }).toBe(0);
    expect(new URL(page.url()).pathname).toBe('/list/search-table');
    await networkQuiet(page);
    expect(await page.getByRole('dialog').count()).toBe(0);
    await page.getByRole('button', { name: 'Go to page 3' }).click();
    await expect.poll(() => page.getByRole('dialog', { name: 'Confirm logout' }).isVisible(), { timeout: 15_000 }).toBe(true);

    await page.getByRole('button', { name: 'Re-Login' }).click();
    await page.waitForURL((u) => u.pathname === '/login');
    expect(new URL(page.url()).searchParams.get('redirect')).toMatch(/^\/list\/search-table/);
    expect(await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('userRole')])).toEqual([null, null]);

    await openDemoTab(page);
    await page.locator('input[name=username]').fill('admin');
    await page.locator('input[name=password]').fill('admin');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL((u) => u.pathname === '/list/search-table');
    await expect.poll(() => rows(page).count()).toBe(10);
    await context.close();
  });

  it('goes straight to login when the user-info call fails', async () => {
    const { page, context } = await openConsole(suite.browser, suite.server.url);
    // A stale token from an earlier visit (set once, before the first page loads).
    await context.addInitScript(() => {
      if (!sessionStorage.getItem('seeded')) {
        sessionStorage.setItem('seeded', '1');
        localStorage.setItem('token', 'a-token-the-server-does-not-know-0123456789');
      }
    });
    await page.goto('/policies?page=1');
    await page.waitForURL((u) => u.pathname === '/login');
    expect(new URL(page.url()).searchParams.get('redirect')).toMatch(/^\/list\/search-table/);
    // The login page stands alone: no modal left over from the console.
    await expect.poll(() => page.getByRole('dialog').count(), { timeout: 15_000 }).toBe(0);
    await expect.poll(() => page.getByRole('heading', { name: 'Login to Medical Data Services' }).isVisible()).toBe(true);
    await context.close();
  });
});

describe('two tabs of one browser', () => {
  it('a sign-out in one asks the other at once; a sign-in there brings it back on that session', async () => {
    const { page, context, errors } = await openConsole(suite.browser, suite.server.url);
    const asked: string[] = [];
    page.on('request', (r) => void asked.push(new URL(r.url()).pathname));
    await login(page, 'admin', 'admin');
    await page.goto('/policies');
    await expect.poll(() => rows(page).count()).toBe(10);
    // What the page asks for once it is painted (the inbox, the menu's counts, then the live stream once
    // it is quiet) has been asked: any call after this is an answer to the other tab, which there must not be.
    await expect.poll(() => ['/api/message/list', '/api/user/waiting', EVENTS_PATH].every((p) => asked.includes(p)), { timeout: 15_000 }).toBe(true);
    await networkQuiet(page);

    const other = await context.newPage();
    await other.goto('/dashboard/workplace');
    const calls: string[] = [];
    page.on('request', (r) => void (new URL(r.url()).pathname.startsWith('/api/') && calls.push(r.url())));
    await other.getByRole('button', { name: 'Account' }).click();
    await other.getByRole('menuitem', { name: 'Logout' }).click();
    await other.waitForURL((u) => u.pathname.startsWith('/login'));

    // The first tab asks at once, with no call of its own, as for a session the server ended.
    await expect.poll(() => page.getByRole('dialog', { name: 'Confirm logout' }).isVisible(), { timeout: 15_000 }).toBe(true);
    expect(calls).toEqual([]);
    await page.getByRole('button', { name: 'Cancel' }).click();
    expect(new URL(page.url()).pathname).toBe('/list/search-table');

    // Someone else signs in in the other tab: the first tab is theirs now, on the page it was on.
    await page.evaluate(() => Object.assign(window, { before: true }));
    await login(other, 'user', 'user');
    await expect.poll(() => page.evaluate(() => 'before' in window), { timeout: 15_000 }).toBe(false);
    expect(new URL(page.url()).pathname).toBe('/list/search-table');
    await expect.poll(() => rows(page).count()).toBe(10);
    expect(await page.evaluate(() => localStorage.getItem('userRole'))).toBe('user');
    await expect.poll(() => page.getByRole('link', { name: 'Create' }).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
