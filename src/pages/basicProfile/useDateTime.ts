import { useMemo } from 'react';
import { useLocaleState } from 'react-admin';

/** A date and time in the current locale. */
export function useDateTime() {
  const [locale] = useLocaleState();
  return useMemo(() => {
    const f = new Intl.DateTimeFormat(locale, { year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' });
    return (iso: string | null | undefined) => (iso ? f.format(new Date(iso)) : '');
  }, [locale]);
}
