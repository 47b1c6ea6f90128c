import type { FieldProps } from 'react-admin';
import { formatDateTime } from './formats';
import { useCellValue } from './useCellValue';

/** A date and time in the reader's locale. */
export function DateCell({ source, locale }: FieldProps & { source: string; locale: string }) {
  const value = useCellValue(source);
  if (value === undefined || value === null || value === '') return null;
  return <span>{typeof value === 'string' || typeof value === 'number' ? formatDateTime(locale, value) : String(value)}</span>;
}
