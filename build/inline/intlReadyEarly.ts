/**
 * index.html's early number and date formats (build/intlReadyEarly.ts): run as the page is read,
 * before any of the console's code, so it uses nothing but its data and the browser.
 */
export interface IntlLocale {
  /** localStorage keys of the session's token and of the chosen locale, and the locale when none is chosen. */
  tokenKey: string;
  localeKey: string;
  defaultLocale: string;
}

export default function intlReadyEarly(data: IntlLocale): void {
  try {
    if (!localStorage.getItem(data.tokenKey)) return;
    const locale = localStorage.getItem(data.localeKey) || data.defaultLocale;
    new Intl.NumberFormat(locale).format(0);
    new Intl.DateTimeFormat(locale).format(0);
  } catch {
    // No storage: the console's first formats load the locale's data, as they would without this.
  }
}
