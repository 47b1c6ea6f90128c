import { useMemo } from 'react';
import { useLocaleState } from 'react-admin';

const DAY = 86_400_000;

/** Numbers, percentages, dates and "3 hours ago" in the reader's locale. */
export function useUserFormat() {
  const [locale] = useLocaleState();
  return useMemo(() => {
    const number = new Intl.NumberFormat(locale);
    const signedPercent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2, signDisplay: 'exceptZero' });
    const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
    const dateTime = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
    const relative = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
    return {
      number: (n: number) => number.format(n),
      /** `n` in percent units: 206.3 → "+206.3%". */
      signedPercent: (n: number) => signedPercent.format(n / 100),
      date: (iso: string) => date.format(new Date(iso)),
      dateTime: (iso: string) => dateTime.format(new Date(iso)),
      ago: (iso: string, now = Date.now()) => {
        const s = Math.round((Date.parse(iso) - now) / 1000);
        if (Math.abs(s) < 60) return relative.format(s, 'second');
        if (Math.abs(s) < 3600) return relative.format(Math.round(s / 60), 'minute');
        if (Math.abs(s) < DAY / 1000) return relative.format(Math.round(s / 3600), 'hour');
        return relative.format(Math.round((s * 1000) / DAY), 'day');
      },
    };
  }, [locale]);
}
