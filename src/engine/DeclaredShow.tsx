import { Show, SimpleShowLayout, TextField, useLocaleState } from 'react-admin';
import { fieldEntries } from '../../resources/lib/schema';
import { useDeclaration } from './DeclarationsContext';
import { fieldColumn } from './fieldColumn';

export function DeclaredShow() {
  const decl = useDeclaration();
  const [locale] = useLocaleState();
  return (
    <Show>
      <SimpleShowLayout>
        <TextField source="id" label={`resources.${decl.name}.fields.id`} />
        {fieldEntries(decl)
          .filter(([, f]) => f.auto !== 'owner')
          .map(([name, f]) => fieldColumn(decl.name, name, f, locale))}
      </SimpleShowLayout>
    </Show>
  );
}
