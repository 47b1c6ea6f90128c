import { Show, SimpleShowLayout, TextField, useLocaleState } from 'react-admin';
import { canReadField, fieldEntries } from '../../resources/lib/schema';
import { useRole } from '../appSettings/useRole';
import { useDeclaration } from './DeclarationsContext';
import { fieldColumn } from './fieldColumn';
import { TransitionHistory, WorkflowActions } from './workflow';
import { ConflictAlerts } from './checks';

/** A record's fields; with a workflow, also the transitions the user may take and its history. */
export function DeclaredShow() {
  const decl = useDeclaration();
  const [locale] = useLocaleState();
  const role = useRole();
  return (
    <Show actions={decl.workflow ? <WorkflowActions link="edit" /> : undefined}>
      {decl.checks && <ConflictAlerts />}
      <SimpleShowLayout>
        <TextField source="id" label={`resources.${decl.name}.fields.id`} />
        {fieldEntries(decl)
          .filter(([, f]) => f.auto !== 'owner' && canReadField(f, role))
          .map(([name, f]) => fieldColumn(decl.name, name, f, locale))}
      </SimpleShowLayout>
      {decl.workflow && <TransitionHistory />}
    </Show>
  );
}
