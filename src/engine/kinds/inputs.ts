/**
 * The form inputs of the console's field kinds, by kind (kind.ts); a kind missing here is a type
 * error. Apart from kinds/index.ts: only a record's screens (the forms) import this file.
 */
import type { FieldKind, FormKind } from './kind';
import { booleanInput } from './boolean.input';
import { dateInput } from './date.input';
import { emailInput } from './email.input';
import { enumInput } from './enum.input';
import { fileInput } from './file.input';
import { longtextInput } from './longtext.input';
import { numberInput } from './number.input';
import { textInput } from './text.input';
import { urlInput } from './url.input';

const FORM_KINDS: { [K in FieldKind]: FormKind<K> } = {
  text: textInput,
  longtext: longtextInput,
  number: numberInput,
  enum: enumInput,
  date: dateInput,
  boolean: booleanInput,
  url: urlInput,
  email: emailInput,
  file: fileInput,
};

/** The form input of a declared field's kind, for that field (the registry is keyed by kind). */
export const formKind = (kind: FieldKind): FormKind<FieldKind> => FORM_KINDS[kind];
