import { useState, type FormEvent } from 'react';
import { Box, Button, Checkbox, FormControlLabel, IconButton, InputAdornment, Link, Typography } from '@mui/material';
import PersonOutlined from '@mui/icons-material/PersonOutlined';
import LockOutlined from '@mui/icons-material/LockOutlined';
import Visibility from '@mui/icons-material/VisibilityOutlined';
import VisibilityOff from '@mui/icons-material/VisibilityOffOutlined';
import { LoginAlert } from './LoginAlert';
import { LoginField } from './LoginField';
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
    <Box component="form" noValidate onSubmit={submit}>
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
        icon={<PersonOutlined fontSize="small" />}
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
        sx={{ mt: 1 }}
        icon={<LockOutlined fontSize="small" />}
        endAdornment={
          <InputAdornment position="end">
            <IconButton
              edge="end"
              size="small"
              aria-label={translate(showPassword ? 'ra.input.password.toggle_visible' : 'ra.input.password.toggle_hidden')}
              onClick={() => setShowPassword((shown) => !shown)}
            >
              {showPassword ? <VisibilityOff fontSize="small" /> : <Visibility fontSize="small" />}
            </IconButton>
          </InputAdornment>
        }
      />
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mt: 1 }}>
        <FormControlLabel
          control={<Checkbox size="small" checked={remember} onChange={(e) => setRemember(e.target.checked)} />}
          label={translate('mds.login.remember')}
        />
        <Link href="mailto:support@mds.example?subject=Password%20reset" underline="hover" variant="body2">
          {translate('mds.login.forgot')}
        </Link>
      </Box>
      <Button type="submit" variant="contained" size="large" fullWidth loading={loading} sx={{ mt: 2 }}>
        {translate('mds.login.submit')}
      </Button>
      <Button href="mailto:support@mds.example?subject=Account%20request" fullWidth sx={{ mt: 1 }}>
        {translate('mds.login.register')}
      </Button>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 2, textAlign: 'center' }}>
        {translate('mds.login.demo')}
      </Typography>
    </Box>
  );
}
