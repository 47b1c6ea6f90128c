import { useCallback } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { valueAt, type MediaParameters, type ParameterField } from '../../../resources/lib/forms';
import { choiceName } from '../groupForm/parameterValidators';

/** A parameter's value as text in the current locale: "15 fps", "800 kbps", "Custom", "-". */
export function useParameterText() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return useCallback(
    (p: ParameterField, params: MediaParameters): string => {
      const v = valueAt(params, p.path);
      if (v === undefined || v === null || v === '') return translate('basicProfile.empty');
      if (typeof v === 'number') return `${new Intl.NumberFormat(locale).format(v)}${p.unit ? ` ${translate(`groupForm.units.${p.unit}`)}` : ''}`;
      if (p.field.kind === 'enum') {
        const name = choiceName(p, String(v));
        return translate(name, { _: name });
      }
      return String(v);
    },
    [translate, locale],
  );
}
