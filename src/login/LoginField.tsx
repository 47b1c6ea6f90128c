import { useId, type ChangeEvent, type HTMLAttributes, type ReactNode } from 'react';
import { FormControl, FormHelperText, InputAdornment, InputLabel, OutlinedInput, type SxProps, type Theme } from '@mui/material';

interface LoginFieldProps {
  name: string;
  label: string;
  value: string;
  onChange: (e: ChangeEvent<HTMLInputElement>) => void;
  error?: boolean;
  helperText?: ReactNode;
  type?: string;
  autoComplete?: string;
  autoFocus?: boolean;
  /** The keyboard a phone shows (digits for a code, a dial pad for a number). */
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  fullWidth?: boolean;
  sx?: SxProps<Theme>;
  /** Shown at the start of the field (a small outlined icon). */
  icon?: ReactNode;
  /** Shown at the end, already in its InputAdornment (the password's show/hide button). */
  endAdornment?: ReactNode;
}

/**
 * MUI's outlined text field as the login forms use it, made of its parts: `TextField` also brings
 * `Select` (with a menu list and two more input variants), which the login page would download for nothing.
 */
export function LoginField({ name, label, helperText, error, fullWidth, sx, icon, endAdornment, inputMode, ...input }: LoginFieldProps) {
  const id = useId();
  const helperId = `${id}-helper-text`;
  return (
    <FormControl variant="outlined" error={error} fullWidth={fullWidth} sx={sx}>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        id={id}
        name={name}
        label={label}
        startAdornment={icon && <InputAdornment position="start">{icon}</InputAdornment>}
        endAdornment={endAdornment}
        inputProps={{ inputMode, 'aria-describedby': helperText ? helperId : undefined }}
        {...input}
      />
      {helperText && <FormHelperText id={helperId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}
