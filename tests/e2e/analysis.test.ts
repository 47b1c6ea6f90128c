/**
 * Data analysis and multi-dimension data analysis in a real browser: every chart drawn from the
 * API's figures in the user's language, skeletons while loading, an error with retry when a call
 * fails, sorting and zooming; and both screens refused to the demo user.
 */
import { describe, expect, it } from 'vitest';
import { consoleSuite } from './suite';
import type { Locator, Page } from 'playwright-core';
import { holdRequests, login, openConsole } from './console';

const ANALYSIS = '/visualization/data-analysis';
const MULTI = '/visualization/multi-dimension-data-analysis';
const SLOW = { timeout: 15_000 };
const RAW_KEY = /\b(dataAnalysis|multiDimensionAnalysis|charts)\.[a-zA-Z]/;

interface Envelope<T> {
  code: number;
  data: T;
}
interface SeriesData {
  xAxis: string[];
  series: { name: string; value: number[]; count?: number }[];
}

const suite = consoleSuite();

/** A call with the signed-in user's token, as the console makes it. */
const api = <T>(page: Page, method: string, path: string, body?: unknown) =>
  page.evaluate(
    async ([m, p, b]) => {
      const res = await fetch(p as string, {
        method: m as string,
        headers: { Authorization: `Bearer ${localStorage.getItem('token')}`, 'Content-Type': 'application/json' },
        body: b === undefined ? undefined : JSON.stringify(b),
      });
      return res.json();
    },
    [method, path, body],
  ) as Promise<Envelope<T>>;

const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const tickTexts = (chart: Locator) => chart.locator('.recharts-xAxis-tick-labels .recharts-cartesian-axis-tick-value').allTextContents();
/** The radar's category labels that reach past its drawing's left or right edge. */
const cutLabels = (radar: Locator) =>
  radar.locator('.recharts-wrapper > svg').evaluate((svg) => {
    const box = svg.getBoundingClientRect();
    const labels = [...svg.querySelectorAll('.recharts-polar-angle-axis-tick-value')];
    return labels.filter((l) => l.getBoundingClientRect().left < box.left || l.getBoundingClientRect().right > box.right).map((l) => l.textContent);
  });
const noRawKeys = async (page: Page) => expect(await page.locator('body').innerText()).not.toMatch(RAW_KEY);

