import { useRecordContext } from 'react-admin';
import { allowedTransitions } from '../../../resources/lib/workflow';
import { useDeclaration } from '../DeclarationsContext';
import { useTaker } from './useTaker';
import { useTransitionHistory } from './useTransitionHistory';

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
  const history = useTransitionHistory(decl.name, record?.id);
  if (!decl.workflow || !record || !history.isSuccess) return [];
  // Dates (`refuseIfPast`) are judged as of the last load: each load, and each transition, moves it on.
  // The rules refuse the system's own transitions already; they are never a button, whatever a rule says.
  return allowedTransitions(decl, record, taker, history.data, history.dataUpdatedAt).filter((t) => !t.system);
}
