/** email's form input: one line of type email. */
import type { FormKind } from './kind';
import { lineInput } from './text.input';

export const emailInput: FormKind<'email'> = { input: lineInput('email') };
