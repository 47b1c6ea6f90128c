import { SimpleForm, useRecordContext } from 'react-admin';
import { canReadField, canWriteField, fieldEntries, isFormField } from '../../resources/lib/schema';
import { useRole } from '../appSettings/useRole';
import { useDeclaration } from './DeclarationsContext';
import { fieldInput } from './fieldInput';

/** The create/edit form of the current declaration; the API runs the same rules on save. */
export function DeclaredForm() {
  const decl = useDeclaration();
  const role = useRole();
  // A state field starts at its initial value: offered on edit only.
  const editing = useRecordContext()?.id !== undefined;
  const defaults = Object.fromEntries(fieldEntries(decl).flatMap(([name, f]) => (f.defaultValue === undefined ? [] : [[name, f.defaultValue]])));
  return (
    <SimpleForm defaultValues={defaults} mode="onBlur" reValidateMode="onChange" sx={{ maxWidth: 640 }}>
      {fieldEntries(decl)
        // Field-level roles: a field this role may not read or write is not in its form (the API refuses it too).
        .filter(([, f]) => isFormField(f) && canReadField(f, role) && canWriteField(f, role) && (editing || !f.transitions))
        .map(([name, f]) => fieldInput(decl.name, name, f))}
    </SimpleForm>
  );
}
