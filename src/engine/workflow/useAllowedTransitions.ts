import { useRecordContext } from 'react-admin';
import { allowedTransitions } from '../../../resources/lib/workflow';
import { useDeclaration } from '../DeclarationsContext';
import { useTaker } from './useTaker';
import { useRecordRead } from './useRecordRead';

/**
 * The transitions the signed-in user may take on the current record now: the same rules the API
 * checks (resources/lib/workflow.ts): the role, the owner rules (nobody decides on their own request),
 * notBy (a second pair of eyes), a quorum's earlier approvals, dates passed. None until the record and its history have loaded, since a
 * rule may depend on who took an earlier transition.
 */
export function useAllowedTransitions() {
  const decl = useDeclaration();
  const record = useRecordContext();
  const taker = useTaker();
  const history = useRecordRead(decl.name, 'getHistory', record?.id);
  if (!decl.workflow || !record || !history.isSuccess) return [];
  // Dates (`refuseIfPast`) are judged as of the last load: each load, and each transition, moves it on.
  return allowedTransitions(decl, record, taker, history.data, history.dataUpdatedAt);
}
