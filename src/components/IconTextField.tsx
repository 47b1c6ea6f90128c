import type { ReactNode } from 'react';
import { InputAdornment, TextField, type TextFieldProps } from '@mui/material';

type IconTextFieldProps = TextFieldProps & {
  /** Shown at the start of the field (a small outlined icon). */
  icon: ReactNode;
  /** Shown at the end, already in its InputAdornment (the password's show/hide button). */
  endAdornment?: ReactNode;
};

/** A text field with an icon before what is typed, as the login forms have them. */
export function IconTextField({ icon, endAdornment, ...props }: IconTextFieldProps) {
  return <TextField {...props} slotProps={{ input: { startAdornment: <InputAdornment position="start">{icon}</InputAdornment>, endAdornment } }} />;
}
