/**
 * Polyglot i18n with the spec's locale rules: the choice is stored under `arco-locale`,
 * default zh-CN, fallback en-US. Texts from the server are translated when known.
 */
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider, TranslationMessages } from 'ra-core';
import type { ResourceDecl } from '../../resources/lib/schema';
import { hasFeatureMessages, loadFeatureMessages } from './featureMessages';
import { applyLocale, DEFAULT_LOCALE, isLocale, storedLocale, type Locale } from './locales';
import { catalogue } from './messages';
import { chunkMessage } from './chunkMessages';
import { serverMessageKey } from './serverMessages';

export { LOCALE_KEY, storedLocale } from './locales';

/** The stored locale's messages must be loaded first (loadFeatureMessages); another locale's load when it is chosen. */
export function createI18nProvider(decls: readonly ResourceDecl[]): I18nProvider {
  const initial = storedLocale();
  applyLocale(initial);
  const messages = (locale: Locale) => catalogue(decls, locale) as unknown as TranslationMessages;
  const messagesOf = (asked: string) => {
    const locale = isLocale(asked) ? asked : DEFAULT_LOCALE;
    // The first locale's are there already (or featureTrees says what is missing).
    return hasFeatureMessages(locale) || locale === initial ? messages(locale) : loadFeatureMessages(locale).then(() => messages(locale));
  };
  const base = polyglotI18nProvider(messagesOf, initial, [
    { locale: 'zh-CN', name: '中文' },
    { locale: 'en-US', name: 'English' },
  ]);
  return {
    ...base,
    translate(key, options) {
      const foreign = typeof key === 'string' ? serverMessageKey(key) : undefined;
      const [asked, given] = foreign ? [foreign.key, { ...options, ...foreign.args, _: key }] : [key, options];
      // A message that came with a chunk (chunkMessages.ts) is the text for a key the catalogue lacks.
      const later = chunkMessage(base.getLocale(), asked);
      return base.translate(asked, later === undefined ? given : { ...given, _: later });
    },
    changeLocale(locale, options) {
      if (isLocale(locale)) applyLocale(locale, true);
      return base.changeLocale(locale, options);
    },
  };
}
