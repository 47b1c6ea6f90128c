import { SimpleForm, useCanBlock, useRecordContext, useTranslate } from 'react-admin';
import { canReadField, canWriteField, fieldEntries, hasWordedDefault, isFormField, isStateField, isWorkflowState } from '../../resources/lib/schema';
import { useRole } from '../appSettings/useRole';
import { useDeclaration } from './DeclarationsContext';
import { DependentInput } from './DependentInput';
import { fieldInput } from './fieldInput';
import { defaultLabel } from './labels';
import { FormConflictAlerts } from './checks';
import { TrashFormToolbar } from './trash/TrashFormToolbar';

/**
 * The create/edit form of the current declaration; the API runs the same rules on save. Fields
 * the role may not see or write are left out; dependent fields come and go with their condition; leaving with unsaved changes asks first.
 */
export function DeclaredForm() {
  const decl = useDeclaration();
  const role = useRole();
  // Blocking navigation needs a data router (the console has one; some tests do not).
  const canBlock = useCanBlock();
  // A state field starts at its initial value: offered on edit only (a workflow's read-only, its transitions move it).
  const editing = useRecordContext()?.id !== undefined;
  const translate = useTranslate();
  // A text default is words: shown in the user's language. Defaults start a create form only: an edit
  // writes what the user changed, not a default into a field the record leaves empty.
  const defaults = Object.fromEntries(
    fieldEntries(decl).flatMap(([name, f]) =>
      f.defaultValue === undefined ? [] : [[name, hasWordedDefault(f) ? translate(defaultLabel(decl.name, name), { _: f.defaultValue }) : f.defaultValue]],
    ),
  );
  return (
    <SimpleForm
      defaultValues={editing ? undefined : defaults}
      mode="onBlur"
      reValidateMode="onChange"
      sx={{ maxWidth: 640 }}
      warnWhenUnsavedChanges={canBlock}
      // A record kept in the trash when deleted: its delete notice's Undo restores it.
      toolbar={editing && decl.trash ? <TrashFormToolbar decl={decl} /> : undefined}
    >
      {/* What the declared checks find, as the user fills the form in (a DUO conflict, an ethics approval it needs). */}
      {decl.checks && <FormConflictAlerts />}
      {fieldEntries(decl)
        // Field-level roles: a field this role may not read or write is not in its form (the API refuses it too).
        .filter(([name, f]) => isFormField(f) && canReadField(f, role) && canWriteField(f, role) && (editing || !isStateField(decl, name)))
        .map(([name, f]) =>
          f.when ? (
            <DependentInput key={name} resource={decl.name} name={name} field={f} />
          ) : (
            fieldInput(decl.name, name, f, { readOnly: isWorkflowState(decl, name) })
          ),
        )}
    </SimpleForm>
  );
}
