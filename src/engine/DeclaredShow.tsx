import { Show, SimpleShowLayout, TextField, useLocaleState } from 'react-admin';
import { fieldEntries, isShownField } from '../../resources/lib/schema';
import { useRole } from '../appSettings/useRole';
import { useDeclaration } from './DeclarationsContext';
import { RecordConflicts } from './conflicts';
import { DecisionShowLayout } from './decision';
import { HistoryPanel } from './history';
import { fieldColumn } from './fieldColumn';

/**
 * A record's page. With a workflow it is laid out for the decision on it (decision/): what it is
 * and the decisions the viewer may take, its fields beside its history. Without one, its fields.
 * Either way its change history (history/), unless its declaration keeps none, and what to do
 * about a transition refused because someone else changed the record first (conflicts/).
 */
export function DeclaredShow() {
  const decl = useDeclaration();
  const [locale] = useLocaleState();
  const role = useRole();
  if (decl.workflow)
    return (
      // Its own cards, and the decisions in its header rather than in a toolbar above it.
      <Show component="div" actions={false}>
        <DecisionShowLayout />
        <RecordConflicts redirectTo={decl.listPath ?? 'list'} />
      </Show>
    );
  return (
    <Show>
      <SimpleShowLayout>
        <TextField source="id" label={`resources.${decl.name}.fields.id`} />
        {fieldEntries(decl)
          .filter(([, f]) => isShownField(f, role))
          .map(([name, f]) => fieldColumn(decl.name, name, f, locale))}
      </SimpleShowLayout>
      <HistoryPanel />
      <RecordConflicts redirectTo={decl.listPath ?? 'list'} />
    </Show>
  );
}
