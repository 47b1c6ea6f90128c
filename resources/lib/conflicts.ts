/** Declared conflict checks (schema.ts `ConflictCheck`), pure: which referenced records conflict with a record, and on what. */
import type { ConflictCheck } from './schema';
import type { RecordData } from './validate';

export interface Conflict {
  check: string;
  /** The referenced record at odds with this one. */
  recordId: string | number;
  /** This record's value of the check's field. */
  value: string;
  /** The referenced record's values that conflict with it. */
  against: string[];
}

/** A field's values as a list: one value, several, or none. */
const valuesOf = (v: unknown): unknown[] => (Array.isArray(v) ? v : v === undefined || v === null || v === '' ? [] : [v]);

/** The ids a record's reference field names. */
export const referencedIds = (record: Readonly<RecordData>, check: ConflictCheck): (string | number)[] =>
  valuesOf(record[check.via]).filter((v): v is string | number => typeof v === 'string' || typeof v === 'number');

/** The conflicts of one check between a record and the records it references. */
export function conflictsOf(check: ConflictCheck, record: Readonly<RecordData>, referenced: readonly RecordData[]): Conflict[] {
  const value = record[check.field];
  if (typeof value !== 'string') return [];
  const bad = check.conflicts[value] ?? [];
  const ids = new Set(referencedIds(record, check).map(String));
  return referenced
    .filter((other) => ids.has(String(other.id)))
    .map((other) => ({
      check: check.name,
      recordId: other.id!,
      value,
      against: valuesOf(other[check.against]).filter((v): v is string => bad.includes(v as string)),
    }))
    .filter((c) => c.against.length > 0);
}

/** A field a referenced record's value makes necessary (IRB: an ethics approval), left empty. */
export interface Requirement {
  check: string;
  recordId: string | number;
  /** The referenced record's value that asks for it. */
  code: string;
  field: string;
}

const filled = (v: unknown) => v !== undefined && v !== null && v !== '' && v !== false && !(Array.isArray(v) && v.length === 0);

/** The fields of `record` that one check's `requires` asks for, given what the records it references hold, and that are empty. */
export function unmetRequirements(check: ConflictCheck, record: Readonly<RecordData>, referenced: readonly RecordData[]): Requirement[] {
  const ids = new Set(referencedIds(record, check).map(String));
  return referenced
    .filter((other) => ids.has(String(other.id)))
    .flatMap((other) =>
      valuesOf(other[check.against]).flatMap((code) =>
        (check.requires?.[String(code)] ?? [])
          .filter((field) => !filled(record[field]))
          .map((field) => ({ check: check.name, recordId: other.id!, code: String(code), field })),
      ),
    );
}
