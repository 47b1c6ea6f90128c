import { useLocaleState, useTranslate } from 'react-admin';
import { enumLabel } from '../labels';
import type { CellFormat } from './csvExport';

/** How `formatCell` words a value for the reader of `resource`: their locale, enum labels, yes/no. */
export function useCellFormat(resource: string): CellFormat {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return {
    locale,
    enumLabel: (field, value) => translate(enumLabel(resource, field, value), { _: value }),
    booleanLabel: (v) => translate(v ? 'ra.boolean.true' : 'ra.boolean.false'),
  };
}
