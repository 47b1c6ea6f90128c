import { useEffect, useState } from 'react';
import { normalizeInvitation, normalizePhone } from '../../resources/lib/phoneAuth';
import { ApiError } from '../../dataProvider/errors';
import { DEFAULT_ROUTE_PATH } from '../../resources/lib/routes';
import { useLoginKit } from './loginKit';
import { failureText, phoneFormErrors, secondsLeft, type FailureText, type PhoneField, type PhoneFormErrors, type PhoneFormValues } from './phoneForm';
import { safeRedirect } from './LoginForm';

/** Phone sign-in: the form's values, "send code" with its countdown, and signing in. */
export function usePhoneLogin() {
  const { login, notify, search, requestCode } = useLoginKit();
  const [values, setValues] = useState<PhoneFormValues>({ phone: '', invitation: '', code: '' });
  const [errors, setErrors] = useState<PhoneFormErrors>({});
  const [failure, setFailure] = useState<FailureText>();
  const [sent, setSent] = useState(false);
  const [resendAt, setResendAt] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  const [busy, setBusy] = useState<'send' | 'signIn'>();
  const countdown = secondsLeft(resendAt, now);

  // A tick a second while the countdown runs.
  useEffect(() => {
    if (resendAt <= Date.now()) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [resendAt]);

  const set = (field: PhoneField, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const body = () => ({
    phoneNum: normalizePhone(values.phone),
    ...(values.invitation.trim() ? { invitationCode: normalizeInvitation(values.invitation) } : {}),
  });

  const fail = (err: unknown) => {
    setFailure(failureText(err));
    // The server says how long to wait: the countdown follows it.
    if (err instanceof ApiError && err.code === 42900 && err.retryAfter) {
      setResendAt(Date.now() + err.retryAfter * 1000);
      setNow(Date.now());
    }
  };

  const sendCode = async () => {
    const found = phoneFormErrors(values, 'send');
    setErrors(found);
    if (Object.keys(found).length > 0 || busy || countdown > 0) return;
    setBusy('send');
    setFailure(undefined);
    try {
      const data = await requestCode(body());
      setSent(true);
      setResendAt(Date.now() + (data.retryAfter ?? 60) * 1000);
      setNow(Date.now());
    } catch (err) {
      fail(err);
    } finally {
      setBusy(undefined);
    }
  };

  const signIn = async () => {
    const found = phoneFormErrors(values, 'signIn');
    setErrors(found);
    if (Object.keys(found).length > 0 || busy) return;
    setBusy('signIn');
    setFailure(undefined);
    try {
      await login({ ...body(), code: values.code.trim() }, safeRedirect(new URLSearchParams(search).get('redirect')) ?? DEFAULT_ROUTE_PATH);
      notify('mds.login.welcome', { type: 'success' });
    } catch (err) {
      fail(err);
    } finally {
      setBusy(undefined);
    }
  };

  return { values, set, errors, failure, sent, countdown, busy, sendCode, signIn };
}
