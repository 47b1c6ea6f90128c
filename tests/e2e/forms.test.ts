/**
 * The form pages in a real browser against the fake API (docs/product.md §2–§5, §8): all five routes
 * render in both locales, the group form and the basic profile's approval flow and log paging, the
 * result pages' buttons; and all five routes refused to the demo user. The step form is in
 * stepForm.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { consoleSuite } from './suite';
import type { Page } from 'playwright-core';
import { networkIdle, login, openConsole, sessionGet } from './console';

const ROUTES = ['/form/step', '/form/group', '/profile/basic', '/result/success', '/result/error'];
/** A message key on screen instead of its text, e.g. "stepForm.next". */
const RAW_KEY = /\b(stepForm|groupForm|basicProfile|result|resources|ra|mds)\.[a-zA-Z]+\.?[a-zA-Z]*/;

const suite = consoleSuite();

const visible = (page: Page, text: string | RegExp) => page.getByText(text).first().isVisible();
const api = <T>(page: Page, path: string) => sessionGet<T>(page, suite.server.url + path);

describe('every route as the demo admin', () => {
  it.each(['en-US', 'zh-CN'] as const)('renders in %s with no raw message keys and no console errors', async (locale) => {
    const { page, context, errors } = await openConsole(suite.browser, suite.server.url, locale);
    await login(page, 'admin', 'admin');
    for (const route of ROUTES) {
      await page.goto(route);
      await networkIdle(page);
      await expect.poll(() => page.locator('main, #main-content, body').first().innerText(), { message: route }).not.toMatch(/^\s*$/);
      // Wait for the data: skeletons gone.
      await expect.poll(() => page.locator('.MuiSkeleton-root').count(), { message: route }).toBe(0);
      const text = await page.locator('body').innerText();
      expect(text, route).not.toMatch(RAW_KEY);
    }
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('the group form and the basic profile', () => {
  it('validates, resets, submits for approval, approves, cancels and pages the log', async () => {
    const { page, context, errors } = await openConsole(suite.browser, suite.server.url);
    await login(page, 'admin', 'admin');
    const stored = await api<{ video: { acquisition: { frameRate: number } }; audio: { encoding: { rate: number } } }>(page, '/api/profile/basic');
    await page.goto('/form/group');
    const frameRate = page.getByRole('spinbutton', { name: 'Acquisition frame rate' });
    await expect.poll(() => frameRate.inputValue()).toBe(String(stored.video.acquisition.frameRate));

    const check = async (label: string, value: string, message: string) => {
      const input = page.getByRole('spinbutton', { name: label });
      await input.fill(value);
      await input.blur();
      await expect.poll(() => visible(page, message), { message: `${label}=${value}` }).toBe(true);
    };
    await check('Acquisition frame rate', '31', 'Must be 30 or less');
    await check('Acquisition frame rate', '0', 'Must be at least 1');
    await check('Encoding frame rate', '45', 'Must be 30 or less');
    await check('Encoding min rate', '100', 'Must be at least 150');
    await check('Encoding max rate', '1900', 'Must be 1800 or less');
    await page.getByRole('spinbutton', { name: 'Encoding max rate' }).fill('800');
    // min above max: the max says so; then a default outside [min, max]: the default says so
    await check('Encoding min rate', '900', 'Must not be lower than the minimum rate (900)');
    await check('Encoding max rate', '1000', 'Must lie between the minimum (900) and the maximum (1000) rate');

    // reset: back to the stored values, errors gone
    await page.getByRole('button', { name: 'Reset' }).click();
    await expect.poll(() => frameRate.inputValue()).toBe(String(stored.video.acquisition.frameRate));
    await expect.poll(() => visible(page, 'Must be at least 1')).toBe(false);

    // a change, submitted and kept
    const rate = page.getByRole('spinbutton', { name: 'Encoding rate' });
    await rate.fill('160');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect.poll(() => visible(page, 'The parameters are submitted for approval')).toBe(true);
    await page.reload();
    await expect.poll(() => page.getByRole('spinbutton', { name: 'Encoding rate' }).inputValue()).toBe('160');

    // the profile shows it, under approval
    await page.goto('/profile/basic');
    await expect.poll(() => visible(page, '160 kbps')).toBe(true);
    const firstRow = page.locator('table tbody tr').first();
    await expect.poll(() => firstRow.innerText()).toContain('Auditing');

    // approve: Pass in the steps and the log
    await page.getByRole('button', { name: 'Approve' }).click();
    await expect.poll(() => visible(page, 'The parameter change is approved')).toBe(true);
    await expect.poll(() => firstRow.innerText()).toContain('Pass');
    expect(await page.getByRole('button', { name: 'Approve' }).isDisabled()).toBe(true);
    const logTotal = (await api<{ total: number }>(page, '/api/operation/log')).total;

    // a new change, then cancelled: parameters back, its row withdrawn
    await page.goto('/form/group');
    await page.getByRole('spinbutton', { name: 'Encoding rate' }).fill('192');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect.poll(() => visible(page, 'The parameters are submitted for approval')).toBe(true);
    await page.goto('/profile/basic');
    await expect.poll(() => visible(page, '192 kbps')).toBe(true);
    expect((await api<{ total: number }>(page, '/api/operation/log')).total).toBe(logTotal + 1);
    await page.getByRole('button', { name: 'Cancel process' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Withdraw the change' }).click();
    await expect.poll(() => visible(page, 'The process is cancelled and the original parameters are restored')).toBe(true);
    await expect.poll(() => visible(page, /^Cancelled /)).toBe(true);
    await expect.poll(() => visible(page, '192 kbps')).toBe(false);
    expect((await api<{ total: number }>(page, '/api/operation/log')).total).toBe(logTotal);
    expect((await api<{ audio: { encoding: { rate: number } } }>(page, '/api/profile/basic')).audio.encoding.rate).toBe(160);

    // paging the log
    await expect.poll(() => visible(page, `1-5 of ${logTotal}`)).toBe(true);
    await page.getByRole('button', { name: 'Go to next page' }).click();
    await expect.poll(() => visible(page, `6-10 of ${logTotal}`)).toBe(true);
    await page.getByRole('link', { name: 'View' }).first().click();
    await page.waitForURL(/\/logs\/\d+\/show$/);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('the result pages', () => {
  it('print, go to the projects, go back and return for correction', async () => {
    const { page, context, errors } = await openConsole(suite.browser, suite.server.url);
    await context.addInitScript(() => {
      window.print = () => localStorage.setItem('printed', 'yes');
    });
    await login(page, 'admin', 'admin');
    await page.goto('/result/success');
    await expect.poll(() => visible(page, 'Submit form success!')).toBe(true);
    const latest = (await api<{ list: { id: number; activityName: string }[] }>(page, '/api/channels?current=1&pageSize=1&sort=submittedAt&order=desc'))
      .list[0];
    await expect.poll(() => visible(page, `Channel ${latest.activityName} (#${latest.id})`)).toBe(true);
    for (const step of ['Submit application', 'Leader review', 'Purchase certificate', 'Safety test', 'Officially launched'])
      expect(await visible(page, step), step).toBe(true);
    await page.getByRole('button', { name: 'Print result' }).click();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('printed'))).toBe('yes');
    await page.getByRole('button', { name: 'Project List' }).click();
    await page.waitForURL((u) => u.pathname.startsWith('/project/'));

    await page.goto('/result/error');
    await expect.poll(() => visible(page, 'Submit form error')).toBe(true);
    expect(await visible(page, 'The domain has not been registered.')).toBe(true);
    expect(await visible(page, 'Your user group does not have the authority to perform this operation;')).toBe(true);
    await page.getByRole('button', { name: 'Go Back' }).click();
    await page.waitForURL((u) => u.pathname.startsWith('/project/'));
    await page.goto('/result/error');
    await page.getByRole('button', { name: 'Return for correction' }).click();
    await page.waitForURL((u) => u.pathname === '/form/step');
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('a failed load', () => {
  it.each([
    ['/form/group', '**/api/profile/basic', 'Encoding rate'],
    ['/profile/basic', '**/api/profile/basic', 'Original parameters'],
    ['/profile/basic', '**/api/operation/log?*', 'Update content'],
    ['/result/success', '**/api/channels?*', 'Leader review'],
  ])('on %s (%s) shows the error and a retry that loads', async (route, pattern, loaded) => {
    const { page, context } = await openConsole(suite.browser, suite.server.url);
    await login(page, 'admin', 'admin');
    // The first load fails for good: the call and the client's two retries of a 5xx.
    let failures = 0;
    await page.route(pattern, (r) => {
      if (r.request().method() !== 'GET' || failures >= 3) return r.continue();
      failures++;
      return r.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ data: null, status: 'fail', msg: 'Internal server error', code: 50000 }),
      });
    });
    await page.goto(route);
    await expect.poll(() => visible(page, 'These figures could not be loaded.')).toBe(true);
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect.poll(() => visible(page, loaded)).toBe(true);
    expect(await visible(page, 'These figures could not be loaded.')).toBe(false);
    await context.close();
  });
});

describe('as the demo user', () => {
  it('is refused every route here, and the API answers 40300', async () => {
    const { page, context } = await openConsole(suite.browser, suite.server.url);
    await login(page, 'user', 'user');
    for (const route of ROUTES) {
      await page.goto(route);
      await networkIdle(page);
      await expect.poll(() => new URL(page.url()).pathname, { message: route }).not.toBe(route);
    }
    const token = await page.evaluate(() => localStorage.getItem('token'));
    for (const path of ['/api/profile/basic', '/api/operation/log', '/api/channels']) {
      const res = await fetch(`${suite.server.url}${path}`, { headers: { Authorization: `Bearer ${token}` } });
      expect(((await res.json()) as { code: number }).code, path).toBe(40300);
    }
    await context.close();
  });
});
