import { useMemo } from 'react';
import { useLocaleState } from 'react-admin';

const DAY = 86_400_000;

/** Numbers, money (CNY), percentages and dates in the reader's locale. */
export function useFormat() {
  const [locale] = useLocaleState();
  return useMemo(() => {
    const number = new Intl.NumberFormat(locale);
    const compact = new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 });
    const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 });
    const signedPercent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1, signDisplay: 'exceptZero' });
    const money = new Intl.NumberFormat(locale, { style: 'currency', currency: 'CNY' });
    // Calendar days (YYYY-MM-DD) are shown as they are written, whatever the reader's time zone.
    const day = new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric', timeZone: 'UTC' });
    const longDay = new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'long', day: 'numeric', weekday: 'short', timeZone: 'UTC' });
    const time = new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', second: '2-digit' });
    const dateTime = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
    const relative = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
    return {
      locale,
      number: (n: number) => number.format(n),
      compact: (n: number) => compact.format(n),
      /** `n` in percent units: 2.8 → "2.8%". */
      percent: (n: number) => percent.format(n / 100),
      signedPercent: (n: number) => signedPercent.format(n / 100),
      money: (n: number) => money.format(n),
      day: (iso: string) => day.format(new Date(iso)),
      longDay: (iso: string) => longDay.format(new Date(iso)),
      time: (iso: string) => time.format(new Date(iso)),
      dateTime: (iso: string | number) => dateTime.format(new Date(iso)),
      /** "5 minutes ago", "yesterday"… */
      ago: (at: number | string, now = Date.now()) => {
        const s = Math.round(((typeof at === 'string' ? Date.parse(at) : at) - now) / 1000);
        if (Math.abs(s) < 60) return relative.format(s, 'second');
        if (Math.abs(s) < 3600) return relative.format(Math.round(s / 60), 'minute');
        if (Math.abs(s) < DAY / 1000) return relative.format(Math.round(s / 3600), 'hour');
        return relative.format(Math.round((s * 1000) / DAY), 'day');
      },
    };
  }, [locale]);
}

export type Format = ReturnType<typeof useFormat>;
