import { SimpleForm, useRecordContext } from 'react-admin';
import { fieldEntries, isFormField } from '../../resources/lib/schema';
import { useDeclaration } from './DeclarationsContext';
import { fieldInput } from './fieldInput';

/** The create/edit form of the current declaration; the API runs the same rules on save. */
export function DeclaredForm() {
  const decl = useDeclaration();
  // A state field starts at its initial value: offered on edit only.
  const editing = useRecordContext()?.id !== undefined;
  const defaults = Object.fromEntries(fieldEntries(decl).flatMap(([name, f]) => (f.defaultValue === undefined ? [] : [[name, f.defaultValue]])));
  return (
    <SimpleForm defaultValues={defaults} mode="onBlur" reValidateMode="onChange" sx={{ maxWidth: 640 }}>
      {fieldEntries(decl)
        .filter(([, f]) => isFormField(f) && (editing || !f.transitions))
        .map(([name, f]) => fieldInput(decl.name, name, f))}
    </SimpleForm>
  );
}
