import { useMemo } from 'react';
import { useLocaleState } from 'react-admin';

/** Percentages and dates of the settings page in the reader's locale. */
export function useSettingFormat() {
  const [locale] = useLocaleState();
  return useMemo(() => {
    const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 });
    const dateTime = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
    return {
      /** 0.42 → "42%". */
      percent: (ratio: number) => percent.format(ratio),
      /** ISO, or the profile's "YYYY-MM-DD HH:mm:ss" (local time). */
      dateTime: (value: string) => {
        const t = Date.parse(value.includes('T') ? value : value.replace(' ', 'T'));
        return Number.isNaN(t) ? value : dateTime.format(t);
      },
    };
  }, [locale]);
}
