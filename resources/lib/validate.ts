/**
 * Pure validation from a declaration, shared by the console's form validators and the fake
 * API's write checks, so both always agree. Errors are i18n keys with arguments.
 */
import {
  canReadField,
  canWriteField,
  DEFAULT_STRING_MAX,
  isFieldActive,
  MAX_MULTIPLE,
  isFormField,
  isStateField,
  type FieldDecl,
  type ResourceDecl,
} from './schema';
import { checkUpload, isFileUpload, isStoredFile, sameFile } from './files';

/** A field-level role that may not see a field may not write it either. */
const mayWrite = (f: FieldDecl, role: string) => canReadField(f, role) && canWriteField(f, role);

export interface FieldError {
  key: string;
  args?: Record<string, string | number>;
}

const isEmpty = (v: unknown) => v === undefined || v === null || v === '';
/** Nothing given: an empty list counts as none only for a `multiple` field (elsewhere it is a wrong value). */
const isEmptyFor = (f: FieldDecl, v: unknown) => isEmpty(v) || (f.multiple === true && Array.isArray(v) && v.length === 0);
const ISO_DATE = /^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

export const isIsoDate = (v: unknown): v is string => typeof v === 'string' && ISO_DATE.test(v) && !Number.isNaN(Date.parse(v));

/** http(s) only: `javascript:` and friends are never stored as links. */
export const isHttpUrl = (v: string): boolean => {
  if (!/^https?:\/\//i.test(v)) return false;
  try {
    new URL(v);
    return true;
  } catch {
    return false;
  }
};

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function validateText(f: FieldDecl, v: unknown): FieldError | undefined {
  // A NUL character is no text: PostgreSQL refuses it in a text value, SQLite would cut the text there.
  if (typeof v !== 'string' || v.includes('\0')) return { key: 'mds.validation.string' };
  const length = [...v].length;
  const max = f.maxLength ?? DEFAULT_STRING_MAX;
  if (f.minLength !== undefined && length < f.minLength) return { key: 'ra.validation.minLength', args: { min: f.minLength } };
  if (length > max) return { key: 'ra.validation.maxLength', args: { max } };
  if (f.pattern && !new RegExp(`^(?:${f.pattern.source})$`, 'u').test(v)) return { key: f.pattern.messageKey };
  if (f.kind === 'url' && !isHttpUrl(v)) return { key: 'mds.validation.url' };
  if (f.kind === 'email' && !EMAIL.test(v)) return { key: 'ra.validation.email' };
  return undefined;
}

function validateNumber(f: FieldDecl, v: unknown): FieldError | undefined {
  if (typeof v !== 'number' || !Number.isFinite(v)) return { key: 'ra.validation.number' };
  if (f.integer && !Number.isInteger(v)) return { key: 'mds.validation.integer' };
  if (f.min !== undefined && v < f.min) return { key: 'ra.validation.minValue', args: { min: f.min } };
  if (f.max !== undefined && v > f.max) return { key: 'ra.validation.maxValue', args: { max: f.max } };
  return undefined;
}

/** The largest record id: ids are PostgreSQL `integer` columns (int4), which a larger number makes fail, not miss. */
export const MAX_RECORD_ID = 2_147_483_647;

/** A record id as a reference holds it. */
export const isRecordId = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v > 0 && v <= MAX_RECORD_ID;

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

/** A `multiple` field: a list of distinct values, each an enum value or a record id. */
function validateList(f: FieldDecl, v: unknown): FieldError | undefined {
  if (!Array.isArray(v)) return { key: 'mds.validation.list' };
  if (v.length > MAX_MULTIPLE) return { key: 'mds.validation.tooMany', args: { max: MAX_MULTIPLE } };
  if (f.kind === 'enum') {
    if (!v.every((item) => typeof item === 'string' && f.values?.includes(item)))
      return { key: 'ra.validation.oneOf', args: { options: (f.values ?? []).join(', ') } };
  } else if (!v.every(isRecordId)) return { key: 'mds.validation.ids' };
  return new Set(v).size === v.length ? undefined : { key: 'mds.validation.distinct' };
}

/** One field's value against its declaration; `undefined` when valid. An empty list is an empty value. */
export function validateField(f: FieldDecl, v: unknown): FieldError | undefined {
  if (isEmptyFor(f, v)) return f.required ? { key: 'ra.validation.required' } : undefined;
  if (f.multiple) return validateList(f, v);
  switch (f.kind) {
    case 'number':
      return validateNumber(f, v);
    case 'enum':
      return typeof v === 'string' && f.values?.includes(v) ? undefined : { key: 'ra.validation.oneOf', args: { options: (f.values ?? []).join(', ') } };
    case 'date':
      return isIsoDate(v) ? undefined : { key: 'mds.validation.date' };
    case 'boolean':
      return typeof v === 'boolean' ? undefined : { key: 'mds.validation.boolean' };
    case 'file':
      // A stored file passes: checkWrite lets a write name only the record's current one.
      if (isFileUpload(v)) return checkUpload(v, f);
      return isStoredFile(v) ? undefined : { key: 'mds.validation.file' };
    default:
      return validateText(f, v);
  }
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
    } else if (f.kind === 'file' && !isEmpty(v) && !isFileUpload(v)) {
      // A file is new bytes, or the one the record holds sent back unchanged.
      if (sameFile(v, current?.[name])) value[name] = current![name];
      else errors[name] = { key: 'mds.validation.file' };
    } else {
      // An empty value is stored as none: '' of a non-text field, an empty list of a multiple one.
      value[name] = (v === '' && f.kind !== 'text' && f.kind !== 'longtext') || (f.multiple && isEmptyFor(f, v)) ? null : v;
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
