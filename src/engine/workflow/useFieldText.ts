import { useLocaleState, useTranslate } from 'react-admin';
import { formatDateTime, formatNumber } from '../cells/formats';
import { useDeclaration } from '../DeclarationsContext';
import { enumLabel } from '../labels';

/** A field's value as text in the reader's locale: enum labels, dates, numbers, yes/no. */
export function useFieldText() {
  const decl = useDeclaration();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return (name: string, value: unknown): string => {
    const declared = Object.hasOwn(decl.fields, name) ? decl.fields[name] : undefined;
    const values = Array.isArray(value) ? value : [value];
    return values
      .map((one) => {
        if (declared?.kind === 'enum') return translate(enumLabel(decl.name, name, String(one)), { _: String(one) });
        if (declared?.kind === 'date' && (typeof one === 'string' || typeof one === 'number')) return formatDateTime(locale, one);
        if (declared?.kind === 'number' && typeof one === 'number') return formatNumber(locale, one);
        if (typeof one === 'boolean') return translate(one ? 'ra.boolean.true' : 'ra.boolean.false');
        return String(one);
      })
      .join(', ');
  };
}
