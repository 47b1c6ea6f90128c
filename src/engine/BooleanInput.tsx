import { FormControlLabel, FormGroup, FormHelperText, Switch } from '@mui/material';
import { FieldTitle, InputHelperText, useInput, type InputProps } from 'react-admin';

/**
 * A boolean as a switch, in react-admin's look. react-admin 5.15's BooleanInput hands the field's
 * ref to FormControlLabel's `inputRef`, which MUI 9 no longer takes (it lands on the <label> as an
 * unknown attribute, and the form cannot focus the switch): here the ref goes to the input itself.
 */
export function BooleanInput({ label, helperText, readOnly, disabled, ...props }: InputProps & { readOnly?: boolean; disabled?: boolean }) {
  const { id, field, fieldState, isRequired } = useInput({ ...props, type: 'checkbox', defaultValue: props.defaultValue ?? false });
  const { ref, onChange, onBlur, value, name } = field;
  return (
    <FormGroup className={`ra-input ra-input-${props.source}`}>
      <FormControlLabel
        control={
          <Switch
            id={id}
            name={name}
            checked={Boolean(value)}
            onChange={(event) => {
              onChange(event);
              // Touched as soon as it changes, as react-admin's own.
              onBlur();
            }}
            disabled={disabled || readOnly}
            slotProps={{ input: { ref, readOnly } }}
          />
        }
        label={<FieldTitle label={label} source={props.source} resource={props.resource} isRequired={isRequired} />}
      />
      {helperText !== false || fieldState.invalid ? (
        <FormHelperText error={fieldState.invalid}>
          <InputHelperText error={fieldState.error?.message} helperText={helperText} />
        </FormHelperText>
      ) : null}
    </FormGroup>
  );
}
