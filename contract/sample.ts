/**
 * Records built from a declaration for the checks: a valid one a role may create, and values a
 * field refuses. Valid by construction is not enough: each sample is confirmed with the
 * declaration's own validation (resources/lib/validate.ts) before it is sent.
 */
import { canWriteField, isFormField, type FieldDecl, type ResourceDecl, type Role } from '../resources/lib/schema';
import { decodeBase64, isFileUpload, isStoredFile } from '../resources/lib/files';
import { seedRecords } from '../resources/lib/seed';
import { checkWrite, validateField, type RecordData } from '../resources/lib/validate';
import { kindOf } from '../resources/lib/kinds';

/** A distinct marker per run, so created records never collide with existing ones. */
const marker = () => Math.random().toString(36).slice(2, 8);

function fieldSample(name: string, f: FieldDecl, tag: string, seeds: readonly RecordData[]): unknown {
  const v = kindOf(f).sample(f, name, tag);
  if (v !== undefined && !validateField(f, v)) return v;
  // The declaration's own seed values satisfy its patterns; the last ones are the least likely taken.
  return [...seeds].reverse().find((r) => r[name] !== undefined && !validateField(f, r[name]))?.[name];
}

/** A valid value of one field (a date a year ahead), or undefined when none can be built. */
export const validValue = (decl: ResourceDecl, name: string): unknown =>
  fieldSample(name, decl.fields[name], marker(), seedRecords(decl, Math.max(decl.seed.count, 1) + 20));

/** The fields a role may send: form fields it may write. */
export const writableFields = (decl: ResourceDecl, role: Role): [string, FieldDecl][] =>
  Object.entries(decl.fields).filter(([, f]) => isFormField(f) && canWriteField(f, role));

/**
 * Fields a sample leaves empty: those naming columns of the record's file for its disclosure
 * control (a made-up name is no column of the sample's file, and the server refuses it).
 */
const leftEmpty = (decl: ResourceDecl): string[] => (decl.disclosure ? [decl.disclosure.magnitude, decl.disclosure.notCounts] : []);

/** Fields the declared checks' `requires` may ask for (an ethics approval, a publication commitment): a sample fills them. */
const asked = (decl: ResourceDecl): Set<string> =>
  new Set((decl.checks ?? []).flatMap((c) => Object.values(c.requires ?? {}).flatMap((fields) => [...fields])));

/**
 * A record `role` may create, or undefined when none can be built (a pattern the builder cannot
 * satisfy and no seed value that does). Dependent fields get their condition met and a value.
 */
export function validSample(decl: ResourceDecl, role: Role): RecordData | undefined {
  const tag = marker();
  const seeds = seedRecords(decl, Math.max(decl.seed.count, 1) + 20);
  const record: RecordData = {};
  const empty = leftEmpty(decl);
  for (const [name, f] of writableFields(decl, role)) {
    if (empty.includes(name)) continue;
    const v = fieldSample(name, f, tag, seeds);
    if (v !== undefined) record[name] = v;
  }
  // A boolean a requirement asks for counts only when true (a publication commitment).
  for (const name of asked(decl)) if (decl.fields[name]?.kind === 'boolean' && Object.hasOwn(record, name)) record[name] = true;
  for (const [, f] of writableFields(decl, role)) {
    if (f.when?.values?.length && Object.hasOwn(record, f.when.field)) record[f.when.field] = f.when.values[0];
  }
  const { errors } = checkWrite(decl, record, 'create');
  return Object.keys(errors).length === 0 ? record : undefined;
}

/** A value the field refuses, as its kind builds one. */
export const invalidValue = (f: FieldDecl): unknown => kindOf(f).invalid(f)[0];

/** Whether a value came back as sent: dates as the same time, lists item by item. */
export function sameValue(f: FieldDecl, got: unknown, sent: unknown): boolean {
  // A file sent comes back as what is stored of it: its name and size.
  if (isFileUpload(sent)) return isStoredFile(got) && got.name === sent.name && got.size === decodeBase64(sent.data)?.length;
  if (kindOf(f).sort === 'time') return Date.parse(String(got)) === Date.parse(String(sent));
  if (Array.isArray(sent)) return Array.isArray(got) && got.length === sent.length && got.every((v, i) => v === sent[i]);
  return got === sent;
}

/** Another valid value for an update, as its kind offers one: the next enum value (one a state may move to), a list of it, or the other flag. */
export const otherValue = (f: FieldDecl, v: unknown): unknown => kindOf(f).other?.(f, v);
