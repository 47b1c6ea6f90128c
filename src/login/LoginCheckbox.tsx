import { LoginIcon } from './LoginIcon';

/** MUI's small checkbox with its label (FormControlLabel), drawn by loginStyles on a native checkbox. */
export function LoginCheckbox({ label, checked, onChange }: { label: string; checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <label className="login-check">
      <span>
        <input type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} />
        <LoginIcon name={checked ? 'checked' : 'unchecked'} small />
      </span>
      {label}
    </label>
  );
}
