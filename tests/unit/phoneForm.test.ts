/** The phone login form's rules: the shared phone/code/invitation checks and what failures say. */
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../dataProvider';
import { normalizePhone, retryAfterSeconds } from '../../domain/phoneAuth';
import { maskPhone } from '../../domain/userProfile';
import { failureText, phoneFormErrors, secondsLeft } from '../../src/login/phoneForm';

const values = (v: Partial<{ phone: string; invitation: string; code: string }>) => ({ phone: '', invitation: '', code: '', ...v });

describe('phone form errors', () => {
  it('needs a phone number before sending a code, and a well-formed one', () => {
    expect(phoneFormErrors(values({}), 'send')).toEqual({ phone: 'mds.login.phone.errors.phoneRequired' });
    expect(phoneFormErrors(values({ phone: '2380000000' }), 'send')).toEqual({ phone: 'mds.login.phone.errors.phoneFormat' });
    expect(phoneFormErrors(values({ phone: '138 0000 0001' }), 'send')).toEqual({});
    expect(phoneFormErrors(values({ phone: '+447700900123' }), 'send')).toEqual({});
  });

  it('leaves the invitation code optional but checks its shape when given', () => {
    expect(phoneFormErrors(values({ phone: '13800000001', invitation: 'nope' }), 'send')).toEqual({ invitation: 'mds.login.phone.errors.invitationFormat' });
    expect(phoneFormErrors(values({ phone: '13800000001', invitation: ' demo-2026-0001 ' }), 'send')).toEqual({});
  });

  it('needs a 6-digit code only to sign in', () => {
    expect(phoneFormErrors(values({ phone: '13800000001' }), 'signIn')).toEqual({ code: 'mds.login.phone.errors.codeRequired' });
    expect(phoneFormErrors(values({ phone: '13800000001', code: '12345' }), 'signIn')).toEqual({ code: 'mds.login.phone.errors.codeFormat' });
    expect(phoneFormErrors(values({ phone: '13800000001', code: '123456' }), 'signIn')).toEqual({});
  });

  it('stores +86 numbers as their mainland digits', () => {
    expect(normalizePhone('+86 138-0000-0001')).toBe('13800000001');
    expect(normalizePhone('+447700900123')).toBe('+447700900123');
  });
});

describe('failure texts', () => {
  it('says when to retry after a 42900, from Retry-After', () => {
    const limited = new ApiError('too many', { status: 429, code: 42900, path: '/api/v1/auth/token', retryAfter: 37 });
    expect(failureText(limited)).toEqual({ key: 'mds.login.phone.retry', args: { seconds: 37 } });
  });
  it("shows the API's reason for bad input, and the spec's login error otherwise", () => {
    expect(failureText(new ApiError('the verification code is wrong', { status: 400, code: 40000, path: '/x' }))).toEqual({
      text: 'the verification code is wrong',
    });
    expect(failureText(new ApiError('Network Error', { status: 0, path: '/x' }))).toEqual({ key: 'mds.login.error' });
  });
  it('counts down whole seconds, never below zero', () => {
    expect(secondsLeft(10_000, 0)).toBe(10);
    expect(secondsLeft(10_000, 9_001)).toBe(1);
    expect(secondsLeft(10_000, 12_000)).toBe(0);
  });
  it('reads Retry-After as seconds or as a date', () => {
    expect(retryAfterSeconds('42')).toBe(42);
    expect(retryAfterSeconds(new Date(61_000).toUTCString(), 0)).toBe(61);
    expect(retryAfterSeconds(null)).toBeUndefined();
  });
  it('masks a mainland number as people write it, whether kept in E.164 or not', () => {
    expect(maskPhone('+8613800000002')).toBe('138****0002');
    expect(maskPhone('13800000002')).toBe('138****0002');
    expect(maskPhone('+14155552671')).toBe('+14****2671');
    expect(maskPhone('123')).toBe('****');
  });
});
