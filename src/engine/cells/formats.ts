/**
 * Intl formatters, made once per locale: a list renders hundreds of dates and numbers, and
 * react-admin's fields build a new formatter for each (toLocaleString).
 */
import { madeOnce } from '../../i18n/madeOnce';

const DATE_TIME = { year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' } as const;

const numbers = new Map<string, Intl.NumberFormat>();
const dateTimes = new Map<string, Intl.DateTimeFormat>();

export const formatNumber = (locale: string, n: number): string => madeOnce(numbers, locale, () => new Intl.NumberFormat(locale)).format(n);

/** A date and time to the second, as the spec's lists show them; an unreadable value as it is. */
export function formatDateTime(locale: string, value: string | number): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? String(value) : madeOnce(dateTimes, locale, () => new Intl.DateTimeFormat(locale, DATE_TIME)).format(date);
}
