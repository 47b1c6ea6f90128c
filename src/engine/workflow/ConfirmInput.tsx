import { Checkbox, FormControlLabel, FormGroup, FormHelperText } from '@mui/material';
import { FieldTitle, InputHelperText, useInput, type InputProps } from 'react-admin';

/** Refused unless ticked: a confirmation is given, never assumed. */
const mustConfirm = (value: unknown) => (value === true ? undefined : 'ra.validation.required');

/**
 * A confirmation the taker gives by ticking a box ("I checked the image by eye"), in react-admin's
 * look; the ref goes to the input itself, as in ../BooleanInput.tsx.
 */
export function ConfirmInput({ label, source }: Pick<InputProps, 'label' | 'source'>) {
  const { id, field, fieldState } = useInput({ source, type: 'checkbox', defaultValue: false, validate: mustConfirm });
  const { ref, onChange, onBlur, value, name } = field;
  return (
    <FormGroup className={`ra-input ra-input-${source}`}>
      <FormControlLabel
        control={
          <Checkbox
            id={id}
            name={name}
            checked={value === true}
            onChange={(event) => {
              onChange(event.target.checked);
              onBlur();
            }}
            slotProps={{ input: { ref, 'aria-invalid': fieldState.invalid, 'aria-describedby': fieldState.invalid ? `${id}-helper-text` : undefined } }}
          />
        }
        label={<FieldTitle label={label} source={source} isRequired />}
      />
      {fieldState.invalid && (
        <FormHelperText id={`${id}-helper-text`} error>
          <InputHelperText error={fieldState.error?.message} />
        </FormHelperText>
      )}
    </FormGroup>
  );
}
