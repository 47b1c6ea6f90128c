/**
 * The linter's rules for `multiple` fields (lint.ts): a list of enum values or of record ids,
 * with none of the rules that need one value per record (order, uniqueness, states).
 */
import type { FieldDecl } from './schema';
import { validateField } from './validate';

/** What one value per record is needed for, by the option that needs it. */
const SINGLE_VALUE_ONLY = {
  sort: 'a list has no order',
  unique: 'lists are not compared whole',
  transitions: 'a state is one value',
  expiry: 'a state is one value',
} as const;

/** Problems of a field's `multiple`, as [path under the field, message]. */
export function multipleProblems(f: FieldDecl): [string, string][] {
  if (!f.multiple) return [];
  const problems: [string, string][] = [];
  if (f.kind !== 'enum' && f.reference === undefined) problems.push(['multiple', `multiple on a ${f.kind} field: only enum fields and references hold lists`]);
  if (f.kind !== 'enum' && f.reference !== undefined && f.kind !== 'number') problems.push(['kind', 'a multiple reference holds record ids: kind "number"']);
  for (const [option, why] of Object.entries(SINGLE_VALUE_ONLY)) {
    if (f[option as keyof typeof SINGLE_VALUE_ONLY] !== undefined && f[option as keyof typeof SINGLE_VALUE_ONLY] !== false)
      problems.push([option, `${option} cannot go with multiple (${why})`]);
  }
  return problems;
}

/** Seed values (`const`, `cycle`) of a multiple field must be lists the field accepts. */
export const badMultipleSeed = (f: FieldDecl, v: unknown): string | undefined =>
  f.multiple && validateField({ ...f, required: false }, v)
    ? `seed value ${JSON.stringify(v)} is not a list of valid ${f.kind === 'enum' ? 'values' : 'ids'}`
    : undefined;
