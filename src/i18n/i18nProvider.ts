/**
 * Polyglot i18n with the spec's locale rules: the choice is stored under `arco-locale`,
 * default zh-CN, fallback en-US. Texts from the server are translated when known.
 */
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider, TranslationMessages } from 'ra-core';
import type { ResourceDecl } from '../../resources/lib/schema';
import { catalogue, DEFAULT_LOCALE, LOCALES, type Locale } from './messages';
import { serverMessageKey } from './serverMessages';

export const LOCALE_KEY = 'arco-locale';

const isLocale = (x: unknown): x is Locale => LOCALES.includes(x as Locale);

export function storedLocale(): Locale {
  const saved = typeof localStorage === 'undefined' ? null : localStorage.getItem(LOCALE_KEY);
  return isLocale(saved) ? saved : DEFAULT_LOCALE;
}

const applyLocale = (locale: Locale) => {
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
};

export function createI18nProvider(decls: readonly ResourceDecl[]): I18nProvider {
  const initial = storedLocale();
  applyLocale(initial);
  const base = polyglotI18nProvider((locale) => catalogue(decls, isLocale(locale) ? locale : DEFAULT_LOCALE) as unknown as TranslationMessages, initial, [
    { locale: 'zh-CN', name: '中文' },
    { locale: 'en-US', name: 'English' },
  ]);
  return {
    ...base,
    translate(key, options) {
      const foreign = typeof key === 'string' ? serverMessageKey(key) : undefined;
      return foreign ? base.translate(foreign.key, { ...options, ...foreign.args, _: key }) : base.translate(key, options);
    },
    changeLocale(locale, options) {
      if (isLocale(locale)) {
        localStorage.setItem(LOCALE_KEY, locale);
        applyLocale(locale);
      }
      return base.changeLocale(locale, options);
    },
  };
}
