import { Edit } from 'react-admin';
import { useDeclaration } from './DeclarationsContext';
import { DeclaredForm } from './DeclaredForm';
import { HistoryPanel } from './history';
import { useWritableOnly } from './useWritableOnly';
import { TransitionHistory, WorkflowActions } from './workflow';

/**
 * Pessimistic: the record changes on screen only once the API has stored it (server errors land on their fields).
 * A workflow's state moves by its transitions (the toolbar), never by the form.
 */
export function DeclaredEdit({ id }: { id?: string }) {
  const { listPath, workflow } = useDeclaration();
  return (
    <Edit
      id={id}
      mutationMode="pessimistic"
      redirect={listPath ?? 'list'}
      transform={useWritableOnly()}
      actions={workflow ? <WorkflowActions link="show" /> : undefined}
    >
      <DeclaredForm />
      {workflow && <TransitionHistory />}
      <HistoryPanel />
    </Edit>
  );
}