describe('data analysis as the demo admin', () => {
  it('draws every chart from the API, sorts the authors and zooms the period chart', async () => {
    const { page, context, errors } = await openConsole(suite.browser, suite.server.url);
    await login(page, 'admin', 'admin');
    await page.goto(ANALYSIS);
    const en = new Intl.NumberFormat('en-US');

    // Public opinion: each indicator's total as the API counts it, with its chart.
    const opinion = region(page, 'Public Opinion Analysis');
    await opinion.waitFor();
    for (const [quota, title] of [
      ['visitors', 'All Visitors'],
      ['comment', 'Total Comment'],
      ['published', 'Content Published'],
      ['share', 'Total Share'],
    ]) {
      const { data } = await api<{ count: number }>(page, 'POST', '/api/public-opinion-analysis', { quota });
      const card = opinion.getByRole('article', { name: title });
      await expect.poll(() => card.getByTestId('opinion-count').innerText(), SLOW).toBe(en.format(data.count));
    }
    // This year and last year, one line each; twelve days of bars; a slice per content type.
    await expect.poll(() => opinion.getByRole('article', { name: 'All Visitors' }).locator('.recharts-line').count()).toBe(2);
    await expect.poll(() => opinion.getByRole('article', { name: 'Content Published' }).locator('.recharts-bar-rectangle').count()).toBe(12);
    const share = opinion.getByRole('article', { name: 'Total Share' });
    await expect.poll(() => share.locator('.recharts-pie-sector').count()).toBe(3);
    expect(await share.locator('.recharts-legend-item-text').allInnerTexts()).toEqual([
      expect.stringMatching(/^Text /),
      expect.stringMatching(/^Image & text /),
      expect.stringMatching(/^Video /),
    ]);

    // Stacked bars: three content types × twelve slots, the legend translated.
    const publishing = region(page, 'Content Publishing Ratio');
    await expect.poll(() => publishing.locator('.recharts-bar-rectangle').count(), SLOW).toBe(36);
    expect(await publishing.locator('.recharts-legend-item-text').allInnerTexts()).toEqual(['Text', 'Image & text', 'Video']);
    const publish = await api<SeriesData>(page, 'GET', '/api/content-publish');
    expect(await tickTexts(publishing)).toEqual(publish.data.xAxis);

    // Popular authors in the API's ranking; a header click sorts by that column.
    const authors = (await api<{ list: { author: string; contentCount: number }[] }>(page, 'GET', '/api/popular-author/list')).data.list;
    const table = region(page, 'Popular Author');
    const rows = table.locator('tbody tr');
    await expect.poll(() => rows.count(), SLOW).toBe(authors.length);
    expect(await rows.locator('td:nth-child(2)').allInnerTexts()).toEqual(authors.map((a) => a.author));
    const contentCounts = () => rows.locator('td:nth-child(3)').allInnerTexts();
    await table.getByRole('button', { name: 'Content Number' }).click();
    const most = [...authors].sort((a, b) => b.contentCount - a.contentCount).map((a) => en.format(a.contentCount));
    await expect.poll(contentCounts).toEqual(most);
    await table.getByRole('button', { name: 'Content Number' }).click();
    await expect.poll(contentCounts).toEqual([...most].reverse());
    await table.getByRole('button', { name: 'Content Number' }).click();
    await expect.poll(() => rows.locator('td:nth-child(2)').allInnerTexts()).toEqual(authors.map((a) => a.author));

    // Period analysis: three lines in percent; dragging the brush's left handle zooms in.
    const period = region(page, 'Content Period Analysis');
    await expect.poll(() => period.locator('.recharts-line').count(), SLOW).toBe(3);
    expect(await period.locator('.recharts-yAxis-tick-labels .recharts-cartesian-axis-tick-value').allTextContents()).toContain('50%');
    const before = await tickTexts(period);
    expect(before[0]).toBe('00:00');
    const travellers = period.locator('.recharts-brush-traveller');
    await travellers.first().scrollIntoViewIfNeeded();
    const handle = await travellers.first().boundingBox();
    expect(handle).not.toBeNull();
    await page.mouse.move(handle!.x + handle!.width / 2, handle!.y + handle!.height / 2);
    await page.mouse.down();
    await page.mouse.move(handle!.x + 400, handle!.y + handle!.height / 2, { steps: 10 });
    await page.mouse.up();
    await expect.poll(async () => (await tickTexts(period))[0]).not.toBe('00:00');
    expect((await tickTexts(period)).length).toBeLessThan(before.length);
    // The handles are sliders for the keyboard too: the right one steps back from the last slot.
    expect((await tickTexts(period)).at(-1)).toBe('22:00');
    await travellers.last().focus();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect.poll(async () => (await tickTexts(period)).at(-1)).not.toBe('22:00');

    await noRawKeys(page);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows a skeleton while a call is pending and an error with a working retry when it fails', async () => {
    const { page, context } = await openConsole(suite.browser, suite.server.url);
    await login(page, 'admin', 'admin');

    // Hold the publishing call: its card shows a skeleton until the answer arrives.
    const { release } = await holdRequests(page, '**/api/content-publish');
    // Fail the content period call, as a server error in the envelope, until told otherwise.
    let failing = true;
    await page.route('**/api/content-period-analysis', (route) =>
      failing
        ? route.fulfill({
            status: 500,
            contentType: 'application/json',
            body: JSON.stringify({ data: null, status: 'fail', msg: 'Period store offline', code: 50000 }),
          })
        : route.continue(),
    );
    await page.goto(ANALYSIS);

    const publishing = region(page, 'Content Publishing Ratio');
    await publishing.getByTestId('chart-skeleton').waitFor();
    expect(await publishing.locator('.recharts-surface').count()).toBe(0);
    release();
    await expect.poll(() => publishing.locator('.recharts-bar-rectangle').count(), SLOW).toBe(36);
    expect(await publishing.getByTestId('chart-skeleton').count()).toBe(0);

    // The failed card says so and offers a retry; the other cards are unaffected.
    const period = region(page, 'Content Period Analysis');
    await expect.poll(() => period.getByRole('alert').innerText(), SLOW).toContain('These figures could not be loaded.');
    expect(await period.getByRole('alert').innerText()).toContain('Period store offline');
    expect(await region(page, 'Popular Author').locator('tbody tr').count()).toBe(7);
    failing = false;
    await period.getByRole('button', { name: 'Retry' }).click();
    await expect.poll(() => period.locator('.recharts-line').count(), SLOW).toBe(3);
    expect(await period.getByRole('alert').count()).toBe(0);
    await context.close();
  });

  it('speaks Chinese: titles, series names and numbers in zh-CN', async () => {
    const { page, context, errors } = await openConsole(suite.browser, suite.server.url, 'zh-CN');
    await login(page, 'admin', 'admin');
    await page.goto(ANALYSIS);
    const { data } = await api<{ count: number }>(page, 'POST', '/api/public-opinion-analysis', { quota: 'visitors' });
    const visitors = region(page, '舆情分析').getByRole('article', { name: '访问总人数' });
    await expect.poll(() => visitors.getByTestId('opinion-count').innerText(), SLOW).toBe(new Intl.NumberFormat('zh-CN').format(data.count));
    expect(await visitors.innerText()).toContain('较去年');
    const publishing = region(page, '内容发布比例');
    await expect.poll(() => publishing.locator('.recharts-legend-item-text').allInnerTexts(), SLOW).toEqual(['纯文本', '图文类', '视频类']);
    await expect.poll(() => region(page, '热门作者榜单').getByRole('button', { name: '点击量' }).isVisible()).toBe(true);
    await noRawKeys(page);

    await page.goto(MULTI);
    const overview = region(page, '数据总览');
    await expect.poll(() => overview.locator('.recharts-area').count(), SLOW).toBe(4);
    expect(await overview.locator('.recharts-legend-item-text').allInnerTexts()).toEqual(['内容生产量', '内容点击量', '内容曝光量', '活跃用户数']);
    expect(await overview.innerText()).toMatch(/\d{4}年\d{1,2}月\d{1,2}日的数据/);
    await expect.poll(() => region(page, '内容发布来源').innerText()).toContain('UGC原创');
    await noRawKeys(page);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('multi-dimension data analysis as the demo admin', () => {
  it('shows the overview figures of the latest day and draws every chart', async () => {
    const { page, context, errors } = await openConsole(suite.browser, suite.server.url);
    await login(page, 'admin', 'admin');
    await page.goto(MULTI);
    const en = new Intl.NumberFormat('en-US');
    const overviewData = (await api<SeriesData & { userActions: { value: number }[] }>(page, 'GET', '/api/data-overview')).data;

    // Four statistics: each the latest day's figure; a stacked area per indicator.
    const overview = region(page, 'Data Overview');
    await expect.poll(() => overview.getByTestId('overview-count').allInnerTexts(), SLOW).toEqual(overviewData.series.map((s) => en.format(s.count!)));
    expect(await overview.locator('.recharts-area').count()).toBe(4);
    expect(await overview.locator('.recharts-legend-item-text').allInnerTexts()).toEqual([
      'Content Production',
      'Content Click',
      'Content Exposure',
      'Active Users',
    ]);
    const lastDay = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${overviewData.xAxis.at(-1)}T00:00:00Z`));
    expect(await overview.innerText()).toContain(`Figures of ${lastDay}`);
    expect(await tickTexts(overview)).toHaveLength(12);

    // User actions as horizontal bars labelled with the API's figures; the radar with three types.
    const actions = region(page, 'User Actions');
    await expect.poll(() => actions.locator('.recharts-bar-rectangle').count()).toBe(3);
    expect(await actions.locator('.recharts-label').allTextContents()).toEqual(overviewData.userActions.map((a) => en.format(a.value)));
    const radar = region(page, 'Content Type Distribution');
    expect(await radar.locator('.recharts-radar').count()).toBe(3);
    expect(await radar.innerText()).toContain('Entertainment');
    // Every category's label stands whole inside the chart, none cut at its edge, also on the
    // narrower card of a 1280-pixel screen.
    for (const width of [1440, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await expect.poll(() => cutLabels(radar)).toEqual([]);
    }

    // Chain growth: the latest day's figure, its growth on the day before, a sparkline of twelve days.
    for (const [quota, title, chart] of [
      ['retentionTrends', 'Retention Trends', '.recharts-line'],
      ['userRetention', 'User Retention', '.recharts-bar-rectangle'],
      ['contentConsumptionTrends', 'Content Consumption Trends', '.recharts-line'],
      ['contentConsumption', 'Content Consumption', '.recharts-bar-rectangle'],
    ]) {
      const { data } = await api<{ count: number; growth: number }>(page, 'POST', '/api/data-chain-growth', { quota });
      const card = region(page, title);
      await expect.poll(() => card.getByTestId('chain-count').innerText(), SLOW).toBe(en.format(data.count));
      const growth = new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 2, signDisplay: 'exceptZero' }).format(data.growth / 100);
      expect(await card.innerText()).toContain(growth);
      expect(await card.locator(chart).count()).toBe(chart === '.recharts-line' ? 1 : 12);
    }

    // Publishing sources: a donut of five sources per content type.
    const sources = region(page, 'Content Publishing Source');
    await expect.poll(() => sources.locator('.recharts-pie').count()).toBe(3);
    expect(await sources.locator('.recharts-pie-sector').count()).toBe(15);
    for (const caption of ['Text', 'Image & text', 'Video', 'UGC original', 'Industry reports']) expect(await sources.innerText()).toContain(caption);

    await noRawKeys(page);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('fails one chain growth card alone, and its retry brings it back', async () => {
    const { page, context } = await openConsole(suite.browser, suite.server.url);
    await login(page, 'admin', 'admin');
    let failing = true;
    await page.route('**/api/data-chain-growth', (route) =>
      failing && (route.request().postDataJSON() as { quota: string }).quota === 'userRetention'
        ? route.fulfill({
            status: 400,
            contentType: 'application/json',
            body: JSON.stringify({ data: null, status: 'fail', msg: 'Retention is being recomputed', code: 40000 }),
          })
        : route.continue(),
    );
    await page.goto(MULTI);
    const failed = region(page, 'User Retention');
    await expect.poll(() => failed.getByRole('alert').innerText(), SLOW).toContain('Retention is being recomputed');
    await expect.poll(() => region(page, 'Retention Trends').getByTestId('chain-count').isVisible(), SLOW).toBe(true);
    failing = false;
    await failed.getByRole('button', { name: 'Retry' }).click();
    await expect.poll(() => failed.getByTestId('chain-count').isVisible(), SLOW).toBe(true);
    expect(await failed.locator('.recharts-bar-rectangle').count()).toBe(12);
    await context.close();
  });
});

describe('the demo user', () => {
  it('is refused both analysis screens and their endpoints', async () => {
    const { page, context, errors } = await openConsole(suite.browser, suite.server.url);
    await login(page, 'user', 'user');
    for (const path of [ANALYSIS, MULTI]) {
      await page.goto(path);
      await expect.poll(() => new URL(page.url()).pathname, SLOW).not.toBe(path);
      expect(await page.getByText('Public Opinion Analysis').count()).toBe(0);
      expect(await page.getByText('Data Overview').count()).toBe(0);
    }
    for (const [method, path, body] of [
      ['POST', '/api/public-opinion-analysis', { quota: 'visitors' }],
      ['GET', '/api/content-period-analysis'],
      ['GET', '/api/content-publish'],
      ['GET', '/api/popular-author/list'],
      ['POST', '/api/data-chain-growth', { quota: 'userRetention' }],
      ['GET', '/api/data-overview'],
    ] as const) {
      expect((await api(page, method, path, body)).code).toBe(40300);
    }
    expect(errors).toEqual([]);
    await context.close();
  });
});
