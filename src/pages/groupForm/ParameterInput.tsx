import { InputAdornment } from '@mui/material';
import { NumberInput, SelectInput, TextInput, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { countWords, MAX_WORDS, type ParameterField } from '../../../resources/lib/forms';
import { choiceName, parameterLabel, parameterValidator } from './parameterValidators';

function DescriptionInput({ p }: { p: ParameterField }) {
  const translate = useTranslate();
  const text: unknown = useWatch({ name: p.path });
  const words = typeof text === 'string' ? countWords(text) : 0;
  return (
    <TextInput
      source={p.path}
      label={parameterLabel(p)}
      validate={parameterValidator(p)}
      multiline
      minRows={4}
      fullWidth
      helperText={translate('groupForm.words', { count: words, max: MAX_WORDS })}
    />
  );
}

/** The input of one parameter, by kind: a select, a number with its unit, or the description. */
export function ParameterInput({ p }: { p: ParameterField }) {
  const translate = useTranslate();
  const common = { source: p.path, label: parameterLabel(p), validate: parameterValidator(p), isRequired: !!p.field.required, fullWidth: true };
  if (p.field.kind === 'enum') {
    return <SelectInput {...common} choices={(p.field.values ?? []).map((v) => ({ id: v, name: choiceName(p, v) }))} />;
  }
  if (p.field.kind === 'number') {
    return (
      <NumberInput
        {...common}
        step={1}
        min={p.field.min}
        max={p.field.max}
        placeholder={translate('groupForm.range', { min: p.field.min ?? '', max: p.field.max ?? '' })}
        slotProps={{ input: { endAdornment: p.unit && <InputAdornment position="end">{translate(`groupForm.units.${p.unit}`)}</InputAdornment> } }}
      />
    );
  }
  return <DescriptionInput p={p} />;
}
