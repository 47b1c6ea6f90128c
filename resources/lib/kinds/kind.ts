/**
 * A field kind on the resource engine's side (the console's is src/engine/kinds/): how a value of
 * that kind is checked, linted, stored, filtered, sorted, described, sampled, seeded and written
 * to a CSV cell. One module per kind implements `EngineKind`; kinds/index.ts registers them.
 *
 * The console validates with these rules (forms, the CSV import), and its list page has a byte
 * budget (tests/e2e/budgets.test.ts): so each module exports its values' rules (`ValueKind`) apart,
 * registered for the console in kinds/values.ts, and builds its whole object from them with
 * `engineKind`, which a console bundle drops. What only the server reads is data where it can be (the
 * column types, the filter's operators and how its query values are read, the sort key), which the
 * server's files interpret; code that needs a library (zod, Kysely) takes it as a parameter.
 */
import type { ColumnDataType } from 'kysely';
import type { z } from 'zod';
import type { FieldDecl, FieldKind, FieldOf, KindOptions, SeedRule } from '../schema';

/** A value's error: an i18n key with its arguments (validate.ts). */
export interface FieldError {
  key: string;
  args?: Record<string, string | number>;
}

/** A problem of a field's options, as [path under the field, message] (lint.ts prefixes the field). */
export type OptionProblem = [path: string, message: string];

/**
 * How a list query reads a filter's values (fake-api/listQuery.ts has a reader for each): `text` a
 * substring, `number` / `boolean` / `choice` (one of the enum's values) exactly, `time` an ISO date.
 */
export type QueryValue = 'text' | 'number' | 'boolean' | 'choice' | 'time';

/** What the seed generator gives a kind's own rules: the row, the rows' count and the seeded random numbers. */
export interface SeedContext {
  i: number;
  count: number;
  rand: () => number;
}

/**
 * What forms, the CSV import and export and the API's writes need of a kind, in the console and the
 * server alike: the console bundles only this part (kinds/values.ts registers it).
 */
export interface ValueKind<K extends FieldKind = FieldKind> {
  /** One value, not empty and not a list: undefined when valid. */
  validate(f: FieldOf<K>, v: unknown): FieldError | undefined;
  /** A `multiple` field's items when not record ids (a reference's list, validate.ts): the list's error when one is wrong (an enum's values). */
  listItems?(f: FieldOf<K>, items: readonly unknown[]): FieldError | undefined;
  /** '' is a value of the kind (free text); for the others a write's '' means no value. */
  keepsEmpty?: boolean;
  /**
   * A write's value that is not new but what the record holds, sent back as read (a stored file):
   * 'keep' when it is the record's own, else its error; undefined for a new value.
   */
  sentBack?(v: unknown, current: unknown): 'keep' | FieldError | undefined;
  /** A CSV cell's text (trimmed, not empty) as a value to check; `labels` an enum's labels by value. */
  fromCell(f: FieldOf<K>, text: string, labels?: Readonly<Record<string, string>>): unknown;
  /** A value as a CSV cell writes it (an enum's label when known, a file's name). */
  toCell(f: FieldOf<K>, v: unknown, labels?: Readonly<Record<string, string>>): string;
}

/** A kind for the resource engine: its values' rules, and what the server needs beyond them. */
export interface EngineKind<K extends FieldKind = FieldKind> extends ValueKind<K> {
  // Declarations (the linter).
  /** Its own options' names: the linter names another kind's options on a field as misplaced. */
  options: readonly (keyof KindOptions[K])[];
  /** Problems of its own options (`name`: the field's; `fields`: the declaration's, for options naming another field). */
  lint(f: FieldOf<K>, name: string, fields: Readonly<Record<string, FieldDecl>>): OptionProblem[];
  /** The seed rules of its own (besides `const` and `cycle`, which every kind takes). */
  seeds: readonly SeedRule['kind'][];
  /** A value for one of its own seed rules, or (no rule) what an unseeded field holds. */
  seed(f: FieldOf<K>, rule: SeedRule | undefined, at: SeedContext): unknown;

  // The database and the list query (data: the server interprets it).
  /** Its column per engine (a `multiple` field's list is JSON text whatever its kind). */
  column: { sqlite: ColumnDataType; postgres: ColumnDataType };
  /** How the column's value reads back: as is, as a number, as a flag (SQLite's 0/1), or as JSON. */
  stored: 'asIs' | 'number' | 'flag' | 'json';
  /** How the list is sorted by it: its value, its case-folded text, or (a date) its time, kept in a column beside it. */
  sort: 'value' | 'folded' | 'time';
  /**
   * Its filter: `match` the plain parameter's operator (`has` a substring, `in` one of the values),
   * `range` whether `<field>_gte` / `<field>_lte` bound it, `reads` how their values are read.
   * No filter (files): leave it out.
   */
  filter?: { match?: 'in' | 'has'; range?: true; reads: QueryValue };

  // The API's description (fake-api/openapi/fields.ts passes zod in).
  /** A value as records hold it. */
  schema(f: FieldOf<K>, zod: typeof z): z.ZodType;
  /** A value as a write may send it, when not what records hold (a file's upload). */
  inputSchema?(f: FieldOf<K>, zod: typeof z): z.ZodType;

  // Contract samples (contract/sample.ts confirms each with `validate`).
  /** A valid value (`tag` marks the run), or undefined when the kind cannot build one (a pattern). */
  sample(f: FieldOf<K>, name: string, tag: string): unknown;
  /** Another valid value for an update (the other flag, a state the value may move to); kinds without one leave it out. */
  other?(f: FieldOf<K>, v: unknown): unknown;
  /** Values the field refuses; the contract sends the first. */
  invalid(f: FieldOf<K>): readonly unknown[];
}

/** Every kind's module, by kind: a kind missing is a type error. */
export type EngineKinds = { [K in FieldKind]: EngineKind<K> };
/** Every kind's values' rules, by kind. */
export type ValueKinds = { [K in FieldKind]: ValueKind<K> };

/**
 * A kind's module object: its values' rules (exported apart for kinds/values.ts) with the server's
 * part. Called `/* @__PURE__ *\/`, so that a bundle importing only the values drops the rest.
 */
export const engineKind = <K extends FieldKind>(values: ValueKind<K>, engine: Omit<EngineKind<K>, keyof ValueKind<K>>): EngineKind<K> => ({
  ...values,
  ...engine,
});
