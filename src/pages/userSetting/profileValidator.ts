import type { Validator } from 'react-admin';
import { PROFILE_FIELD_NAMES, validateProfileField, type ProfileField } from '../../../domain/userProfile';

/** A form validator running the same rule as `PUT /api/v1/auth/info`. */
export const profileValidator =
  (name: ProfileField): Validator =>
  (value: unknown, all: Record<string, unknown>) => {
    const e = validateProfileField(name, value ?? '', all);
    return e ? { message: e.key, args: e.args ?? {} } : undefined;
  };

/** Every writable field's validator, by field name. */
export const validators = Object.fromEntries(PROFILE_FIELD_NAMES.map((n) => [n, profileValidator(n)])) as Record<ProfileField, Validator>;
