/**
 * The shell in Chromium (issue 3): menus per role in the spec's order, access fallbacks, settings
 * that survive a reload, dark and colour-weak modes, the tab bar, the server menu, switching
 * roles and the locale.
 */
import { describe, expect, it } from 'vitest';
import { consoleSuite } from './suite';
import type { Page } from 'playwright-core';
import { login, openConsole } from './console';

const suite = consoleSuite();

const menu = (page: Page) => page.getByRole('navigation', { name: /^(Main menu|主菜单)$/ });
/** Top-level menu entries in order: each group's own title (not its items) and the links. */
const topLevel = (page: Page) =>
  menu(page)
    .locator(':scope > ul')
    .first()
    .evaluate((ul) => [...ul.children].map((c) => ((c.querySelector('[aria-expanded]') ?? c) as HTMLElement).innerText.trim()).filter(Boolean))
    .catch(() => [] as string[]);

const openSettings = async (page: Page) => {
  await page.getByRole('button', { name: 'Settings' }).first().click();
  await page.getByRole('heading', { name: 'Settings', exact: true }).waitFor();
};
const setting = (page: Page, label: string) => page.getByRole('switch', { name: label });

/** Text that looks like an untranslated message key (e.g. "menu.group.list", "layout.user.menu"). */
const RAW_KEY = /\b(menu|layout|settings|tabs|mds|resources|ra|exception|notFound)\.[a-zA-Z0-9_.]+\b/;

describe('menus by role', () => {
  it('shows the admin every group in the spec order, then the two links', async () => {
    const { page, context } = await openConsole(suite.browser, suite.server.url);
    await login(page, 'admin', 'admin');
    await expect
      .poll(() => topLevel(page))
      .toEqual([
        'Dashboard',
        'Data Visualization',
        'List',
        'Form',
        'Profile',
        'Result',
        'Exception',
        'User Center',
        'Data sharing',
        'Administration',
        'MUI Design System',
        'FAQ',
      ]);
    // External links open in a new tab.
    const faq = menu(page).getByRole('link', { name: 'FAQ' });
    expect(await faq.getAttribute('target')).toBe('_blank');
    expect(await faq.getAttribute('rel')).toContain('noopener');
    await context.close();
  });

  it('shows the user only what a user may open, and sends a user off an admin route to the first allowed one', async () => {
    const { page, context } = await openConsole(suite.browser, suite.server.url);
    await login(page, 'user', 'user');
    await expect.poll(() => topLevel(page)).toEqual(['Dashboard', 'List', 'Exception', 'User Center', 'Data sharing', 'MUI Design System', 'FAQ']);
    await page.goto('/form/step');
    await page.waitForURL(/\/project\/[^/]+$/);
    await page.goto('/visualization/data-analysis');
    await page.waitForURL(/\/project\/[^/]+$/);
    await context.close();
  });
});

