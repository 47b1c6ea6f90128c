import { useRecordContext } from 'react-admin';
import type { Transition } from '../../../resources/lib/schema';
import { hasConflicts, useCheckFindings } from '../checks';
import { useDeclaration } from '../DeclarationsContext';
import { guardAsks } from './guardAsks';

/**
 * The extra fields each transition asks for on the current record (guardAsks.ts): a reason when
 * its checks find a conflict (the same findings the alerts show), or its disclosure report fails.
 */
export function useGuardAsks() {
  const decl = useDeclaration();
  const record = useRecordContext();
  const conflicted = hasConflicts(useCheckFindings());
  return (t: Transition, forced?: ReadonlySet<string>) => (record ? guardAsks(decl, t, record, conflicted, forced) : []);
}
