import { useMemo } from 'react';
import { useLocaleState } from 'react-admin';

/**
 * Numbers and dates on charts in the current locale (Intl): axis ticks, tooltips, statistics.
 * Dates from the API are ISO days (`2026-03-15`), read as UTC so no time zone shifts the day.
 */
export function useChartFormat() {
  const [locale] = useLocaleState();
  return useMemo(() => {
    const number = new Intl.NumberFormat(locale);
    const compact = new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 });
    const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 });
    const signedPercent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2, signDisplay: 'exceptZero' });
    const day = new Intl.DateTimeFormat(locale, { month: 'numeric', day: 'numeric', timeZone: 'UTC' });
    const fullDay = new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
    const month = new Intl.DateTimeFormat(locale, { month: 'short', timeZone: 'UTC' });
    const year = new Intl.DateTimeFormat(locale, { year: 'numeric', timeZone: 'UTC' });
    const toNumber = (v: unknown) => (typeof v === 'number' ? v : Number(v));
    return {
      locale,
      number: (v: unknown) => number.format(toNumber(v)),
      compact: (v: unknown) => compact.format(toNumber(v)),
      /** `v` in percent units: 42 → "42%". */
      percent: (v: unknown) => percent.format(toNumber(v) / 100),
      /** A growth rate in percent units with its sign: 12.5 → "+12.5%". */
      growth: (v: unknown) => signedPercent.format(toNumber(v) / 100),
      /** An ISO day as a short day of the month: "3/15", "3/15". */
      day: (iso: unknown) => day.format(new Date(`${String(iso)}T00:00:00Z`)),
      fullDay: (iso: unknown) => fullDay.format(new Date(`${String(iso)}T00:00:00Z`)),
      /** A month number 1–12: "Mar", "3月". */
      month: (m: unknown) => month.format(Date.UTC(2000, toNumber(m) - 1, 1)),
      /** A year: "2026", "2026年". */
      year: (y: unknown) => year.format(Date.UTC(toNumber(y), 5, 1)),
    };
  }, [locale]);
}

export type ChartFormat = ReturnType<typeof useChartFormat>;
