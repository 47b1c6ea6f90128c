/**
 * The workplace and the real-time monitor in a real browser, against the fake API: figures
 * from the API in both locales, charts drawn, every card's controls, the not-found state, the
 * monitor's feed, jobs, operations and form; the demo user is refused the monitor.
 */
import { describe, expect, it } from 'vitest';
import { consoleSuite } from './suite';
import type { Page } from 'playwright-core';
import type { Job } from '../../domain/monitor';
import type { Balance, CategoryShare, Overview, PopularRow, Project } from '../../domain/workplace';
import { downloadText, login, openConsole } from './console';

const suite = consoleSuite();

/** What the API answers the page's own session, to compute what the screen must show. */
async function api<T>(page: Page, path: string): Promise<T> {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const res = await fetch(`${suite.server.url}${path}`, { headers: { Authorization: `Bearer ${token}` } });
  return ((await res.json()) as { data: T }).data;
}

/** Waits for what the screen shows; a fresh page boots the console and loads its chunk first. */
const poll = <T>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: 10_000 });

/** No message key of these screens left untranslated on screen. */
const RAW_KEY = /\b(workplace|monitor|projectSwitcher)\.[a-zA-Z]+/;
const bodyText = (page: Page) => page.locator('body').innerText();
const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

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

    // Charts: the content line and the categories donut are drawn; the centre shows the total.
    await poll(() => region(page, 'Content data').locator('.recharts-area-curve').count()).toBe(1);
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
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/project/1/content-data', async (route) => {
      await held;
      await route.continue();
    });
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

