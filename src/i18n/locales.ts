/** The console's locales and where the choice is kept: no messages here, so the login page can use it. */
export const LOCALES = ['zh-CN', 'en-US'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'zh-CN';
export const FALLBACK_LOCALE: Locale = 'en-US';
export const LOCALE_KEY = 'arco-locale';

export const isLocale = (x: unknown): x is Locale => LOCALES.includes(x as Locale);

export function storedLocale(): Locale {
  const saved = typeof localStorage === 'undefined' ? null : localStorage.getItem(LOCALE_KEY);
  return isLocale(saved) ? saved : DEFAULT_LOCALE;
}

/** The page's language as screen readers and browsers expect it: `en` for English, `zh-CN` for Chinese. */
export const htmlLang = (locale: Locale): string => (locale === 'en-US' ? 'en' : locale);

/** Records the choice and marks the page's language. */
export function applyLocale(locale: Locale, store = false) {
  if (store) localStorage.setItem(LOCALE_KEY, locale);
  if (typeof document !== 'undefined') document.documentElement.lang = htmlLang(locale);
}
