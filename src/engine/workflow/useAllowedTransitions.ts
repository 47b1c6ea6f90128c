import { useRecordContext } from 'react-admin';
import { allowedTransitions } from '../../../resources/lib/workflow';
import { useDeclaration } from '../DeclarationsContext';
import { useTaker } from './useTaker';
import { useTransitionHistory } from './useTransitionHistory';

/**
 * The transitions the signed-in user may take on the current record now: the same rules the API
 * checks (resources/lib/workflow.ts). None until the record and its history have loaded, since a
 * rule may depend on who took an earlier transition.
 */
export function useAllowedTransitions() {
  const decl = useDeclaration();
  const record = useRecordContext();
  const taker = useTaker();
  const history = useTransitionHistory(decl.name, record?.id);
  if (!decl.workflow || !record || !history.isSuccess) return [];
  // Dates (`refuseIfPast`) are judged as of the last load: each load, and each transition, moves it on.
  return allowedTransitions(decl, record, taker, history.data, history.dataUpdatedAt);
}
