/**
 * The one form of a phone number (E.164) that every limit, lookup and log entry uses, so that
 * "+86 013800000001", "+8613800000001" and "138-0000-0001" are one number with one quota.
 * libphonenumber-js (Google's metadata, kept current) judges what is a valid mobile number per
 * country, and drops a trunk 0 written after the country code; mainland China is the default.
 * The server only: the login page keeps its light shape check (domain/phoneAuth.ts).
 */
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';

/** Numbers that may receive an SMS: mobile, or (North America) not told apart from fixed lines. */
const MOBILE = new Set(['MOBILE', 'FIXED_LINE_OR_MOBILE']);
/** Digits, a leading +, and the separators people type: anything else is not a phone number. */
const SHAPE = /^[+\d\s\-().]{5,30}$/;

/** The E.164 form of a mobile number, or undefined when `raw` is not a valid mobile number. */
export function phoneKey(raw: string): string | undefined {
  if (!SHAPE.test(raw.trim())) return undefined;
  const parsed = parsePhoneNumberFromString(raw.trim(), 'CN');
  return parsed?.isValid() && MOBILE.has(parsed.getType() ?? '') ? parsed.number : undefined;
}
