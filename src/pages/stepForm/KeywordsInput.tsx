import { useState } from 'react';
import { Autocomplete, Chip, TextField } from '@mui/material';
import { FieldTitle, InputHelperText, useInput, useTranslate, type Validator } from 'react-admin';

/** Keywords are stored as one comma-separated text (the declaration's `keywords` field). */
const toList = (v: unknown): string[] =>
  typeof v === 'string'
    ? v
        .split(',')
        .map((k) => k.trim())
        .filter(Boolean)
    : [];
const toText = (list: string[]) => [...new Set(list.map((k) => k.trim()).filter(Boolean))].join(', ');

/** Keywords (required) as chips: Enter, a comma or leaving the field adds what was typed. */
export function KeywordsInput({ source, label, validate }: { source: string; label: string; validate: Validator }) {
  const translate = useTranslate();
  const { field, fieldState } = useInput({ source, validate });
  const [typing, setTyping] = useState('');
  const keywords = toList(field.value);
  const error = fieldState.invalid ? fieldState.error?.message : undefined;

  const onInput = (text: string) => {
    // A comma ends a keyword as Enter does.
    if (text.includes(',')) {
      field.onChange(toText([...keywords, ...text.split(',')]));
      setTyping('');
    } else setTyping(text);
  };

  return (
    <Autocomplete
      multiple
      freeSolo
      autoSelect
      options={[]}
      value={keywords}
      inputValue={typing}
      onInputChange={(_, text, reason) => reason !== 'reset' && onInput(text)}
      onChange={(_, list) => {
        field.onChange(toText(list as string[]));
        setTyping('');
      }}
      onBlur={field.onBlur}
      renderValue={(values, getItemProps) => values.map((k, index) => <Chip {...getItemProps({ index })} key={k} label={k} size="small" />)}
      renderInput={(params) => (
        <TextField
          {...params}
          name={field.name}
          inputRef={field.ref}
          label={<FieldTitle label={label} source={source} isRequired />}
          placeholder={keywords.length === 0 ? translate('stepForm.placeholder.keywords') : undefined}
          error={!!error}
          helperText={<InputHelperText error={error} helperText="stepForm.help.keywords" />}
          margin="dense"
        />
      )}
      sx={{ mb: 1 }}
    />
  );
}
