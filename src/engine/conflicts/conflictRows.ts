/**
 * What a refused write (41200) is shown: the fields that differ between the record as it is now
 * (theirs) and what the writer meant (mine) or was shown (base), pure.
 */
import { fieldEntries, isShownField, type ResourceDecl } from '../../../resources/lib/schema';
import type { RecordConflict } from '../../../dataProvider/conflicts';

export interface ConflictRow {
  field: string;
  /** The value now. */
  theirs: unknown;
  /** An update's: the value the writer saved; else the value the writer was shown. */
  other: unknown;
  /** An update's field the writer changed (the one written again on top of theirs). */
  mine: boolean;
}

/** No value is one value, whichever way it is written (absent, null, empty text, empty list). */
const normal = (v: unknown) => (v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0) ? null : v);
export const sameValue = (a: unknown, b: unknown) => JSON.stringify(normal(a)) === JSON.stringify(normal(b));

const fieldsOf = (decl: ResourceDecl, role: string | null | undefined) =>
  fieldEntries(decl)
    .filter(([, f]) => isShownField(f, role))
    .map(([name]) => name);

/** The fields an update changed from the record as shown (all it wrote, when that is unknown). */
export function myChanges(decl: ResourceDecl, conflict: RecordConflict): string[] {
  const mine = conflict.mine ?? {};
  return Object.keys(mine).filter((f) => Object.hasOwn(decl.fields, f) && (!conflict.base || !sameValue(mine[f], conflict.base[f])));
}

/**
 * An update's rows: each field either side changed where the two now differ (a change both made
 * alike is no conflict). A delete's or a transition's: each field changed since it was shown.
 */
export function conflictRows(decl: ResourceDecl, role: string | null | undefined, conflict: RecordConflict): ConflictRow[] {
  const { current, base } = conflict;
  const theirs = (f: string) => base !== undefined && !sameValue(current[f], base[f]);
  if (conflict.action !== 'update')
    return fieldsOf(decl, role)
      .filter(theirs)
      .map((field) => ({ field, theirs: current[field], other: base?.[field], mine: false }));
  const mine = new Set(myChanges(decl, conflict));
  return fieldsOf(decl, role)
    .filter((f) => (mine.has(f) || theirs(f)) && !(mine.has(f) && sameValue(conflict.mine?.[f], current[f])))
    .map((field) => ({ field, theirs: current[field], other: mine.has(field) ? conflict.mine?.[field] : base?.[field], mine: mine.has(field) }));
}

/** What "save mine on top" writes: the record as it is now with the fields the writer changed. */
export function mineOnTheirs(decl: ResourceDecl, conflict: RecordConflict): Record<string, unknown> {
  const mine = conflict.mine ?? {};
  return { ...conflict.current, ...Object.fromEntries(myChanges(decl, conflict).map((f) => [f, mine[f]])) };
}
