import { Show, SimpleShowLayout, TextField, useLocaleState } from 'react-admin';
import { canReadField, fieldEntries } from '../../resources/lib/schema';
import { useRole } from '../appSettings/useRole';
import { useDeclaration } from './DeclarationsContext';
import { fieldColumn } from './fieldColumn';

export function DeclaredShow() {
  const decl = useDeclaration();
  const [locale] = useLocaleState();
  const role = useRole();
  return (
    <Show>
      <SimpleShowLayout>
        <TextField source="id" label={`resources.${decl.name}.fields.id`} />
        {fieldEntries(decl)
          .filter(([, f]) => f.auto !== 'owner' && canReadField(f, role))
          .map(([name, f]) => fieldColumn(decl.name, name, f, locale))}
      </SimpleShowLayout>
    </Show>
  );
}
