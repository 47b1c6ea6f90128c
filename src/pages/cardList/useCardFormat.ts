import { useMemo } from 'react';
import { useLocaleState } from 'react-admin';

/** Dates, counts and durations of the cards in the reader's locale. */
export function useCardFormat() {
  const [locale] = useLocaleState();
  return useMemo(() => {
    const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
    const number = new Intl.NumberFormat(locale);
    const unit = (u: 'second' | 'minute' | 'hour') => new Intl.NumberFormat(locale, { style: 'unit', unit: u, unitDisplay: 'short', maximumFractionDigits: 1 });
    return {
      date: (iso: string) => date.format(new Date(iso)),
      number: (n: number) => number.format(n),
      /** The largest unit that reads well: 45 s, 30 min, 2.1 h. */
      duration: (seconds: number) =>
        seconds < 60 ? unit('second').format(seconds) : seconds < 3600 ? unit('minute').format(Math.round(seconds / 60)) : unit('hour').format(seconds / 3600),
    };
  }, [locale]);
}
