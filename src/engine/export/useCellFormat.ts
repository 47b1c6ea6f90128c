import { useLocaleState, useTranslate, type TranslateFunction } from 'react-admin';
import { enumLabel } from '../labels';
import type { CellFormat } from './csvExport';

/** How `formatCell` words a value of `resource` for a reader: their locale, enum labels, yes/no. */
export const cellFormatFor = (resource: string, translate: TranslateFunction, locale: string): CellFormat => ({
  locale,
  enumLabel: (field, value) => translate(enumLabel(resource, field, value), { _: value }),
  booleanLabel: (v) => translate(v ? 'ra.boolean.true' : 'ra.boolean.false'),
});

/** `cellFormatFor` the signed-in reader. */
export function useCellFormat(resource: string): CellFormat {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return cellFormatFor(resource, translate, locale);
}
