/**
 * A field kind on the console side: what a field of that kind shows as (a list column, also the
 * show screen's field), how a list filters it, and its form input. How an export writes it is a
 * line of export/csvExport.ts: that code is pure and loads with the first export.
 *
 * Each kind is two small files, registered by kind: `<kind>.tsx` (ListKind, in kinds/index.ts) and
 * `<kind>.input.tsx` (FormKind, in kinds/inputs.ts). A module goes whole into one chunk with all it
 * imports, so one file per kind would bring the form inputs (selects, a date-time picker, the
 * switch) into the list page, which downloads no form code (tests/e2e/budgets.test.ts): enum's
 * alone added 3 KB (brotli) to it.
 */
import type { ReactElement } from 'react';
import type { Validator } from 'react-admin';
import type { FieldDecl } from '../../../resources/lib/schema';

export type FieldKind = FieldDecl['kind'];

/** A declared field of kind `K`: its kind's options read without narrowing again. */
export type DeclOf<K extends FieldKind> = FieldDecl & { kind: K };

/** A list column's props, also a show field's; the element's key is its source. */
export interface ColumnProps {
  source: string;
  label: string;
  sortable: boolean;
}

/** A list filter's props: `source` is the field's name (a range's inputs append `_gte` / `_lte`). */
export interface FilterProps {
  source: string;
  label: string;
  alwaysOn: boolean;
}

/** A form input's props, the declaration's validation included; the element's key is its source. */
export interface InputProps {
  source: string;
  label: string;
  validate?: Validator;
  isRequired: boolean;
  fullWidth: true;
  /** Shown but not written here (a workflow's state, which its transitions move). */
  readOnly?: boolean;
}

/** What the list page and the show screen need of a kind: `<kind>.tsx`. */
export interface ListKind<K extends FieldKind> {
  /** The list column, also the show screen's field. */
  column(props: ColumnProps, f: DeclOf<K>, locale: string): ReactElement;
  /** The filter inputs of a field declared `filter`: one, two for a range, none for a kind never searched. */
  filters(props: FilterProps, f: DeclOf<K>, resource: string): ReactElement[];
}

/** The form input of a kind (create, edit, a transition's fields): `<kind>.input.tsx`. */
export interface FormKind<K extends FieldKind> {
  input(props: InputProps, f: DeclOf<K>, resource: string): ReactElement;
}

/** A field kind on the console side, as its two files implement it. */
export type ConsoleKind<K extends FieldKind> = ListKind<K> & FormKind<K>;
