/**
 * Intl formatters, made once per locale: a list renders hundreds of dates and numbers, and
 * react-admin's fields build a new formatter for each (toLocaleString).
 */
const DATE_TIME = { year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' } as const;

const numbers = new Map<string, Intl.NumberFormat>();
const dateTimes = new Map<string, Intl.DateTimeFormat>();

function cached<T>(map: Map<string, T>, locale: string, make: () => T): T {
  let f = map.get(locale);
  if (!f) map.set(locale, (f = make()));
  return f;
}

export const formatNumber = (locale: string, n: number): string => cached(numbers, locale, () => new Intl.NumberFormat(locale)).format(n);

/** A date and time to the second, as the spec's lists show them; an unreadable value as it is. */
export function formatDateTime(locale: string, value: string | number): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? String(value) : cached(dateTimes, locale, () => new Intl.DateTimeFormat(locale, DATE_TIME)).format(date);
}
