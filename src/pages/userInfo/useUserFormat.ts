import { useMemo } from 'react';
import { useLocaleState } from 'react-admin';
import { useFormat } from '../../hooks/useFormat';

/** Numbers, percentages and dates in the reader's locale; "3 hours ago" is the shared one. */
export function useUserFormat() {
  const [locale] = useLocaleState();
  const { ago } = useFormat();
  return useMemo(() => {
    const number = new Intl.NumberFormat(locale);
    const signedPercent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2, signDisplay: 'exceptZero' });
    const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
    const dateTime = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
    return {
      number: (n: number) => number.format(n),
      /** `n` in percent units: 206.3 → "+206.3%". */
      signedPercent: (n: number) => signedPercent.format(n / 100),
      date: (iso: string) => date.format(new Date(iso)),
      dateTime: (iso: string) => dateTime.format(new Date(iso)),
      ago,
    };
  }, [locale, ago]);
}
