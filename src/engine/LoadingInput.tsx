import { lazy, Suspense, type ComponentType } from 'react';
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

/**
 * An input whose code loads with the first form that has one (an autocomplete, a drop zone): other
 * screens do not pay for it. Its props stay on this element, where react-admin's filter form reads them.
 */
export function lazyInput<P extends LoadingInputProps>(load: () => Promise<{ default: ComponentType<P> }>) {
  const Loaded = lazy(load);
  return function LazyInput(props: P) {
    return (
      <Suspense fallback={<LoadingInput {...props} />}>
        <Loaded {...props} />
      </Suspense>
    );
  };
}
