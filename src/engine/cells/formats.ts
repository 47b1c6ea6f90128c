/**
 * Intl formatters, made once per locale: a list renders hundreds of dates and numbers, and
 * react-admin's fields build a new formatter for each (toLocaleString).
 */
import { madeOnce } from '../../i18n/madeOnce';

const DATE_TIME = { year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' } as const;
// A calendar day has no time zone: read in UTC, as `new Date('2028-01-31')` parses it, it stays the
// 31st in a zone west of Greenwich (read in the local zone it would be the 30th, 4 pm).
const DATE = { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: 'UTC' } as const;
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

const numbers = new Map<string, Intl.NumberFormat>();
const dateTimes = new Map<string, Intl.DateTimeFormat>();
const dates = new Map<string, Intl.DateTimeFormat>();

export const formatNumber = (locale: string, n: number): string => madeOnce(numbers, locale, () => new Intl.NumberFormat(locale)).format(n);

/** Whether a value is a calendar day as a `date` field stores one ("2028-01-31"), not an instant. */
export const isDateOnly = (value: unknown): value is string => typeof value === 'string' && DATE_ONLY.test(value);

/** A date and time to the second, as the spec's lists show them; an unreadable value as it is. */
export function formatDateTime(locale: string, value: string | number): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? String(value) : madeOnce(dateTimes, locale, () => new Intl.DateTimeFormat(locale, DATE_TIME)).format(date);
}

/** A calendar day ("2028-01-31") in the reader's locale, the same day in every time zone; an unreadable value as it is. */
export function formatDate(locale: string, value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : madeOnce(dates, locale, () => new Intl.DateTimeFormat(locale, DATE)).format(date);
}

/** A `date` field's value as shown and exported: a calendar day as a date, an instant with its time. */
export const formatDateValue = (locale: string, value: string | number): string =>
  isDateOnly(value) ? formatDate(locale, value) : formatDateTime(locale, value);
