/**
 * The field kinds' values' rules, by kind (kind.ts `ValueKind`): what forms, the CSV import and
 * export and the API's writes check. The console imports this registry, never kinds/index.ts, whose
 * server part (linting, SQL, the API's description, seeds, samples) it does not need. A kind missing is a type error.
 */
import type { FieldDecl, FieldKind } from '../schema';
import type { ValueKind, ValueKinds } from './kind';
import { booleanValues } from './boolean';
import { dateValues } from './date';
import { emailValues } from './email';
import { enumValues } from './enum';
import { fileValues } from './file';
import { longtextValues } from './longtext';
import { numberValues } from './number';
import { textValues } from './text';
import { urlValues } from './url';

const VALUE_KINDS: ValueKinds = {
  text: textValues,
  longtext: longtextValues,
  number: numberValues,
  enum: enumValues,
  date: dateValues,
  boolean: booleanValues,
  url: urlValues,
  email: emailValues,
  file: fileValues,
};

/** The values' rules of a field's kind, typed for that field. */
export const valuesOf = <F extends FieldDecl>(f: F): ValueKind<F['kind']> => VALUE_KINDS[f.kind] as ValueKind<FieldKind> as ValueKind<F['kind']>;
