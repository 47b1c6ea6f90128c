/**
 * A message's time in the reader's locale: the time alone for today, the date and time within
 * this year, with the year otherwise.
 */
export function formatMessageTime(iso: string, locale: string, now = new Date()): string {
  const t = new Date(iso);
  if (Number.isNaN(t.getTime())) return '';
  const sameYear = t.getFullYear() === now.getFullYear();
  const today = sameYear && t.getMonth() === now.getMonth() && t.getDate() === now.getDate();
  const options: Intl.DateTimeFormatOptions = today
    ? { hour: '2-digit', minute: '2-digit' }
    : { year: sameYear ? undefined : 'numeric', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit' };
  return new Intl.DateTimeFormat(locale, options).format(t);
}

/** The full date and time, for the tooltip. */
export const fullMessageTime = (iso: string, locale: string): string => {
  const t = new Date(iso);
  return Number.isNaN(t.getTime()) ? '' : new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeStyle: 'short' }).format(t);
};
