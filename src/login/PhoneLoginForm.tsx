import type { FormEvent } from 'react';
import { LoginAlert } from './LoginAlert';
import { LoginButton } from './LoginButton';
import { LoginField } from './LoginField';
import { LoginIcon } from './LoginIcon';
import { useTranslate } from './loginKit';
import { SMS_CODE_LENGTH } from '../../domain/phoneAuth';
import { usePhoneLogin } from './usePhoneLogin';

/** The product's real login: phone number, invitation code (new phones only), SMS code. */
export function PhoneLoginForm() {
  const translate = useTranslate();
  const { values, set, errors, failure, sent, countdown, limited, busy, sendCode, signIn } = usePhoneLogin();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void signIn();
  };
  const message = failure && ('text' in failure ? translate(failure.text, { _: failure.text }) : translate(failure.key, failure.args));

  return (
    <form noValidate onSubmit={submit} aria-label={translate('mds.login.tabs.phone')}>
      {message && <LoginAlert severity="error">{message}</LoginAlert>}
      {sent && !message && <LoginAlert severity="success">{translate('mds.login.phone.sent')}</LoginAlert>}
      <LoginField
        name="phone"
        label={translate('mds.login.phone.number')}
        value={values.phone}
        onChange={(e) => set('phone', e.target.value)}
        error={!!errors.phone}
        helperText={errors.phone ? translate(errors.phone) : ' '}
        autoComplete="tel"
        inputMode="tel"
        autoFocus
        fullWidth
        icon={<LoginIcon name="phone" small />}
      />
      <LoginField
        name="invitationCode"
        label={translate('mds.login.phone.invitation')}
        value={values.invitation}
        onChange={(e) => set('invitation', e.target.value)}
        error={!!errors.invitation}
        helperText={errors.invitation ? translate(errors.invitation) : translate('mds.login.phone.invitationHint')}
        autoComplete="off"
        fullWidth
        className="login-spaced"
      />
      <div className="login-code-row">
        <LoginField
          name="code"
          label={translate('mds.login.phone.code')}
          value={values.code}
          onChange={(e) => set('code', e.target.value.replace(/\D/g, '').slice(0, SMS_CODE_LENGTH))}
          error={!!errors.code}
          helperText={errors.code ? translate(errors.code) : ' '}
          autoComplete="one-time-code"
          inputMode="numeric"
          className="login-grow"
        />
        <LoginButton variant="outlined" onClick={() => void sendCode()} disabled={countdown > 0} loading={busy === 'send'} className="login-send">
          {countdown > 0 ? translate('mds.login.phone.resend', { seconds: countdown }) : translate('mds.login.phone.send')}
        </LoginButton>
      </div>
      <LoginButton type="submit" variant="contained" size="large" fullWidth disabled={limited} loading={busy === 'signIn'} className="login-submit">
        {translate('mds.login.phone.submit')}
      </LoginButton>
      <p className="login-note">{translate('mds.login.phone.demo')}</p>
    </form>
  );
}
