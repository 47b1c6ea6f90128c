import { useState, type FormEvent } from 'react';
import { LoginAlert } from './LoginAlert';
import { LoginButton } from './LoginButton';
import { LoginCheckbox } from './LoginCheckbox';
import { LoginField } from './LoginField';
import { LoginIcon } from './LoginIcon';
import { ApiError } from '../../dataProvider/errors';
import { DEFAULT_ROUTE_PATH } from '../../domain/routes';
import { useLoginKit } from './loginKit';
import { safeRedirect } from './safeRedirect';
import { useRememberedUsername } from './useRememberedUsername';

export function LoginForm() {
  const { translate, login, notify, search } = useLoginKit();
  const remembered = useRememberedUsername();
  const [username, setUsername] = useState(remembered.username);
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(remembered.remember);
  const [showPassword, setShowPassword] = useState(false);
  const [touched, setTouched] = useState(false);
  const [error, setError] = useState<string>();
  const [loading, setLoading] = useState(false);

  const usernameError = touched && !username.trim() ? translate('mds.login.usernameRequired') : undefined;
  const passwordError = touched && !password ? translate('mds.login.passwordRequired') : undefined;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (loading || !username.trim() || !password) return;
    setLoading(true);
    setError(undefined);
    try {
      await login({ username: username.trim(), password }, safeRedirect(new URLSearchParams(search).get('redirect')) ?? DEFAULT_ROUTE_PATH);
      remembered.save(remember, username.trim());
      notify('mds.login.welcome', { type: 'success' });
    } catch (err) {
      // The API's own reason for bad input (wrong pair, empty field); otherwise the spec's generic text.
      setError(err instanceof ApiError && err.code === 40000 ? translate(err.message) : translate('mds.login.error'));
    } finally {
      setLoading(false);
    }
  };

  return (
    <form noValidate onSubmit={submit}>
      {error && <LoginAlert severity="error">{error}</LoginAlert>}
      <LoginField
        name="username"
        label={translate('mds.login.username')}
        value={username}
        onChange={(e) => setUsername(e.target.value)}
        error={!!usernameError}
        helperText={usernameError ?? ' '}
        autoComplete="username"
        autoFocus
        fullWidth
        icon={<LoginIcon name="person" small />}
      />
      <LoginField
        name="password"
        label={translate('mds.login.password')}
        type={showPassword ? 'text' : 'password'}
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={!!passwordError}
        helperText={passwordError ?? translate('mds.login.passwordHint')}
        autoComplete="current-password"
        fullWidth
        className="login-spaced"
        icon={<LoginIcon name="lock" small />}
        endAdornment={
          <button
            type="button"
            className="login-icon-btn login-icon-btn-small"
            aria-label={translate(showPassword ? 'ra.input.password.toggle_visible' : 'ra.input.password.toggle_hidden')}
            onClick={() => setShowPassword((shown) => !shown)}
          >
            <LoginIcon name={showPassword ? 'visibilityOff' : 'visibility'} small />
          </button>
        }
      />
      <div className="login-row">
        <LoginCheckbox label={translate('mds.login.remember')} checked={remember} onChange={setRemember} />
        <a className="login-link" href="mailto:support@mds.example?subject=Password%20reset">
          {translate('mds.login.forgot')}
        </a>
      </div>
      <LoginButton type="submit" variant="contained" size="large" fullWidth loading={loading} className="login-submit">
        {translate('mds.login.submit')}
      </LoginButton>
      <LoginButton href="mailto:support@mds.example?subject=Account%20request" fullWidth className="login-spaced">
        {translate('mds.login.register')}
      </LoginButton>
      <p className="login-note">{translate('mds.login.demo')}</p>
    </form>
  );
}
