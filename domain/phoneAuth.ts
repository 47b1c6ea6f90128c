/**
 * Rules of phone sign-in (contract "Authentication"), shared by the login form and the fake API
 * so both judge a phone number, an SMS code and an invitation code alike. No React, no HTTP.
 */

/** A 6-digit SMS code, valid 5 minutes, one per phone per 60 s, dead after 5 wrong tries. */
export const SMS_CODE_LENGTH = 6;
export const SMS_CODE_TTL_SECONDS = 300;
export const SMS_RESEND_SECONDS = 60;
export const SMS_MAX_ATTEMPTS = 5;

/** Mainland-China mobile number (11 digits, leading 1) or E.164 (+, country code, up to 15 digits). */
const MAINLAND = /^1\d{10}$/;
const E164 = /^\+[1-9]\d{7,14}$/;
const SMS_CODE = new RegExp(`^\\d{${SMS_CODE_LENGTH}}$`);
/** Server-generated codes are three groups of four; the seeded demo codes have the same shape. */
const INVITATION = /^[A-Z0-9]{4}(-[A-Z0-9]{4}){1,2}$/;

/** Spaces and dashes people type are dropped; +86 numbers are stored as their 11 mainland digits. */
export function normalizePhone(raw: string): string {
  const compact = raw.replace(/[\s-]/g, '');
  return /^\+861\d{10}$/.test(compact) ? compact.slice(3) : compact;
}

/** Invitation codes are compared upper case, without surrounding spaces. */
export const normalizeInvitation = (raw: string): string => raw.trim().toUpperCase();

/** Why a field of the phone form is not acceptable, as a key of the login page's `phone.errors`. */
export type PhoneFieldError = 'phoneRequired' | 'phoneFormat' | 'codeRequired' | 'codeFormat' | 'invitationFormat';

export function phoneError(raw: unknown): PhoneFieldError | undefined {
  if (typeof raw !== 'string' || raw.trim() === '') return 'phoneRequired';
  const phone = normalizePhone(raw);
  return MAINLAND.test(phone) || E164.test(phone) ? undefined : 'phoneFormat';
}

export function smsCodeError(raw: unknown): PhoneFieldError | undefined {
  if (typeof raw !== 'string' || raw.trim() === '') return 'codeRequired';
  return SMS_CODE.test(raw.trim()) ? undefined : 'codeFormat';
}

/** Optional: empty is fine (registered phones need none); the server says when one is needed. */
export function invitationError(raw: unknown): PhoneFieldError | undefined {
  if (raw === undefined || raw === null || raw === '') return undefined;
  return typeof raw === 'string' && INVITATION.test(normalizeInvitation(raw)) ? undefined : 'invitationFormat';
}

/** English texts of the errors, for the API's envelope `msg`. */
export const PHONE_ERROR_TEXT: Record<PhoneFieldError, string> = {
  phoneRequired: 'phone number cannot be empty',
  phoneFormat: 'phone number must be a valid mobile number: 11 digits starting with 1, or + and the country code',
  codeRequired: 'verification code cannot be empty',
  codeFormat: 'verification code must be 6 digits',
  invitationFormat: 'invitation code must look like ABCD-EFGH-JKLM',
};

/** Whole seconds to wait from a `Retry-After` header (seconds or an HTTP date); undefined when absent or unreadable. */
export function retryAfterSeconds(header: string | null | undefined, now = Date.now()): number | undefined {
  if (!header) return undefined;
  if (/^\d+$/.test(header.trim())) return Number(header.trim());
  const at = Date.parse(header);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - now) / 1000));
}
