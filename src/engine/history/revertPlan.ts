/**
 * What a revert to one revision would change, worked out from the revisions newer than it (all
 * loaded: the list is newest first): a field one of them changed goes back to the `before` of the
 * first of them that changed it, from the `after` of the last; only the fields the API's revert
 * writes back (resources/lib/revert.ts). Pure.
 */
import { isRevertable } from '../../../resources/lib/revert';
import type { ResourceDecl } from '../../../resources/lib/schema';
import type { Revision, RevisionChange } from './revision';

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * The changes a revert to `revisions[index]` would make, each field `before` as it is now and
 * `after` as it will be, in the order the newer revisions first changed them.
 */
export function revertChanges(decl: ResourceDecl, revisions: readonly Revision[], index: number, role: string | null | undefined): RevisionChange[] {
  const plan = new Map<string, RevisionChange>();
  // From the oldest newer revision to the newest: the first change of a field says what it goes back to.
  for (let j = index - 1; j >= 0; j--)
    for (const c of revisions[j].changes) {
      const seen = plan.get(c.field);
      if (seen) seen.before = c.after;
      else plan.set(c.field, { field: c.field, before: c.after, after: c.before });
    }
  return [...plan.values()].filter((c) => !same(c.before, c.after) && isRevertable(decl, c.field, role));
}
