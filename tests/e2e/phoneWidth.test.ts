/**
 * The console on a phone's width: nothing runs off the screen's right edge. A table wider than the
 * screen scrolls inside its card; a list's buttons wrap; the navbar keeps its account menu in view.
 */
import { describe, expect, it } from 'vitest';
import { consoleSuite } from './suite';
import { login, openConsole } from './console';

const suite = consoleSuite();

const PAGES = [
  { path: '/list/search-table', button: { en: 'Export', zh: '导出' } },
  { path: '/audit', button: { en: 'Export', zh: '导出' } },
];

describe('on a phone', () => {
  for (const [locale, width] of [
    ['en-US', 360],
    ['zh-CN', 414],
  ] as const) {
    it(`fits ${width} px in ${locale}: the page, the list's buttons and the navbar`, async () => {
      const { page, context, errors } = await openConsole(suite.browser, suite.server.url, locale);
      await page.setViewportSize({ width, height: 800 });
      await login(page, 'admin', 'admin');
      for (const { path, button } of PAGES) {
        await page.goto(path);
        await page.locator('table tbody tr td').first().waitFor();
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
        // The last of the list's buttons is on the screen, whole.
        const exported = await page.getByRole('button', { name: locale === 'en-US' ? button.en : button.zh }).boundingBox();
        expect(exported!.x + exported!.width).toBeLessThanOrEqual(width);
        // The table is wider than the screen and scrolls inside its card.
        const table = await page
          .locator('table')
          .first()
          .evaluate((t) => ({ table: t.scrollWidth, card: t.closest('.RaList-content')!.clientWidth }));
        expect(table.table).toBeGreaterThan(table.card);
        const account = await page.getByRole('banner').getByRole('button').last().boundingBox();
        expect(account!.x + account!.width).toBeLessThanOrEqual(width);
      }
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});
