/**
 * Pure validation from a declaration, shared by the console's form validators and the fake
 * API's write checks, so both always agree. Errors are i18n keys with arguments.
 */
import { canReadField, canWriteField, isFieldActive, MAX_MULTIPLE, isFormField, isStateField, type FieldDecl, type ResourceDecl } from './schema';
import type { FieldError } from './kinds/kind';
import { valuesOf } from './kinds/values';
import { isRecordId } from './kinds/number';

export type { FieldError } from './kinds/kind';
export { isIsoDate } from './kinds/date';
export { isHttpUrl } from './kinds/url';
export { isRecordId, MAX_RECORD_ID } from './kinds/number';

/** A field-level role that may not see a field may not write it either. */
const mayWrite = (f: FieldDecl, role: string) => canReadField(f, role) && canWriteField(f, role);

const isEmpty = (v: unknown) => v === undefined || v === null || v === '';
/** Nothing given: an empty list counts as none only for a `multiple` field (elsewhere it is a wrong value). */
const isEmptyFor = (f: FieldDecl, v: unknown) => isEmpty(v) || (f.multiple === true && Array.isArray(v) && v.length === 0);

/** A record id as a URL or a query writes it (plain decimal, from 1 to MAX_RECORD_ID), else undefined. */
export const parseRecordId = (raw: string | number): number | undefined => {
  const n = typeof raw === 'number' ? raw : /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : NaN;
  return isRecordId(n) ? n : undefined;
};

/** The ids a reference field's value names (one, several for `multiple`, or none), for a lookup to find or miss. */
export const idsIn = (v: unknown): number[] => (Array.isArray(v) ? v : v == null ? [] : [v]).filter((n): n is number => typeof n === 'number');

/**
 * A refusal names at most this many unknown fields or parameters, then one entry saying how many
 * more (`moreName`): a body of 80,000 unknown keys must not answer 80,000 errors.
 */
export const NAMED_AT_MOST = 10;
export const moreName = (more: number) => `…and ${more} more`;

/**
 * The unknown fields of a write as its refusal names them, found one by one: the first
 * NAMED_AT_MOST each, then (`close`) one entry counting the rest.
 */
export function unknownNames(errors: Record<string, FieldError>) {
  let unknown = 0;
  return {
    add(name: string) {
      if (++unknown <= NAMED_AT_MOST) errors[name] = { key: 'mds.validation.unknown' };
    },
    close() {
      if (unknown > NAMED_AT_MOST) errors[moreName(unknown - NAMED_AT_MOST)] = { key: 'mds.validation.unknown', args: { more: unknown - NAMED_AT_MOST } };
    },
  };
}

/** A reference's list: record ids. */
const recordIds = (_: FieldDecl, items: readonly unknown[]) => (items.every(isRecordId) ? undefined : { key: 'mds.validation.ids' });

/** A `multiple` field: a list of distinct values, each an enum value (as its kind checks them) or a record id. */
function validateList(f: FieldDecl, v: unknown): FieldError | undefined {
  if (!Array.isArray(v)) return { key: 'mds.validation.list' };
  if (v.length > MAX_MULTIPLE) return { key: 'mds.validation.tooMany', args: { max: MAX_MULTIPLE } };
  return (valuesOf(f).listItems ?? recordIds)(f, v) ?? (new Set(v).size === v.length ? undefined : { key: 'mds.validation.distinct' });
}

/** One field's value against its declaration; `undefined` when valid. An empty list is an empty value. */
export function validateField(f: FieldDecl, v: unknown): FieldError | undefined {
  if (isEmptyFor(f, v)) return f.required ? { key: 'ra.validation.required' } : undefined;
  return f.multiple ? validateList(f, v) : valuesOf(f).validate(f, v);
}

export type WriteMode = 'create' | 'update';

/** A state field (`transitions`, or a workflow's): a create keeps the initial state, an update follows a listed transition. */
function transitionAllowed(f: FieldDecl, mode: WriteMode, from: unknown, to: unknown): boolean {
  if (mode === 'create') return to === f.defaultValue;
  return to === from || (typeof from === 'string' && typeof to === 'string' && (f.transitions?.[from] ?? []).includes(to));
}
export type RecordData = Record<string, unknown> & { id?: string | number };

