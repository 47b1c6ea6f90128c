/**
 * The workplace in a real browser, against the fake API: figures from the API in both locales
 * (and the monitor's in Chinese), charts drawn, every card's controls, the not-found state; the
 * demo user is refused the monitor.
 */
import { describe, expect, it } from 'vitest';
import { consoleSuite } from './suite';
import { bodyText, poll, RAW_KEY, region } from './dashboard';
import type { Page } from 'playwright-core';
import type { Balance, CategoryShare, Overview, PopularRow, Project } from '../../domain/workplace';
import { holdRequests, login, openConsole, rows, sessionGet } from './console';

const suite = consoleSuite();

const api = <T>(page: Page, path: string) => sessionGet<T>(page, suite.server.url + path);

describe('the workplace as the demo admin', () => {
  it("shows the current project's figures, charts and cards, and its controls work", async () => {
    const { page, context, errors } = await openConsole(suite.browser, suite.server.url);
    await login(page, 'admin', 'admin');
    await page.goto('/dashboard/workplace');
    await page.waitForURL((u) => u.pathname === '/project/1');
    await poll(() => page.getByRole('heading', { name: 'Welcome back, Wang Lin!' }).isVisible()).toBe(true);

    const nf = new Intl.NumberFormat('en-US');
    const overview = await api<Overview>(page, '/api/project/1/overview');
    await poll(() => page.locator('[data-stat=putIn]').innerText()).toContain(nf.format(overview.putIn));
    expect(await page.locator('[data-stat=dailyComments]').innerText()).toContain(nf.format(overview.dailyComments));
    expect(await page.locator('[data-stat=growth]').innerText()).toBe(
      new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 1, signDisplay: 'exceptZero' }).format(overview.growth / 100),
    );
    expect(await page.getByText(`Project: ${overview.project.name}`).isVisible()).toBe(true);

    // Charts: the content line and the categories donut (below the fold: once scrolled to) are drawn; the centre shows the total.
    await poll(() => region(page, 'Content data').locator('.recharts-area-curve').count()).toBe(1);
    await region(page, 'Content categories').scrollIntoViewIfNeeded();
    const shares = await api<CategoryShare[]>(page, '/api/project/1/categories');
    await poll(() => page.getByTestId('categories-total').innerText()).toBe(nf.format(shares.reduce((n, s) => n + s.value, 0)));
    await poll(() => region(page, 'Content categories').locator('.recharts-pie-sector').count()).toBe(shares.length);

    // Popular contents: images are images; sorting by daily increase, descending then ascending.
    const popular = region(page, 'Popular contents');
    const titles = () => popular.locator('tbody tr td:nth-child(2)').allInnerTexts();
    const text = await api<PopularRow[]>(page, '/api/project/1/popular?type=text');
    await poll(titles).toEqual(text.map((r) => r.title));
    const image = await api<PopularRow[]>(page, '/api/project/1/popular?type=image');
    await popular.getByRole('button', { name: 'Image' }).click();
    await poll(titles).toEqual(image.map((r) => r.title));
    await popular.getByRole('button', { name: 'Daily increase' }).click();
    await poll(titles).toEqual([...image].sort((a, b) => b.increases - a.increases || a.key - b.key).map((r) => r.title));
    await popular.getByRole('button', { name: 'Daily increase' }).click();
    await poll(titles).toEqual([...image].sort((a, b) => a.increases - b.increases || a.key - b.key).map((r) => r.title));

    // Balance in CNY; announcement tags translated; docs open in a new tab without an opener.
    const balance = await api<Balance>(page, '/api/project/1/balance');
    await poll(() => page.getByTestId('balance-amount').innerText()).toBe(
      new Intl.NumberFormat('en-US', { style: 'currency', currency: 'CNY' }).format(balance.amount),
    );
    const tags = await region(page, 'Announcements').locator('.MuiChip-label').allInnerTexts();
    expect(tags.length).toBeGreaterThan(0);
    for (const t of tags) expect(['Activity', 'Message', 'Notice']).toContain(t);
    const links = region(page, 'Documentation').getByRole('link');
    expect(await links.count()).toBeGreaterThan(0);
    for (const link of await links.all()) {
      expect(await link.getAttribute('target')).toBe('_blank');
      expect(await link.getAttribute('rel')).toContain('noopener');
      expect(await link.getAttribute('href')).toMatch(/^https:\/\//);
    }

    // Nothing visited yet; a quick operation navigates, and the visit is listed afterwards.
    await poll(() => region(page, 'Recently visited').innerText()).toContain('Pages you open will be listed here.');
    await region(page, 'Quick operations').getByRole('button', { name: 'Search Table' }).click();
    await page.waitForURL((u) => u.pathname === '/list/search-table');
    // The visit counts once the screen is there (its title shows), not when the URL changes.
    await poll(() => page.title()).toContain('Search Table');
    await page.goto('/project/1');
    await poll(() =>
      region(page, 'Recently visited')
        .getByRole('button', { name: /Search Table/ })
        .isVisible(),
    ).toBe(true);
    await region(page, 'Recently visited')
      .getByRole('button', { name: /Search Table/ })
      .click();
    await page.waitForURL((u) => u.pathname === '/list/search-table');

    await page.goto('/project/1');
    await page.getByRole('heading', { name: 'Welcome back, Wang Lin!' }).waitFor();
    expect(await bodyText(page)).not.toMatch(RAW_KEY);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows skeletons while a card loads, and an error with a working retry when its call fails', async () => {
    const { page, context, errors } = await openConsole(suite.browser, suite.server.url);
    await login(page, 'admin', 'admin');
    // The chart's figures arrive late; the balance fails until the route is restored.
    const { release } = await holdRequests(page, '**/api/project/1/content-data');
    await page.route('**/api/project/1/balance', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ data: null, status: 'fail', msg: 'Internal server error', code: 50000 }),
      }),
    );
    await page.goto('/project/1');
    const chart = region(page, 'Content data');
    await poll(() => chart.locator('.MuiSkeleton-root').count()).toBeGreaterThan(0);
    release();
    await poll(() => chart.locator('.recharts-area-curve').count()).toBe(1);
    expect(await chart.locator('.MuiSkeleton-root').count()).toBe(0);

    const balance = region(page, 'Balance (CNY)');
    await poll(() => balance.getByRole('alert').innerText()).toContain('Internal server error');
    await page.unroute('**/api/project/1/balance');
    await balance.getByRole('button', { name: 'Retry' }).click();
    const amount = (await api<Balance>(page, '/api/project/1/balance')).amount;
    await poll(() => page.getByTestId('balance-amount').innerText()).toBe(
      new Intl.NumberFormat('en-US', { style: 'currency', currency: 'CNY' }).format(amount),
    );
    expect(errors).toEqual([]);
    await context.close();
  });

  it('keeps the overview its height while its figures load, so the cards under it do not move when they come', async () => {
    const { page, context, errors } = await openConsole(suite.browser, suite.server.url);
    await page.setViewportSize({ width: 412, height: 823 });
    await login(page, 'admin', 'admin');
    const { release } = await holdRequests(page, '**/api/project/1/overview');
    await page.goto('/project/1');
    const overview = region(page, 'Project overview');
    const chart = region(page, 'Content data');
    await poll(() => overview.locator('.MuiSkeleton-root').count()).toBe(4);
    const before = { overview: await overview.boundingBox(), chart: await chart.boundingBox() };
    release();
    await poll(() => overview.locator('[data-stat]').count()).toBe(4);
    // Within half a pixel: text lines have fractional heights.
    expect((await overview.boundingBox())?.height).toBeCloseTo(before.overview?.height ?? NaN, 0);
    expect((await chart.boundingBox())?.y).toBeCloseTo(before.chart?.y ?? NaN, 0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows each project its own figures and remembers the last one', async () => {
    const { page, context, errors } = await openConsole(suite.browser, suite.server.url);
    await login(page, 'admin', 'admin');
    const projects = await api<Project[]>(page, '/api/user/my-project/list');
    const [one, two] = await Promise.all([api<Overview>(page, '/api/project/1/overview'), api<Overview>(page, '/api/project/2/overview')]);
    await page.goto('/project/2');
    await poll(() => page.getByText(`Project: ${projects[1].name}`).isVisible()).toBe(true);
    const nf = new Intl.NumberFormat('en-US');
    await poll(() => page.locator('[data-stat=putIn]').innerText()).toContain(nf.format(two.putIn));
    expect(two.putIn === one.putIn && two.dailyComments === one.dailyComments).toBe(false);
    await page.goto('/dashboard/workplace');
    await page.waitForURL((u) => u.pathname === '/project/2');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows a not-found state for an unknown project, with a way to the first project', async () => {
    const { page, context, errors } = await openConsole(suite.browser, suite.server.url);
    await login(page, 'admin', 'admin');
    const [first] = await api<Project[]>(page, '/api/user/my-project/list');
    await page.goto('/project/99');
    await poll(() => page.getByRole('heading', { name: 'Project not found' }).isVisible()).toBe(true);
    await page.getByRole('button', { name: `Go to ${first.name}` }).click();
    await page.waitForURL((u) => u.pathname === `/project/${first.id}`);
    await poll(() => page.getByText(`Project: ${first.name}`).isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('speaks Chinese, with Chinese number and money formats, on the workplace and the monitor', async () => {
    const { page, context, errors } = await openConsole(suite.browser, suite.server.url, 'zh-CN');
    await login(page, 'admin', 'admin');
    await page.goto('/project/1');
    await poll(() => page.getByRole('heading', { name: '欢迎回来，Wang Lin！' }).isVisible()).toBe(true);
    const balance = await api<Balance>(page, '/api/project/1/balance');
    await poll(() => page.getByTestId('balance-amount').innerText()).toBe(
      new Intl.NumberFormat('zh-CN', { style: 'currency', currency: 'CNY' }).format(balance.amount),
    );
    await poll(() => region(page, '内容数据').locator('.recharts-area-curve').count()).toBe(1);
    await region(page, '线上热门内容').getByRole('button', { name: '视频' }).click();
    const video = await api<PopularRow[]>(page, '/api/project/1/popular?type=video');
    await poll(() => region(page, '线上热门内容').locator('tbody tr').first().innerText()).toContain(video[0].title);
    expect(await bodyText(page)).not.toMatch(RAW_KEY);

    // The monitor too.
    await page.goto('/dashboard/monitor');
    await poll(() => region(page, '实时动态').getByRole('listitem').count()).toBeGreaterThan(0);
    await poll(() => region(page, '服务状态').innerText()).toContain('数据接入');
    await poll(() => region(page, '作业与数据流').locator('tbody tr').count()).toBeGreaterThan(0);
    expect(await bodyText(page)).not.toMatch(RAW_KEY);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('as the demo user', () => {
  it('opens their own workplace, is offered only their screens and is refused the monitor', async () => {
    const { page, context, errors } = await openConsole(suite.browser, suite.server.url);
    await login(page, 'user', 'user');
    await page.goto('/project/1');
    await poll(() => page.getByRole('heading', { name: 'Welcome back, Li Na!' }).isVisible()).toBe(true);
    const quick = region(page, 'Quick operations');
    await poll(() => quick.getByRole('button', { name: 'Search Table' }).isVisible()).toBe(true);
    expect(await quick.getByRole('button', { name: 'Step Form' }).count()).toBe(0);

    // A project of the admin's that is not the user's does not exist for them.
    const mine = new Set((await api<Project[]>(page, '/api/user/my-project/list')).map((p) => p.id));
    const foreign = [1, 2, 3, 4, 5, 6].find((id) => !mine.has(id));
    await page.goto(`/project/${foreign}`);
    await poll(() => page.getByRole('heading', { name: 'Project not found' }).isVisible()).toBe(true);

    await page.goto('/dashboard/monitor');
    await page.waitForURL((u) => u.pathname !== '/dashboard/monitor');
    expect(await page.getByRole('region', { name: 'Live activity' }).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('the access requests card', () => {
  // The seed: seven requests of the demo user, one in each state.
  const OPEN = [
    'Asthma exacerbations and air quality',
    'Deep learning for nodule detection',
    'Polygenic risk of type 2 diabetes',
    'Readmission after heart failure',
  ];
  const WAITING = ['Deep learning for nodule detection', 'Polygenic risk of type 2 diabetes'];
  const sorted = (texts: string[]) => [...texts].sort();

  it("shows the user's open requests and the admin's waiting ones, each linking to its page and its list", async () => {
    const { page, context, errors } = await openConsole(suite.browser, suite.server.url);
    await login(page, 'user', 'user');
    await page.goto('/project/1');
    const mine = region(page, 'My open requests');
    await poll(() => mine.getByText('4 open access requests').isVisible()).toBe(true);
    expect(sorted(await mine.getByRole('list').getByRole('link').allInnerTexts())).toEqual(OPEN);
    await mine.getByRole('link', { name: 'View all' }).click();
    await page.waitForURL((u) => u.pathname === '/accessRequests');
    await poll(async () => sorted((await rows(page).allInnerTexts()).map((row) => OPEN.find((title) => row.includes(title)) ?? row))).toEqual(OPEN);

    await page.goto('/project/1');
    await mine.getByRole('link', { name: 'Readmission after heart failure' }).click();
    await page.waitForURL((u) => /^\/accessRequests\/\d+\/show$/.test(u.pathname));
    await poll(() => page.getByText('Readmission after heart failure').first().isVisible()).toBe(true);
    await context.close();

    const admin = await openConsole(suite.browser, suite.server.url);
    await login(admin.page, 'admin', 'admin');
    await admin.page.goto('/project/1');
    const waiting = region(admin.page, 'Requests waiting for review');
    await poll(() => waiting.getByText('2 requests waiting').isVisible()).toBe(true);
    expect(sorted(await waiting.getByRole('list').getByRole('link').allInnerTexts())).toEqual(WAITING);
    await waiting.getByRole('link', { name: 'View all' }).click();
    await admin.page.waitForURL((u) => u.pathname === '/accessRequests');
    await poll(async () => sorted((await rows(admin.page).allInnerTexts()).map((row) => WAITING.find((title) => row.includes(title)) ?? row))).toEqual(WAITING);
    // The State filter names both states the link chose, not only the first.
    expect(await admin.page.getByRole('combobox', { name: 'State' }).innerText()).toBe('Submitted, Under review');
    expect([...errors, ...admin.errors]).toEqual([]);
    await admin.context.close();
  });
});
