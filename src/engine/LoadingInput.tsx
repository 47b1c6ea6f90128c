import { TextField } from '@mui/material';
import { FieldTitle, InputHelperText, useInput, type Validator } from 'react-admin';

export interface LoadingInputProps {
  source: string;
  label: string;
  validate?: Validator;
  isRequired?: boolean;
  fullWidth?: boolean;
}

/**
 * Stands in for an input whose code is still loading (an autocomplete, a file drop zone): the field
 * is already in the form, so its rules apply to a save sent meanwhile.
 */
export function LoadingInput({ source, label, validate, isRequired, fullWidth }: LoadingInputProps) {
  const { fieldState } = useInput({ source, validate });
  return (
    <TextField
      label={<FieldTitle label={label} source={source} isRequired={isRequired} />}
      disabled
      fullWidth={fullWidth}
      error={fieldState.invalid}
      helperText={<InputHelperText error={fieldState.error?.message} />}
    />
  );
}
