import { useEffect, useState } from 'react';
import { normalizeInvitation, normalizePhone } from '../../domain/phoneAuth';
import { ApiError, RATE_LIMITED_CODE } from '../../dataProvider/errors';

const DEFAULT_RETRY_SECONDS = 60;
import { DEFAULT_ROUTE_PATH } from '../../domain/routes';
import { useLoginKit } from './loginKit';
import { failureText, phoneFormErrors, secondsLeft, type FailureText, type PhoneField, type PhoneFormErrors, type PhoneFormValues } from './phoneForm';
import { safeRedirect } from './safeRedirect';

/** Phone sign-in: the form's values, "send code" with its countdown, and signing in. */
export function usePhoneLogin() {
  const { login, notify, search, requestCode } = useLoginKit();
  const [values, setValues] = useState<PhoneFormValues>({ phone: '', invitation: '', code: '' });
  const [errors, setErrors] = useState<PhoneFormErrors>({});
  const [failure, setFailure] = useState<FailureText>();
  const [sent, setSent] = useState(false);
  const [resendAt, setResendAt] = useState(0);
  /** Until when the API refuses us (42900): sign-in waits too, and the message counts down. */
  const [limitedUntil, setLimitedUntil] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  const [busy, setBusy] = useState<'send' | 'signIn'>();
  const countdown = secondsLeft(resendAt, now);
  const wait = secondsLeft(limitedUntil, now);

  // A tick a second while a countdown runs.
  useEffect(() => {
    const until = Math.max(resendAt, limitedUntil);
    if (until <= Date.now()) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [resendAt, limitedUntil]);

  const set = (field: PhoneField, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const body = () => ({
    phoneNum: normalizePhone(values.phone),
    ...(values.invitation.trim() ? { invitationCode: normalizeInvitation(values.invitation) } : {}),
  });

  const fail = (err: unknown) => {
    // The server says how long to wait: the message and both buttons count down with it.
    if (err instanceof ApiError && err.code === RATE_LIMITED_CODE) {
      const until = Date.now() + (err.retryAfter ?? DEFAULT_RETRY_SECONDS) * 1000;
      setLimitedUntil(until);
      setResendAt((at) => Math.max(at, until));
      setNow(Date.now());
      setFailure(undefined);
      return;
    }
    setFailure(failureText(err));
  };

  const sendCode = async () => {
    const found = phoneFormErrors(values, 'send');
    setErrors(found);
    if (Object.keys(found).length > 0 || busy || countdown > 0 || wait > 0) return;
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
    if (Object.keys(found).length > 0 || busy || wait > 0) return;
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

  const shown: FailureText | undefined = wait > 0 ? { key: 'mds.login.phone.retry', args: { seconds: wait } } : failure;
  return { values, set, errors, failure: shown, sent, countdown, limited: wait > 0, busy, sendCode, signIn };
}
