import { EditButton, ShowButton, TopToolbar, useRecordContext } from 'react-admin';
import { isEditable } from '../../../resources/lib/workflow';
import { useDeclaration } from '../DeclarationsContext';
import { TransitionButtons } from './TransitionButtons';

/** A workflow record's toolbar: its transitions, then the link to the other screen (to edit only where its state allows). */
export function WorkflowActions({ link }: { link: 'edit' | 'show' }) {
  const decl = useDeclaration();
  const record = useRecordContext();
  return (
    <TopToolbar sx={{ gap: 1 }}>
      <TransitionButtons />
      {link === 'show' ? <ShowButton /> : record && isEditable(decl, record) && <EditButton />}
    </TopToolbar>
  );
}
