import type { Conflict } from '../../../resources/lib/conflicts';
import type { ConflictCheck, ResourceDecl } from '../../../resources/lib/schema';
import { useCheckFindings } from './useCheckFindings';

/** One check's conflicts on the current record, with the referenced declaration and records to name them by. */
export function useConflicts(check: ConflictCheck): { conflicts: Conflict[]; target?: ResourceDecl; labelOf: (id: string | number) => string } {
  const found = useCheckFindings().find((f) => f.check.name === check.name);
  return { conflicts: found?.conflicts ?? [], target: found?.target, labelOf: found?.labelOf ?? ((id) => `#${id}`) };
}
