/** The form input of a declared field, with the declaration's validation: a reference's, or its kind's (kinds/inputs.ts). */
import type { FieldDecl } from '../../resources/lib/schema';
import { formKind } from './kinds/inputs';
import { fieldLabel } from './labels';
import { ReferenceChoiceInput } from './lazy';
import { fieldValidator } from './validators';

/** `readOnly`: the role may see the field but not write it (field `access.write`). */
export function fieldInput(resource: string, name: string, f: FieldDecl, opts: { readOnly?: boolean } = {}) {
  const common = {
    source: name,
    label: fieldLabel(resource, name),
    validate: opts.readOnly ? undefined : fieldValidator(f),
    isRequired: !!f.required,
    fullWidth: true as const,
    readOnly: opts.readOnly,
  };
  // A reference, whatever its kind holds: one record, or several, chosen by their label.
  if (f.reference) return <ReferenceChoiceInput key={name} {...common} reference={f.reference} multiple={f.multiple} states={f.choose?.states} />;
  return formKind(f.kind).input(common, f, resource);
}
