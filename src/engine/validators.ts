import type { Validator } from 'react-admin';
import type { FieldDecl } from '../../resources/lib/schema';
import { validateField } from '../../resources/lib/validate';

/** react-admin validator from a field's declared rules: the same function the API runs. */
export const fieldValidator =
  (f: FieldDecl): Validator =>
  (value: unknown) => {
    const e = validateField(f, value);
    return e ? { message: e.key, args: e.args ?? {} } : undefined;
  };