describe('settings', () => {
  it('apply at once and survive a reload', async () => {
    const { page, context } = await openConsole(suite.browser, suite.server.url);
    await login(page, 'admin', 'admin');
    await page.goto('/list/search-table');
    await openSettings(page);
    await setting(page, 'Footer').check();
    await setting(page, 'Tab Bar').check();
    await page.getByRole('spinbutton', { name: 'Menu Width (px)' }).fill('260');
    await setting(page, 'Dark mode').check();
    await page.keyboard.press('Escape');

    const state = () =>
      page.evaluate(() => ({
        dark: document.body.getAttribute('arco-theme'),
        footer: !!document.querySelector('footer'),
        tabs: !!document.querySelector('nav[aria-label="Open pages"]'),
        menuWidth: Math.round(document.querySelector('aside')!.getBoundingClientRect().width),
      }));
    await expect.poll(state).toEqual({ dark: 'dark', footer: true, tabs: true, menuWidth: 260 });
    await page.reload();
    await expect.poll(state).toEqual({ dark: 'dark', footer: true, tabs: true, menuWidth: 260 });

    // Colour weak: invert(80%) on the page, removed when off.
    await openSettings(page);
    await setting(page, 'Color Weak').check();
    await expect.poll(() => page.evaluate(() => document.body.style.filter)).toBe('invert(80%)');
    await setting(page, 'Color Weak').uncheck();
    await expect.poll(() => page.evaluate(() => document.body.style.filter)).toBe('none');
    // Light removes the dark attribute.
    await setting(page, 'Dark mode').uncheck();
    await expect.poll(() => page.evaluate(() => document.body.hasAttribute('arco-theme'))).toBe(false);

    // Without the navbar, a floating button still opens the settings.
    await setting(page, 'Navbar').uncheck();
    await page.keyboard.press('Escape');
    await expect.poll(() => page.locator('header').count()).toBe(0);
    await openSettings(page);
    await setting(page, 'Navbar').check();
    await context.close();
  });

  it('take the menu from the server when asked, with its notices', async () => {
    const { page, context } = await openConsole(suite.browser, suite.server.url);
    await login(page, 'user', 'user');
    await openSettings(page);
    await setting(page, 'Menu From Server').check();
    await expect.poll(() => page.getByText('Menu loaded from the server').isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    // The server's own titles, and still only the user's routes.
    await expect.poll(() => topLevel(page)).toContain('Dashboard (server)');
    expect(await topLevel(page)).not.toContain('Form');
    await context.close();
  });
});

describe('switch roles', () => {
  it("lets an admin preview the user's UI and come back", async () => {
    const { page, context } = await openConsole(suite.browser, suite.server.url);
    await login(page, 'admin', 'admin');
    await page.goto('/form/group');
    await page.getByRole('button', { name: 'Account' }).click();
    await page.getByRole('menuitem', { name: 'Switch roles' }).click();
    // The admin-only page is left for the first page a user may open; the menu is the user's.
    await page.waitForURL(/\/project\/[^/]+$/);
    await expect.poll(() => topLevel(page)).not.toContain('Form');
    await page.getByRole('button', { name: 'Account' }).click();
    await page.getByRole('menuitem', { name: 'Switch roles' }).click();
    await expect.poll(() => topLevel(page)).toContain('Form');
    await context.close();
  });
});

describe('tab bar', () => {
  it('adds a tab per page, closes tabs and runs the context actions', async () => {
    const { page, context } = await openConsole(suite.browser, suite.server.url);
    await context.addInitScript(() => localStorage.setItem('mds-settings', JSON.stringify({ tabBar: true })));
    await login(page, 'admin', 'admin');
    const tabs = page.getByRole('navigation', { name: 'Open pages' }).locator('li');
    const expected = ['Workplace'];
    for (const [path, title] of [
      ['/list/search-table', 'Search Table'],
      ['/list/card', 'Card List'],
      ['/exception/404', '404'],
      ['/exception/500', '500'],
    ]) {
      await page.goto(path);
      expected.push(title);
      await expect.poll(() => tabs.allInnerTexts()).toEqual(expected);
    }

    // Close one with its ×: the current tab closes and the one on its left opens.
    await page.getByRole('button', { name: 'Close 500' }).click();
    await page.waitForURL('**/exception/404');
    expect(await tabs.count()).toBe(4);

    // Right-click: close others keeps the workplace and this tab.
    await tabs.filter({ hasText: 'Card List' }).click({ button: 'right' });
    await page.getByRole('menuitem', { name: 'Close other tabs' }).click();
    await expect.poll(() => tabs.allInnerTexts()).toEqual(['Workplace', 'Card List']);

    // Tabs survive a reload.
    await page.reload();
    await expect.poll(() => tabs.allInnerTexts()).toEqual(['Workplace', 'Card List']);

    // Close all: back to the workplace alone.
    await tabs.first().click({ button: 'right' });
    await page.getByRole('menuitem', { name: 'Close all tabs' }).click();
    await page.waitForURL(/\/project\/[^/]+$/);
    await expect.poll(() => tabs.allInnerTexts()).toEqual(['Workplace']);
    await context.close();
  });

  it('speaks Chinese in its context menu', async () => {
    const { page, context } = await openConsole(suite.browser, suite.server.url, 'zh-CN');
    await context.addInitScript(() => localStorage.setItem('mds-settings', JSON.stringify({ tabBar: true })));
    await login(page, 'admin', 'admin');
    await page.goto('/list/card');
    await page.getByRole('navigation', { name: '已打开的页面' }).locator('li').last().click({ button: 'right' });
    // The menu's code comes as the pointer nears the tabs: wait for the menu, then count its items.
    await page.getByRole('menu').waitFor();
    for (const label of ['重新加载', '关闭当前标签页', '关闭左侧标签页', '关闭右侧标签页', '关闭其它标签页', '关闭全部标签页']) {
      expect(await page.getByRole('menuitem', { name: label }).count()).toBe(1);
    }
    await context.close();
  });
});

describe('locale', () => {
  it('switches on the login page too: its fields, its tab title, a notification and the stored choice', async () => {
    const { page, context, errors } = await openConsole(suite.browser, suite.server.url, 'zh-CN');
    await page.goto('/login');
    await page.getByRole('textbox', { name: '手机号' }).waitFor();
    const button = page.getByRole('button', { name: '语言' });
    // The browser's own hint: the login page goes without MUI's tooltip (and its Popper.js).
    expect(await button.getAttribute('title')).toBe('语言');
    // The menu's code comes when it is first opened.
    await button.click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    await page.getByRole('textbox', { name: 'Phone number' }).waitFor();
    // The notification's code comes with the first one.
    await expect.poll(() => page.getByText('Language switched to English').isVisible()).toBe(true);
    expect(await page.evaluate(() => [document.documentElement.lang, localStorage.getItem('arco-locale'), document.title])).toEqual([
      'en',
      'en-US',
      'Login - MDS Console',
    ]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('switches the menu and the page, leaving no raw message keys', async () => {
    const { page, context, errors } = await openConsole(suite.browser, suite.server.url, 'zh-CN');
    await login(page, 'admin', 'admin');
    await page.goto('/exception/403');
    await expect.poll(() => topLevel(page)).toContain('仪表盘');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('zh-CN');
    expect(await page.locator('body').innerText()).not.toMatch(RAW_KEY);

    await page.getByRole('button', { name: '语言' }).click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    await expect.poll(() => topLevel(page)).toContain('Dashboard');
    await expect.poll(() => page.getByText('Access to this resource on the server is denied.').isVisible()).toBe(true);
    expect(await page.evaluate(() => [document.documentElement.lang, localStorage.getItem('arco-locale'), document.title])).toEqual([
      'en',
      'en-US',
      '403 - MDS Console',
    ]);
    expect(await page.locator('body').innerText()).not.toMatch(RAW_KEY);
    expect(errors).toEqual([]);
    await context.close();
  });
});
