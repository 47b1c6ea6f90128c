import { useId, useState, type ChangeEvent, type HTMLAttributes, type ReactNode } from 'react';

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
  /** More classes on the field (its margins or flex share). */
  className?: string;
  /** Shown at the start of the field (a small outlined icon). */
  icon?: ReactNode;
  /** Shown at the end (the password's show/hide button). */
  endAdornment?: ReactNode;
}

/**
 * MUI's small outlined text field, drawn by loginStyles: the label sits in the field and moves up
 * into a notch of the outline when the field has the focus, a value or a start icon.
 */
export function LoginField({ name, label, helperText, error, fullWidth, className, icon, endAdornment, inputMode, ...input }: LoginFieldProps) {
  const id = useId();
  const helperId = `${id}-helper-text`;
  // A blank helper (' ') keeps the line's height, so the form does not move when a message comes.
  const blank = helperText === ' ';
  const [focused, setFocused] = useState(false);
  const shrink = focused || input.value !== '' || !!icon;
  const classes = ['login-field', fullWidth && 'login-field-full', className].filter(Boolean).join(' ');
  const inputClasses = ['login-input', icon && 'login-input-start', endAdornment && 'login-input-end'].filter(Boolean).join(' ');
  return (
    <div className={classes} data-shrink={shrink || undefined} data-error={error || undefined}>
      <label htmlFor={id}>{label}</label>
      <div className={inputClasses}>
        {icon && <span className="login-adornment login-adornment-start">{icon}</span>}
        <input
          id={id}
          name={name}
          inputMode={inputMode}
          aria-invalid={error || undefined}
          aria-describedby={helperText && !blank ? helperId : undefined}
          onFocus={() => setFocused(true)}
          onBlur={() => setFocused(false)}
          {...input}
        />
        {endAdornment && <span className="login-adornment login-adornment-end">{endAdornment}</span>}
        <fieldset aria-hidden>
          <legend>
            <span>{label}</span>
          </legend>
        </fieldset>
      </div>
      {helperText && (
        <p id={helperId} className="login-helper">
          {blank ? <span aria-hidden>{'\u200b'}</span> : helperText}
        </p>
      )}
    </div>
  );
}
