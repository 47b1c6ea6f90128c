/**
 * Every route of the registry, as the demo admin and the demo user, in both locales: it renders
 * in the layout with no raw message key and no console error, or (admin-only, for the user) it
 * sends the user to the first page they may open.
 */
import { describe, expect, it } from 'vitest';
import { ROUTES } from '../../domain/routes';
import { consoleSuite } from './suite';
import { networkIdle, login, openConsole } from './console';

const suite = consoleSuite();

/** Text that looks like an untranslated key of one of our namespaces. */
const RAW_KEY =
  /\b(menu|layout|settings|tabs|mds|resources|exception|notFound|workplace|monitor|dataAnalysis|multiDimensionAnalysis|stepForm|groupForm|basicProfile|result|cardList|userInfo|userSetting|messageBox|charts|projectSwitcher)\.[a-zA-Z][a-zA-Z0-9_.]*\b/;
const pathOf = (path: string) => path.replace(':projectId', '1');

for (const locale of ['en-US', 'zh-CN'] as const) {
  describe(`every route (${locale})`, () => {
    // A full page load per route, about thirty of them: minutes on a loaded machine, not the default 90 s.
    it('renders for the admin', { timeout: 360_000 }, async () => {
      const { page, context, errors } = await openConsole(suite.browser, suite.server.url, locale);
      await login(page, 'admin', 'admin');
      for (const route of ROUTES) {
        await page.goto(pathOf(route.path));
        await expect.poll(() => new URL(page.url()).pathname, { message: route.name }).toBe(pathOf(route.path));
        // The page's breadcrumb names it: the layout and the page rendered.
        await page.locator('nav[aria-label] ol').last().waitFor();
        await networkIdle(page);
        const text = await page.locator('body').innerText();
        expect(text, `${route.name} shows a raw key`).not.toMatch(RAW_KEY);
      }
      expect(errors).toEqual([]);
      await context.close();
    });

    it("opens the user's routes and sends the user off admin-only ones", { timeout: 360_000 }, async () => {
      const { page, context, errors } = await openConsole(suite.browser, suite.server.url, locale);
      await login(page, 'user', 'user');
      for (const route of ROUTES) {
        await page.goto(pathOf(route.path));
        if (route.roles?.includes('*')) {
          await expect.poll(() => new URL(page.url()).pathname, { message: route.name }).toBe(pathOf(route.path));
          await networkIdle(page);
          expect(await page.locator('body').innerText(), `${route.name} shows a raw key`).not.toMatch(RAW_KEY);
        } else {
          await expect.poll(() => new URL(page.url()).pathname, { message: route.name }).toMatch(/^\/project\/[^/]+$/);
        }
      }
      expect(errors).toEqual([]);
      await context.close();
    });
  });
}
