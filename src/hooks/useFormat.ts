import { useLocaleState } from 'react-admin';
import { madeOnce } from '../i18n/madeOnce';

const DAY = 86_400_000;

/** Recharts hands tick and tooltip values over untyped; numbers may come as strings. */
const toNumber = (value: unknown) => (typeof value === 'number' ? value : Number(value));
/** ISO days (`2026-03-15`) are read as UTC, so no time zone shifts the day. */
const toDate = (value: unknown) => new Date(typeof value === 'number' ? value : String(value));

export interface FormatOptions {
  /** Decimals of percentages: the workplace shows 2.8%, charts and the user page 12.35%. */
  percentDigits?: number;
}

/** One set of formatters per locale and percentage digits: every card and chart shares it. */
const made = new Map<string, ReturnType<typeof makeFormats>>();

/** Numbers, money (CNY), percentages and dates in the reader's locale, for cards and charts alike. */
export function useFormat({ percentDigits = 1 }: FormatOptions = {}) {
  const [locale] = useLocaleState();
  return madeOnce(made, `${locale}|${percentDigits}`, () => makeFormats(locale, percentDigits));
}

function makeFormats(locale: string, percentDigits: number) {
  const number = new Intl.NumberFormat(locale);
  const compact = new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 });
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: percentDigits });
  const signedPercent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: percentDigits, signDisplay: 'exceptZero' });
  const money = new Intl.NumberFormat(locale, { style: 'currency', currency: 'CNY' });
  // Calendar days (YYYY-MM-DD) are shown as they are written, whatever the reader's time zone.
  const day = new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric', timeZone: 'UTC' });
  const numericDay = new Intl.DateTimeFormat(locale, { month: 'numeric', day: 'numeric', timeZone: 'UTC' });
  const longDay = new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
  const longDayWithWeekday = new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'long', day: 'numeric', weekday: 'short', timeZone: 'UTC' });
  const month = new Intl.DateTimeFormat(locale, { month: 'short', timeZone: 'UTC' });
  const year = new Intl.DateTimeFormat(locale, { year: 'numeric', timeZone: 'UTC' });
  const time = new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', second: '2-digit' });
  const clock = new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit' });
  const dateTime = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  const relative = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  return {
    locale,
    number: (value: unknown) => number.format(toNumber(value)),
    compact: (value: unknown) => compact.format(toNumber(value)),
    /** `value` in percent units: 2.8 → "2.8%". */
    percent: (value: unknown) => percent.format(toNumber(value) / 100),
    /** A growth rate in percent units with its sign: 12.5 → "+12.5%". */
    signedPercent: (value: unknown) => signedPercent.format(toNumber(value) / 100),
    money: (value: unknown) => money.format(toNumber(value)),
    /** "Mar 15", "3月15日". */
    day: (iso: unknown) => day.format(toDate(iso)),
    /** "3/15". */
    numericDay: (iso: unknown) => numericDay.format(toDate(iso)),
    /** "March 15, 2026". */
    longDay: (iso: unknown) => longDay.format(toDate(iso)),
    /** "Sun, March 15, 2026". */
    longDayWithWeekday: (iso: unknown) => longDayWithWeekday.format(toDate(iso)),
    /** A month number 1–12: "Mar", "3月". */
    month: (monthNumber: unknown) => month.format(Date.UTC(2000, toNumber(monthNumber) - 1, 1)),
    /** A year: "2026", "2026年". */
    year: (yearNumber: unknown) => year.format(Date.UTC(toNumber(yearNumber), 5, 1)),
    time: (iso: string | number) => time.format(new Date(iso)),
    /** Hours and minutes in the locale's clock: "10:14 PM", "22:14". */
    clock: (iso: string | number) => clock.format(new Date(iso)),
    dateTime: (iso: string | number) => dateTime.format(new Date(iso)),
    /** "5 minutes ago", "yesterday"… */
    ago: (at: number | string, now = Date.now()) => {
      const seconds = Math.round(((typeof at === 'string' ? Date.parse(at) : at) - now) / 1000);
      if (Math.abs(seconds) < 60) return relative.format(seconds, 'second');
      if (Math.abs(seconds) < 3600) return relative.format(Math.round(seconds / 60), 'minute');
      if (Math.abs(seconds) < DAY / 1000) return relative.format(Math.round(seconds / 3600), 'hour');
      return relative.format(Math.round((seconds * 1000) / DAY), 'day');
    },
  };
}

export type Format = ReturnType<typeof useFormat>;
