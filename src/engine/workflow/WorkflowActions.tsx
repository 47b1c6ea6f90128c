import { EditButton, ShowButton, TopToolbar } from 'react-admin';
import { TransitionButtons } from './TransitionButtons';

/** A workflow record's toolbar: its transitions, then the usual link to the other screen. */
export function WorkflowActions({ link }: { link: 'edit' | 'show' }) {
  return (
    <TopToolbar sx={{ gap: 1 }}>
      <TransitionButtons />
      {link === 'edit' ? <EditButton /> : <ShowButton />}
    </TopToolbar>
  );
}
