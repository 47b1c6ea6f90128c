/**
 * `<html lang>` follows the locale (en, zh-CN) and every screen of the registry
 * a role may open has a document title in the reader's language: "<route title> - <product>",
 * the login page "Login - <product>", a declared resource's create, edit and show screens
 * "<action> - <its page> - <product>". As the demo admin and the demo user. A page whose texts come
 * with its own chunk (locale/<locale>.chunk.ts) shows them, not their keys, when opened directly.
 */
import { describe, expect, it } from 'vitest';
import { ROUTES } from '../../domain/routes';
import { declarations } from '../../src/registry/declarations';
import { isRoleAllowed } from '../../resources/lib/schema';
import { catalogue } from '../../src/i18n/messages';
import { loadFeatureMessages } from '../../src/i18n/featureMessages';
import { LOCALES } from '../../src/i18n/locales';
import { consoleSuite } from './suite';
import { firstRecordId, login, openConsole } from './console';

const suite = consoleSuite();
/** A message key of a page whose texts come with its chunk, as polyglot shows a key it cannot find. */
const pageTexts = import.meta.glob<Record<string, unknown>>('../../src/pages/*/locale/en-US.chunk.ts', { eager: true, import: 'default' });
const rawPageKey = new RegExp(
  `\\b(${Object.values(pageTexts)
    .flatMap((tree) => Object.keys(tree))
    .join('|')})\\.[a-zA-Z]`,
);
await Promise.all(LOCALES.map(loadFeatureMessages));

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
  for (const role of ['admin', 'user'] as const) {
    describe(`language of the page (${locale}, ${role})`, () => {
      // A full page load per screen, about thirty of them: minutes on a loaded machine, not the default 90 s.
      it(`is ${lang}, and each screen's title is localized`, { timeout: 360_000 }, async () => {
        const { page, context, errors } = await openConsole(suite.browser, suite.server.url, locale);
        expect(rawPageKey.test('monitor.activity.title')).toBe(true);
        const product = message(locale, 'mds.product');
        const titled = (title: string) => `${title} - ${product}`;
        await page.goto('/login');
        await expect.poll(() => page.title()).toBe(titled(message(locale, 'mds.login.submit')));
        expect(await page.evaluate(() => document.documentElement.lang)).toBe(lang);
        await login(page, role, role);
        const screens = [
          ...ROUTES.filter((r) => isRoleAllowed(r.roles ?? ['*'], role)).map((r) => ({
            path: r.path.replace(':projectId', '1'),
            title: message(locale, r.titleKey),
          })),
          // Declared resources with a list of their own: titled by their menu entry.
          ...declarations
            .filter((d) => !d.listPath && isRoleAllowed(d.access.read, role))
            .map((d) => ({ path: `/${d.name}`, title: message(locale, `resources.${d.name}.menu`) })),
        ];
        // A declared resource's create, edit and show screens: "<action> - <its page>" (policies live on the search table).
        const policies = declarations.find((d) => d.name === 'policies')!;
        const listTitle = message(locale, ROUTES.find((r) => r.path === policies.listPath)!.titleKey);
        const id = await firstRecordId(page, policies.endpoint);
        expect(id).not.toBeNull();
        screens.push({ path: `/policies/${id}/show`, title: `${message(locale, 'ra.action.show')} - ${listTitle}` });
        if (isRoleAllowed(policies.access.write, role)) {
          screens.push({ path: '/policies/create', title: `${message(locale, 'ra.action.create')} - ${listTitle}` });
          screens.push({ path: `/policies/${id}`, title: `${message(locale, 'ra.action.edit')} - ${listTitle}` });
        }
        // And one with no route of its own, which every role may write (titled by its menu entry).
        const own = declarations.find((d) => !d.listPath && isRoleAllowed(d.access.write, role))!;
        const ownId = await firstRecordId(page, own.endpoint);
        const ownTitle = message(locale, `resources.${own.name}.menu`);
        screens.push({ path: `/${own.name}/create`, title: `${message(locale, 'ra.action.create')} - ${ownTitle}` });
        if (ownId !== null) {
          screens.push({ path: `/${own.name}/${ownId}`, title: `${message(locale, 'ra.action.edit')} - ${ownTitle}` });
          screens.push({ path: `/${own.name}/${ownId}/show`, title: `${message(locale, 'ra.action.show')} - ${ownTitle}` });
        }
        for (const s of screens) {
          await page.goto(s.path);
          await expect.poll(() => page.title(), { message: s.path }).toBe(titled(s.title));
          expect(await page.evaluate(() => document.documentElement.lang)).toBe(lang);
          expect(await page.locator('body').innerText(), s.path).not.toMatch(rawPageKey);
        }
        expect(errors).toEqual([]);
        await context.close();
      });
    });
  }
}