describe('the monitor as the demo admin', () => {
  it('posts, stars, filters, exports and deletes activity, all persisted', async () => {
    const { page, context, errors } = await openConsole(suite.browser, suite.server.url);
    await login(page, 'admin', 'admin');
    await page.goto('/dashboard/monitor');
    const feed = region(page, 'Live activity');
    const items = feed.getByRole('listitem');
    await poll(() => items.count()).toBeGreaterThan(0);

    // An empty note is refused on the field; a note is posted with Enter and survives a reload.
    await feed.getByRole('button', { name: 'Post' }).click();
    await poll(() => feed.getByText('Required').isVisible()).toBe(true);
    const note = `E2E note ${Date.now()}`;
    await feed.getByRole('textbox', { name: 'Note to the team' }).fill(note);
    await feed.getByRole('textbox', { name: 'Note to the team' }).press('Enter');
    await poll(() => items.first().innerText()).toContain(note);
    expect(await feed.getByRole('textbox', { name: 'Note to the team' }).inputValue()).toBe('');
    await page.reload();
    await poll(() => items.first().innerText()).toContain(note);

    // Star it; the star is kept.
    await items.first().getByRole('button', { name: 'Star' }).click();
    await poll(() => items.first().getByRole('button', { name: 'Remove star' }).getAttribute('aria-pressed')).toBe('true');
    await page.reload();
    await poll(() => items.first().getByRole('button', { name: 'Remove star' }).isVisible()).toBe(true);

    // Category and search narrow the list.
    await feed.getByRole('combobox', { name: 'Category' }).click();
    await page.getByRole('option', { name: 'Notes' }).click();
    await poll(async () => (await items.allInnerTexts()).every((t) => t.includes('Notes'))).toBe(true);
    await feed.getByRole('searchbox', { name: 'Search activity' }).fill(note);
    await poll(() => items.count()).toBe(1);

    // Export the shown items.
    const [download] = await Promise.all([page.waitForEvent('download'), feed.getByRole('button', { name: 'Export the shown items as CSV' }).click()]);
    const csv = await downloadText(download);
    expect(csv.replace(/^\uFEFF/, '').split('\r\n')[0]).toBe('Time,Category,Author,Content');
    expect(csv).toContain(note);
    expect(csv.trim().split('\r\n')).toHaveLength(2);

    // Delete it after confirming.
    await items.first().getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await poll(() => feed.getByText('No activity matches the category and search.').isVisible()).toBe(true);
    await page.reload();
    await feed.getByRole('searchbox', { name: 'Search activity' }).fill(note);
    await poll(() => feed.getByText('No activity yet.').or(feed.getByText('No activity matches the category and search.')).isVisible()).toBe(true);

    expect(await bodyText(page)).not.toMatch(RAW_KEY);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('acts on jobs, runs operations and saves the information form', async () => {
    const { page, context, errors } = await openConsole(suite.browser, suite.server.url);
    await login(page, 'admin', 'admin');
    await page.goto('/dashboard/monitor');
    const jobsCard = region(page, 'Jobs and streams');
    const all = await api<Job[]>(page, '/api/monitor/jobs');
    const job = all.find((j) => j.kind === 'analysis' && j.status === 'running')!;
    const row = jobsCard.locator(`tr[data-job-id="${job.id}"]`);

    // The throughput chart is drawn.
    await poll(() => region(page, 'Service preview').locator('.recharts-area-curve').count()).toBe(1);

    // Select a running job and pause it from the toolbar; resume it from its row.
    await row.getByRole('checkbox', { name: `Select ${job.name}` }).check();
    await poll(() => jobsCard.getByText('1 selected').isVisible()).toBe(true);
    await jobsCard.getByRole('toolbar').getByRole('button', { name: 'Pause' }).click();
    await poll(() => row.innerText()).toContain('Paused');
    await row.getByRole('button', { name: `Resume: ${job.name}` }).click();
    await poll(() => row.innerText()).toContain('Running');
    expect((await api<Job[]>(page, '/api/monitor/jobs')).find((j) => j.id === job.id)?.status).toBe('running');

    // The tabs switch content; the status filter narrows it.
    const streams = all.filter((j) => j.kind === 'sharing');
    await jobsCard.getByRole('tab', { name: /Sharing streams/ }).click();
    await poll(() => jobsCard.locator('tbody tr').count()).toBe(streams.length);
    await jobsCard.getByRole('button', { name: 'Running', exact: true }).click();
    await poll(() => jobsCard.locator('tbody tr').count()).toBe(streams.filter((j) => j.status === 'running').length);

    // Quick operations change the service state, and the buttons say what they will do next.
    const status = region(page, 'Service status');
    await region(page, 'Quick operations').getByRole('button', { name: 'Pause data intake' }).click();
    await poll(() => status.innerText()).toMatch(/Data intake\s+Paused/);
    await poll(() => region(page, 'Quick operations').getByRole('button', { name: 'Resume data intake' }).isVisible()).toBe(true);
    await region(page, 'Quick operations').getByRole('button', { name: 'Resume data intake' }).click();
    await poll(() => status.innerText()).toMatch(/Data intake\s+Open/);

    // The information form: each rule on its field, then saved and shown after a reload.
    const form = region(page, 'Monitor information');
    const title = form.getByRole('textbox', { name: /Monitor title/ });
    const email = form.getByRole('textbox', { name: /Alert email/ });
    const refresh = form.getByRole('spinbutton', { name: /Refresh interval/ });
    await title.fill('');
    await email.fill('not-an-email');
    await refresh.fill('2');
    await form.getByRole('button', { name: 'Save' }).click();
    await poll(() => form.getByText('Required').isVisible()).toBe(true);
    await poll(() => form.getByText('Must be a valid email').isVisible()).toBe(true);
    await poll(() => form.getByText('Must be at least 5').isVisible()).toBe(true);
    await title.fill('Night shift monitor');
    await email.fill('night@mds.example');
    await refresh.fill('20');
    // The messages go as the fields are corrected (the form gets shorter): Save where it then is.
    for (const message of ['Required', 'Must be a valid email', 'Must be at least 5']) await poll(() => form.getByText(message).count()).toBe(0);
    await form.getByRole('button', { name: 'Save' }).click();
    await poll(() => page.getByText('Monitor information saved').isVisible()).toBe(true);
    await poll(() => region(page, 'Service preview').getByRole('heading', { name: 'Night shift monitor' }).isVisible()).toBe(true);
    await page.reload();
    await poll(() =>
      region(page, 'Monitor information')
        .getByRole('textbox', { name: /Monitor title/ })
        .inputValue(),
    ).toBe('Night shift monitor');
    await poll(() => jobsCard.innerText()).toContain('refreshed every 20 s');

    expect(await bodyText(page)).not.toMatch(RAW_KEY);
    expect(errors).toEqual([]);
    await context.close();
  });
});
