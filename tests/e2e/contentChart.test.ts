/**
 * The workplace's content chart at a phone's width and a desktop's, in both locales: its days are
 * labelled without two labels running into each other or off the chart, every day where there is
 * room; and it comes in with a motion, but not for a reader who asked for less motion.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { consoleSuite } from './suite';
import { poll, region } from './dashboard';
import { login, openConsole, sessionGet } from './console';
import type { ContentPoint } from '../../domain/workplace';

const suite = consoleSuite();

async function openChart(page: Page, title: string) {
  await page.goto('/project/1');
  const chart = region(page, title);
  await poll(() => chart.locator('.recharts-area-curve').count()).toBe(1);
  return chart;
}

/** The day labels under the chart, with their boxes, and the box of the chart's drawing. */
const dayLabels = (page: Page, title: string) =>
  region(page, title)
    .locator('.recharts-surface')
    .first()
    .evaluate((svg) => {
      const box = (e: Element) => e.getBoundingClientRect();
      const labels = [...svg.querySelectorAll('.recharts-xAxis-tick-labels .recharts-cartesian-axis-tick-value')];
      return { svg: box(svg).toJSON() as DOMRect, labels: labels.map((l) => ({ text: l.textContent ?? '', box: box(l).toJSON() as DOMRect })) };
    });

describe('the content chart', () => {
  for (const [locale, width, title] of [
    ['en-US', 360, 'Content data'],
    ['zh-CN', 414, '内容数据'],
    ['en-US', 1280, 'Content data'],
    ['zh-CN', 1280, '内容数据'],
  ] as const) {
    it(`labels its days apart and on the chart at ${width} px in ${locale}`, async () => {
      const { page, context, errors } = await openConsole(suite.browser, suite.server.url, locale);
      await page.setViewportSize({ width, height: 900 });
      await login(page, 'admin', 'admin');
      await openChart(page, title);
      const points = await sessionGet<ContentPoint[]>(page, `${suite.server.url}/api/project/1/content-data`);
      const day = new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric', timeZone: 'UTC' });
      const { svg, labels } = await dayLabels(page, title);

      // The first day is labelled, then every k-th day: as many as fit, evenly.
      expect(labels.length).toBeGreaterThan(1);
      const step = points.findIndex((p) => day.format(new Date(p.x)) === labels[1].text);
      expect(step).toBeGreaterThan(0);
      expect(labels.map((l) => l.text)).toEqual(points.filter((_, i) => i % step === 0).map((p) => day.format(new Date(p.x))));
      // At a desktop's width in English, every day has room.
      if (width === 1280 && locale === 'en-US') expect(labels).toHaveLength(points.length);
      for (const [i, { box }] of labels.entries()) {
        expect(box.left).toBeGreaterThanOrEqual(svg.left);
        expect(box.right).toBeLessThanOrEqual(svg.right);
        if (i > 0) expect(box.left).toBeGreaterThan(labels[i - 1].box.right);
      }
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('comes in with a motion, and without one for a reader who asked for less motion', async () => {
    const { page, context, errors } = await openConsole(suite.browser, suite.server.url);
    await login(page, 'admin', 'admin');
    const animation = async () => {
      const chart = await openChart(page, 'Content data');
      return chart.locator('.recharts-area').evaluate((area) => getComputedStyle(area).animationName);
    };
    expect(await animation()).not.toBe('none');
    await page.emulateMedia({ reducedMotion: 'reduce' });
    expect(await animation()).toBe('none');
    expect(errors).toEqual([]);
    await context.close();
  });
});
