/** url's form input: one line of type url. */
import type { FormKind } from './kind';
import { lineInput } from './text.input';

export const urlInput: FormKind<'url'> = { input: lineInput('url') };
