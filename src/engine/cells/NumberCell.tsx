import type { FieldProps } from 'react-admin';
import { formatNumber } from './formats';
import { useCellValue } from './useCellValue';

/** A number in the reader's locale (pass textAlign="right" for a list column). */
export function NumberCell({ source, locale }: FieldProps & { source: string; locale: string }) {
  const value = useCellValue(source);
  if (value === undefined || value === null || value === '') return null;
  return <span>{typeof value === 'number' ? formatNumber(locale, value) : String(value)}</span>;
}
