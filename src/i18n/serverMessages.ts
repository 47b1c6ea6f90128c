/**
 * Texts that reach the console from outside the i18n catalogue (the HTTP client's transport
 * errors and the API's envelope `msg`) mapped to message keys, so they show in the user's locale.
 * Unknown texts are shown as they are.
 */
import { PHONE_ERROR_TEXT } from '../../domain/phoneAuth';

const exact: Record<string, string> = {
  'Network Error': 'mds.http.network',
  'Request aborted': 'mds.http.aborted',
  Error: 'mds.http.error',
  'account or password wrong': 'mds.login.wrong',
  'username cannot be empty': 'mds.login.usernameEmpty',
  'password cannot be empty': 'mds.login.passwordEmpty',
  'Your user group does not have the authority to perform this operation': 'mds.http.forbidden',
  'invalid record': 'mds.http.invalid',
  'not logged in': 'mds.http.notLoggedIn',
  'token revoked': 'mds.http.revoked',
  'token expired': 'mds.http.expired',
  'the body is larger than 1 MiB': 'mds.http.tooLarge',
  // 41200: a write sent with a version the record no longer has.
  'the record was changed by someone else': 'mds.http.changed',
  // Phone sign-in (fake-api/features/phoneAuth.ts), and its field rules shared with the form.
  'an invitation code is needed to register a new phone number': 'mds.login.phone.server.invitationNeeded',
  'the invitation code is not valid, or already used, expired or revoked': 'mds.login.phone.server.invitationInvalid',
  'the verification code has expired or was never sent: request a new one': 'mds.login.phone.server.codeExpired',
  'too many wrong codes: request a new one': 'mds.login.phone.server.tooManyWrong',
  'the verification code is wrong': 'mds.login.phone.server.codeWrong',
  ...Object.fromEntries(Object.entries(PHONE_ERROR_TEXT).map(([problem, text]) => [text, `mds.login.phone.errors.${problem}`])),
};

const patterns: [RegExp, string, string][] = [
  [/^Request failed with status code (\d+)$/, 'mds.http.status', 'status'],
  [/^timeout of (\d+) ms exceeded$/, 'mds.http.timeout', 'ms'],
  [/^\w+ is already used$/, 'mds.http.conflict', ''],
  [/^too many [\w -]+, try again in (\d+) s$/, 'mds.http.rateLimited', 'seconds'],
];

/** The message key and arguments for a foreign text, if it is one we know. */
export function serverMessageKey(text: string): { key: string; args: Record<string, string> } | undefined {
  if (Object.hasOwn(exact, text)) return { key: exact[text], args: {} };
  for (const [re, key, arg] of patterns) {
    const m = re.exec(text);
    if (m) return { key, args: arg ? { [arg]: m[1] } : {} };
  }
  return undefined;
}
