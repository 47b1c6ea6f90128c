/**
 * User info and user settings in a real browser against the fake API: the profile form's rules,
 * the security and certification actions, and the avatar upload with its progress, cancel and checks.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { AVATAR_MAX_BYTES, PROFILE_MAX_WORDS } from '../../domain/userProfile';
import { connectChromium } from './chromium';
import { holdRequests, login, openConsole } from './console';
import { startConsole, type ConsoleServer } from './server';

let server: ConsoleServer;
let browser: Browser;
let files: string;

/** A real 1×1 PNG, so the browser can draw it. */
const TINY_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

beforeAll(async () => {
  server = await startConsole();
  browser = await connectChromium(inject('chromiumEndpoint'));
  files = fs.mkdtempSync(path.join(os.tmpdir(), 'mds-e2e-files-'));
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  fs.rmSync(files, { recursive: true, force: true });
});

/** Message keys of these pages that leaked to the screen untranslated. */
const rawKeys = async (page: Page) => (await page.locator('body').innerText()).match(/\b(cardList|userInfo|userSetting)\.[\w.]+/g) ?? [];
const apiToken = async (username: string) => {
  const res = await fetch(`${server.url}/api/user/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username, password: username }),
  });
  return ((await res.json()) as { data: { token: string } }).data.token;
};

describe('user info', () => {
  it.each([
    ['admin', 'Wang Lin'],
    ['user', 'Li Na'],
  ])('shows %s their header, projects, activity, teams and visits', async (username, name) => {
    const { page, context, errors } = await openConsole(browser, server.url);
    await login(page, username, username);
    await page.goto('/user/info');
    await page.getByRole('heading', { name, level: 1 }).waitFor();
    const token = await apiToken(username);
    const projects = (await (await fetch(`${server.url}/api/user/my-project/list`, { headers: { Authorization: `Bearer ${token}` } })).json()) as {
      data: { id: number; name: string }[];
    };
    for (const p of projects.data.slice(0, 6))
      // Named by its visible text (axe), the action told by its tooltip.
      await expect
        .poll(() =>
          page
            .getByRole('button')
            .and(page.getByTitle(`Open the workplace of ${p.name}`, { exact: true }))
            .isVisible(),
        )
        .toBe(true);
    await expect.poll(() => page.getByRole('list', { name: 'Latest activity' }).getByRole('listitem').count()).toBe(6);
    await expect.poll(() => page.getByRole('list', { name: 'My teams' }).getByRole('listitem').count()).toBe(4);
    expect(await page.getByText('Home page visits').isVisible()).toBe(true);

    await page.getByRole('button', { name: 'View all' }).click();
    await expect.poll(() => page.getByRole('list', { name: 'Latest activity' }).getByRole('listitem').count()).toBeGreaterThan(6);
    expect(await rawKeys(page)).toEqual([]);

    const first = projects.data[0];
    await page
      .getByRole('button')
      .and(page.getByTitle(`Open the workplace of ${first.name}`, { exact: true }))
      .click();
    await page.waitForURL((u) => u.pathname === `/project/${first.id}`);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('user info when a call fails', () => {
  it('shows skeletons while loading, an error with a retry, then the visits', async () => {
    const { page, context } = await openConsole(browser, server.url);
    await login(page, 'user', 'user');
    const { release } = await holdRequests(page, '**/api/user/my-team/list');
    await page.route('**/api/user/visits', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ data: null, status: 'fail', msg: 'Internal server error', code: 50000 }),
      }),
    );
    await page.goto('/user/info');
    const teams = page.getByRole('region', { name: 'My teams' });
    await expect.poll(() => teams.locator('.MuiSkeleton-root').count()).toBeGreaterThan(0);
    release();
    await expect.poll(() => teams.getByRole('listitem').count()).toBe(4);
    const visits = page.getByRole('region', { name: 'Visits' });
    await expect.poll(() => visits.getByRole('alert').isVisible(), { timeout: 15_000 }).toBe(true);
    await page.unroute('**/api/user/visits');
    await visits.getByRole('button', { name: 'Retry' }).click();
    await expect.poll(() => visits.getByText('Home page visits').isVisible()).toBe(true);
    await context.close();
  });
});

describe('user settings', () => {
  it('checks every rule of the basic information, saves it and shows it after a reload', async () => {
    const { page, context, errors } = await openConsole(browser, server.url);
    await login(page, 'user', 'user');
    await page.goto('/user/setting');
    const email = page.getByRole('textbox', { name: 'Email' });
    await expect.poll(() => email.inputValue()).toBe('li.na@mds.example');

    await email.fill('');
    await page.getByRole('textbox', { name: 'Nickname' }).fill('');
    await page.getByRole('textbox', { name: 'Personal profile' }).fill(Array.from({ length: PROFILE_MAX_WORDS + 1 }, () => 'word').join(' '));
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => page.getByText('Required').count()).toBe(2);
    expect(await page.getByText(`At most ${PROFILE_MAX_WORDS} words`).isVisible()).toBe(true);
    await email.fill('li.na@');
    await expect.poll(() => page.getByText('Must be a valid email').isVisible()).toBe(true);

    // Another country/region: the area of the previous one is cleared and required again.
    await page.getByRole('combobox', { name: 'Country/region' }).click();
    await page.getByRole('option', { name: 'Singapore' }).click();
    await expect.poll(() => page.getByRole('combobox', { name: 'Area' }).innerText()).not.toContain('Xuhui');

    await email.fill('nina@mds.example');
    await page.getByRole('textbox', { name: 'Nickname' }).fill('Nina');
    await page.getByRole('textbox', { name: 'Personal profile' }).fill('Radiologist and cohort curator.');
    await expect.poll(() => page.getByText(`4 / ${PROFILE_MAX_WORDS} words`).isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => page.getByText('Required').count()).toBe(1);
    await page.getByRole('combobox', { name: 'Area' }).click();
    await page.getByRole('option', { name: 'East Region / Bedok' }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => page.getByText('Your profile has been saved').isVisible()).toBe(true);

    await page.reload();
    await expect.poll(() => page.getByRole('textbox', { name: 'Nickname' }).inputValue()).toBe('Nina');
    expect(await email.inputValue()).toBe('nina@mds.example');
    expect(await page.getByRole('combobox', { name: 'Area' }).innerText()).toContain('East Region / Bedok');

    // Reset returns to what is saved.
    await page.getByRole('textbox', { name: 'Nickname' }).fill('Someone else');
    await page.getByRole('button', { name: 'Reset' }).click();
    expect(await page.getByRole('textbox', { name: 'Nickname' }).inputValue()).toBe('Nina');
    expect(await rawKeys(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('lists the security state, edits the email from there and signs out other devices', async () => {
    const { page, context, errors } = await openConsole(browser, server.url);
    await login(page, 'admin', 'admin');
    const other = await apiToken('admin');
    await page.goto('/user/setting');
    await page.getByRole('tab', { name: 'Security settings' }).click();
    const list = page.getByRole('list', { name: 'Security settings' });
    await expect.poll(() => list.getByText('Bound: 138****0001', { exact: false }).isVisible()).toBe(true);
    expect(await list.getByText('Set: you sign in with your user name and this password.').isVisible()).toBe(true);

    await page.getByRole('button', { name: 'Sign out other devices' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Sign out other devices' }).click();
    await expect.poll(() => list.getByText('Signed in on 1 device', { exact: true }).isVisible()).toBe(true);
    const res = await fetch(`${server.url}/api/user/info`, { headers: { Authorization: `Bearer ${other}` } });
    expect(((await res.json()) as { code: number }).code).toBe(50012);

    await list.getByRole('button', { name: 'Update' }).click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('email');
    expect(await page.getByRole('tab', { name: 'Basic information' }).getAttribute('aria-selected')).toBe('true');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the certification and withdraws a request under review', async () => {
    const { page, context, errors } = await openConsole(browser, server.url);
    await login(page, 'admin', 'admin');
    await page.goto('/user/setting');
    await page.getByRole('tab', { name: 'Certification' }).click();
    await expect.poll(() => page.getByText('Enterprise real-name authentication').isVisible()).toBe(true);
    expect(await page.getByText('Enterprise account').isVisible()).toBe(true);
    const rows = page.getByRole('table', { name: 'Certification records' }).locator('tbody tr');
    await expect.poll(() => rows.count()).toBe(2);

    const content = (await rows.first().locator('td').nth(1).innerText()).trim();
    await rows.first().getByRole('button', { name: 'View' }).click();
    await expect.poll(() => page.getByRole('dialog', { name: 'Enterprise certificate certification' }).isVisible()).toBe(true);
    expect(await page.getByRole('dialog').getByText(content).isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Close' }).click();

    await page.getByRole('button', { name: 'Withdraw' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Withdraw' }).click();
    await expect.poll(() => rows.count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Withdraw' }).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('uploads an avatar with progress and cancel, refuses what is not an image, and shows it in the navbar', async () => {
    const { page, context, errors } = await openConsole(browser, server.url);
    await login(page, 'admin', 'admin');
    await page.goto('/user/setting');
    const input = page.locator('input[type=file][name=avatar]');
    await input.waitFor({ state: 'attached' });

    // Too big: refused before anything is sent.
    const big = path.join(files, 'big.png');
    fs.writeFileSync(big, Buffer.concat([TINY_PNG, Buffer.alloc(AVATAR_MAX_BYTES)]));
    await input.setInputFiles(big);
    await expect.poll(() => page.getByText('The image is larger than 5 MiB').isVisible()).toBe(true);

    // Named like an image but not one: the server looks at the content.
    const fake = path.join(files, 'fake.png');
    fs.writeFileSync(fake, 'just some text');
    await input.setInputFiles(fake);
    await expect.poll(() => page.getByText('Only PNG or JPEG images can be used').isVisible()).toBe(true);

    // A slow link: the progress shows, and cancel stops the upload.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 50, downloadThroughput: -1, uploadThroughput: 256 * 1024 });
    const slow = path.join(files, 'slow.png');
    fs.writeFileSync(slow, Buffer.concat([TINY_PNG, Buffer.alloc(3 * 1024 * 1024)]));
    await input.setInputFiles(slow);
    await expect
      .poll(() =>
        page
          .getByRole('status')
          .getByText(/Uploading… \d+%/)
          .isVisible(),
      )
      .toBe(true);
    await page.getByRole('button', { name: 'Cancel upload' }).click();
    await expect.poll(() => page.getByText('Upload cancelled').isVisible()).toBe(true);
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
    const token = await apiToken('admin');
    const profile = async () =>
      ((await (await fetch(`${server.url}/api/user/info`, { headers: { Authorization: `Bearer ${token}` } })).json()) as { data: { avatar: string } }).data;
    expect((await profile()).avatar).toBe('');

    // A real image: shown on the page and in the navbar.
    const good = path.join(files, 'me.png');
    fs.writeFileSync(good, TINY_PNG);
    await input.setInputFiles(good);
    await expect.poll(() => page.getByText('Avatar updated').isVisible()).toBe(true);
    const avatar = (await profile()).avatar;
    expect(avatar).toMatch(/^\/api\/user\/avatar\//);
    await expect.poll(() => page.locator(`img[src="${avatar}"]`).count()).toBeGreaterThanOrEqual(2);
    await page.goto('/user/info');
    // In the navbar: the account button's picture (the page's own banner shows it too).
    await expect.poll(() => page.getByRole('button', { name: 'Account' }).locator(`img[src="${avatar}"]`).isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});
