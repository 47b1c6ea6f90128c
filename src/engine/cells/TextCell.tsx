import type { FieldProps } from 'react-admin';
import { useCellValue } from './useCellValue';

/**
 * A text value as plain text: the table cell already sets the type. react-admin's TextField adds
 * a styled Typography per cell, which a list of many rows pays for on every page.
 */
export function TextCell({ source }: FieldProps & { source: string }) {
  const value = useCellValue(source);
  return value === undefined || value === null ? null : <span>{String(value)}</span>;
}
