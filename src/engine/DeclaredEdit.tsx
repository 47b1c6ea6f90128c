import { Edit } from 'react-admin';
import { useDeclaration } from './DeclarationsContext';
import { RecordConflicts } from './conflicts';
import { DeclaredForm } from './DeclaredForm';
import { HistoryPanel } from './history';
import { EditorsChip } from './live/EditorsChip';
import { LiveRecord } from './live/LiveRecord';
import { useWritableOnly } from './useWritableOnly';
import { TransitionHistory, WorkflowActions } from './workflow';

/**
 * Pessimistic: the record changes on screen only once the API has stored it (server errors land on their fields).
 * A workflow's state moves by its transitions (the toolbar), never by the form. A save or delete
 * refused because someone else changed the record first opens the choice between theirs and mine.
 * While it is open, who else edits it and what they changed shows atop the form (live/LiveRecord.tsx).
 */
export function DeclaredEdit({ id }: { id?: string }) {
  const { listPath, workflow } = useDeclaration();
  const list = listPath ?? 'list';
  return (
    <Edit id={id} mutationMode="pessimistic" redirect={list} transform={useWritableOnly()} actions={workflow ? <WorkflowActions link="show" /> : undefined}>
      <EditorsChip />
      <LiveRecord />
      <DeclaredForm />
      {workflow && <TransitionHistory />}
      <HistoryPanel />
      <RecordConflicts redirectTo={list} />
    </Edit>
  );
}
