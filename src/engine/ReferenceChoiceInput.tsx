import { lazy, Suspense } from 'react';
import { TextField } from '@mui/material';
import { FieldTitle, InputHelperText, useInput } from 'react-admin';
import type { ReferenceChoiceProps } from './ReferenceChoices';

// The autocomplete behind it is loaded with the first form or filter that has a reference: lists without one do not pay for it.
const ReferenceChoices = lazy(() => import('./ReferenceChoices'));

/** While the autocomplete loads: the field is already in the form, so its rules apply to a save sent meanwhile. */
function LoadingChoices({ source, label, validate, isRequired, fullWidth }: ReferenceChoiceProps) {
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
 * The input of a reference field (one record, or several for a `multiple` one), chosen by the
 * referenced records' label. Its props stay on this element, where react-admin's filter form reads them.
 */
export function ReferenceChoiceInput(props: ReferenceChoiceProps) {
  return (
    <Suspense fallback={<LoadingChoices {...props} />}>
      <ReferenceChoices {...props} />
    </Suspense>
  );
}
