/**
 * Issue #8 item 4: `<html lang>` follows the locale (en, zh-CN) and every screen of the registry
 * has a document title in the reader's language: "<route title> - <product>".
 */
import { describe, expect, it } from 'vitest';
import { ROUTES } from '../../src/routes/routes';
import { declarations } from '../../src/registry/declarations';
import { catalogue } from '../../src/i18n/messages';
import { consoleSuite } from './suite';
import { login, openConsole } from './console';

const suite = consoleSuite();

/** A message of the console's catalogue by its dotted key. */
const message = (locale: 'en-US' | 'zh-CN', key: string): string => {
  let node: unknown = catalogue(declarations, locale);
  for (const part of key.split('.')) node = (node as Record<string, unknown>)[part];
  if (typeof node !== 'string') throw new Error(`${locale} has no message ${key}`);
  return node;
};

for (const [locale, lang] of [
  ['en-US', 'en'],
  ['zh-CN', 'zh-CN'],
] as const) {
  describe(`language of the page (${locale})`, () => {
    it(`is ${lang}, and each screen's title is localized`, async () => {
      const { page, context, errors } = await openConsole(suite.browser, suite.server.url, locale);
      const product = message(locale, 'mds.product');
      await page.goto('/login');
      await expect.poll(() => page.title()).toBe(`${message(locale, 'mds.login.submit')} - ${product}`);
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(lang);
      await login(page, 'admin', 'admin');
      const screens = [
        ...ROUTES.map((r) => ({ path: r.path.replace(':projectId', '1'), titleKey: r.titleKey })),
        // Declared resources with a list of their own: titled by their menu entry.
        ...declarations.filter((d) => !d.listPath).map((d) => ({ path: `/${d.name}`, titleKey: `resources.${d.name}.menu` })),
      ];
      for (const s of screens) {
        await page.goto(s.path);
        await expect.poll(() => page.title(), { message: s.path }).toBe(`${message(locale, s.titleKey)} - ${product}`);
        expect(await page.evaluate(() => document.documentElement.lang)).toBe(lang);
      }
      expect(errors).toEqual([]);
      await context.close();
    });
  });
}