export interface WriteCheck {
  errors: Record<string, FieldError>;
  /** The record as it would be stored (for an update: the current record with the changes). */
  value: RecordData;
}

/**
 * A write body against the declaration. An `id` is ignored (the server assigns ids); unknown
 * fields and server-managed fields that would change are errors; the merged record is then
 * validated whole, so an update can never leave a stored record invalid. With a `role`, fields
 * whose `access` does not let that role write (or read) them are refused whatever their value (the
 * console leaves them out: useWritableOnly). At most NAMED_AT_MOST unknown fields are named.
 */
export function checkWrite(decl: ResourceDecl, body: Record<string, unknown>, mode: WriteMode, current?: RecordData, role?: string): WriteCheck {
  // No prototype: a field named `__proto__` is an ordinary (unknown) key here, not a setter.
  const errors: Record<string, FieldError> = Object.create(null);
  const value: RecordData = mode === 'update' && current ? { ...current } : {};
  // Past the first few, unknown fields are only counted.
  const unknown = unknownNames(errors);
  for (const [name, v] of Object.entries(body)) {
    if (name === 'id') {
      if (mode === 'update' && current && String(v) !== String(current.id)) errors.id = { key: 'mds.validation.readonly' };
      continue;
    }
    const f = Object.hasOwn(decl.fields, name) ? decl.fields[name] : undefined;
    if (!f) {
      unknown.add(name);
    } else if (role !== undefined && !mayWrite(f, role)) {
      // Whatever the value: were the current one let through, a guess that passes would read a field the role may not see.
      errors[name] = { key: 'mds.validation.readonly' };
    } else if (!isFormField(f)) {
      // Server-managed, readable by the writer: a form sends it back as it read it.
      if (mode === 'create' || !current || v !== current[name]) errors[name] = { key: 'mds.validation.readonly' };
    } else if (isStateField(decl, name) && !transitionAllowed(f, mode, current?.[name], v)) {
      // A workflow's state moves only through its transitions (POST <endpoint>/:id/transitions).
      errors[name] = { key: 'mds.validation.transition' };
    } else {
      // A value sent back as read (a stored file) is the record's own, or refused.
      const back = isEmpty(v) ? undefined : valuesOf(f).sentBack?.(v, current?.[name]);
      if (back === 'keep') value[name] = current![name];
      else if (back) errors[name] = back;
      // An empty value is stored as none: '' of a non-text field, an empty list of a multiple one.
      else value[name] = (v === '' && !valuesOf(f).keepsEmpty) || (f.multiple && isEmptyFor(f, v)) ? null : v;
    }
  }
  unknown.close();
  // Defaults first, so a dependent field sees its controlling field's final value.
  if (mode === 'create') {
    for (const [name, f] of Object.entries(decl.fields)) {
      if (!isFormField(f) || errors[name] || (role !== undefined && !mayWrite(f, role))) continue;
      if (value[name] === undefined && f.defaultValue !== undefined) value[name] = f.defaultValue;
    }
  }
  for (const [name, f] of Object.entries(decl.fields)) {
    if (!isFormField(f) || errors[name] || (role !== undefined && !mayWrite(f, role))) continue;
    const rule = activeRule(f, value);
    // An inactive dependent field is not stored: switching back never resurrects a stale value.
    if (!rule) {
      delete value[name];
      continue;
    }
    const e = validateField(rule, value[name]);
    if (e) errors[name] = e;
  }
  return { errors, value };
}

/**
 * The rules a field follows in this record: `undefined` while a dependent field (`when`) is
 * inactive, else the field, required when its condition asks for it.
 */
export function activeRule(f: FieldDecl, record: Readonly<Record<string, unknown>>): FieldDecl | undefined {
  if (!f.when) return f;
  if (!isFieldActive(f, record)) return undefined;
  return f.when.required ? { ...f, required: true } : f;
}

/** `%{name}` interpolation, as polyglot does, for rendering messages outside the console. */
export const interpolate = (template: string, args: Record<string, string | number> = {}): string =>
  template.replace(/%\{(\w+)\}/g, (m, k: string) => (k in args ? String(args[k]) : m));
