/**
 * The phone form's rules without React: which field is wrong (the shared rules of
 * domain/phoneAuth.ts, as the API judges them) and what a failed call tells the user.
 */
import { invitationError, phoneError, smsCodeError, type PhoneFieldError } from '../../domain/phoneAuth';
import { ApiError } from '../../dataProvider/errors';

export interface PhoneFormValues {
  phone: string;
  invitation: string;
  code: string;
}

export type PhoneField = keyof PhoneFormValues;
/** i18n keys of the field errors, by field. */
export type PhoneFormErrors = Partial<Record<PhoneField, string>>;

const key = (e: PhoneFieldError | undefined) => (e ? `mds.login.phone.errors.${e}` : undefined);

/** Errors for sending a code (phone and invitation) or for signing in (all three). */
export function phoneFormErrors(values: PhoneFormValues, step: 'send' | 'signIn'): PhoneFormErrors {
  const errors: PhoneFormErrors = {};
  const phone = key(phoneError(values.phone));
  const invitation = key(invitationError(values.invitation.trim()));
  const code = step === 'signIn' ? key(smsCodeError(values.code)) : undefined;
  if (phone) errors.phone = phone;
  if (invitation) errors.invitation = invitation;
  if (code) errors.code = code;
  return errors;
}

/** What to say about a failed call, as an i18n key with arguments, or the server's own text. */
export type FailureText = { key: string; args?: Record<string, number> } | { text: string };

/** 42900 says when to retry (Retry-After); bad input shows the API's reason; anything else the spec's login error. */
export function failureText(err: unknown, fallbackRetrySeconds = 60): FailureText {
  if (err instanceof ApiError && err.code === 42900) return { key: 'mds.login.phone.retry', args: { seconds: err.retryAfter ?? fallbackRetrySeconds } };
  if (err instanceof ApiError && err.code === 40000 && err.message) return { text: err.message };
  return { key: 'mds.login.error' };
}

/** Seconds left before "send code" is offered again, never negative. */
export const secondsLeft = (until: number, now: number): number => Math.max(0, Math.ceil((until - now) / 1000));
