/**
 * The resource engine's field kinds, by kind (kind.ts): a kind declared in schema.ts but not
 * registered here (and its values' rules in values.ts) is a type error. Adding a kind: its options
 * in schema.ts (`KindOptions`), its module here, and the console's (src/engine/kinds/). The server
 * imports this registry; the console only values.ts.
 */
import type { FieldDecl, FieldKind } from '../schema';
import type { EngineKind, EngineKinds } from './kind';
import { boolean } from './boolean';
import { date } from './date';
import { email } from './email';
import { enumKind } from './enum';
import { file } from './file';
import { longtext } from './longtext';
import { number } from './number';
import { text } from './text';
import { url } from './url';

export type { EngineKind, FieldError, OptionProblem, QueryValue, SeedContext, ValueKind } from './kind';

export const ENGINE_KINDS: EngineKinds = { text, longtext, number, enum: enumKind, date, boolean, url, email, file };

/** The module of a field's kind, typed for that field. */
export const kindOf = <F extends FieldDecl>(f: F): EngineKind<F['kind']> => ENGINE_KINDS[f.kind] as EngineKind<FieldKind> as EngineKind<F['kind']>;
