import { Checkbox, FormControlLabel, FormGroup, FormHelperText, Switch } from '@mui/material';
import { FieldTitle, InputHelperText, useInput, type InputProps } from 'react-admin';

/** Refused unless ticked: a confirmation is given, never assumed (shown as required, like react-admin's `required()`). */
export const mustTick = Object.assign((value: unknown) => (value === true ? undefined : 'ra.validation.required'), { isRequired: true });

/**
 * A boolean as a switch, or as a box to tick (`checkbox`: a confirmation, with `validate={mustTick}`),
 * in react-admin's look. react-admin 5.15's BooleanInput hands the field's ref to FormControlLabel's
 * `inputRef`, which MUI 9 no longer takes (it lands on the <label> as an unknown attribute, and the
 * form cannot focus the switch): here the ref goes to the input itself.
 */
export function BooleanInput({
  label,
  helperText,
  readOnly,
  disabled,
  checkbox,
  ...props
}: InputProps & { readOnly?: boolean; disabled?: boolean; checkbox?: boolean }) {
  const { id, field, fieldState, isRequired } = useInput({ ...props, type: 'checkbox', defaultValue: props.defaultValue ?? false });
  const { ref, onChange, onBlur, value, name } = field;
  const Control = checkbox ? Checkbox : Switch;
  const helperId = `${id}-helper-text`;
  return (
    <FormGroup className={`ra-input ra-input-${props.source}`}>
      <FormControlLabel
        control={
          <Control
            id={id}
            name={name}
            checked={Boolean(value)}
            onChange={(event) => {
              onChange(event);
              // Touched as soon as it changes, as react-admin's own.
              onBlur();
            }}
            disabled={disabled || readOnly}
            slotProps={{ input: { ref, readOnly, 'aria-invalid': fieldState.invalid, 'aria-describedby': fieldState.invalid ? helperId : undefined } }}
          />
        }
        label={<FieldTitle label={label} source={props.source} resource={props.resource} isRequired={isRequired} />}
      />
      {helperText !== false || fieldState.invalid ? (
        <FormHelperText id={helperId} error={fieldState.invalid}>
          <InputHelperText error={fieldState.error?.message} helperText={helperText} />
        </FormHelperText>
      ) : null}
    </FormGroup>
  );
}
