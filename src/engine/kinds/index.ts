/**
 * The console's field kinds, by kind (kind.ts): what lists and show screens use. A kind
 * missing here is a type error. Their form inputs are registered apart (inputs.ts), so that a list
 * page downloads none of them: do not re-export that file here.
 */
import type { FieldKind, ListKind } from './kind';
import { booleanKind } from './boolean';
import { dateKind } from './date';
import { emailKind } from './email';
import { enumKind } from './enum';
import { fileKind } from './file';
import { longtextKind } from './longtext';
import { numberKind } from './number';
import { textKind } from './text';
import { urlKind } from './url';

export type { ColumnProps, ConsoleKind, DeclOf, FieldKind, FilterProps, FormKind, InputProps, ListKind } from './kind';

const LIST_KINDS: { [K in FieldKind]: ListKind<K> } = {
  text: textKind,
  longtext: longtextKind,
  number: numberKind,
  enum: enumKind,
  date: dateKind,
  boolean: booleanKind,
  url: urlKind,
  email: emailKind,
  file: fileKind,
};

/** The kind of a declared field, for that field (the registry is keyed by kind). */
export const listKind = (kind: FieldKind): ListKind<FieldKind> => LIST_KINDS[kind];
