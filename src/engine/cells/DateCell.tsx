import type { FieldProps } from 'react-admin';
import { formatDateValue } from './formats';
import { useCellValue } from './useCellValue';

/** A date in the reader's locale: a calendar day ("2028-01-31") as a date, an instant with its time. */
export function DateCell({ source, locale }: FieldProps & { source: string; locale: string }) {
  const value = useCellValue(source);
  if (value === undefined || value === null || value === '') return null;
  return <span>{typeof value === 'string' || typeof value === 'number' ? formatDateValue(locale, value) : String(value)}</span>;
}
