/** The form input of a declared field, by kind, with the declaration's validation. */
import { DateTimeInput, NumberInput, SelectArrayInput, SelectInput, TextInput } from 'react-admin';
import { BooleanInput } from './BooleanInput';
import { FileChoiceInput } from './files';
import type { FieldDecl } from '../../resources/lib/schema';
import { enumChoices, fieldLabel } from './labels';
import { ReferenceChoiceInput } from './ReferenceChoiceInput';
import { fieldValidator } from './validators';

/** `readOnly`: the role may see the field but not write it (field `access.write`). */
export function fieldInput(resource: string, name: string, f: FieldDecl, opts: { readOnly?: boolean } = {}) {
  const common = {
    source: name,
    label: fieldLabel(resource, name),
    validate: opts.readOnly ? undefined : fieldValidator(f),
    isRequired: !!f.required,
    fullWidth: true,
    readOnly: opts.readOnly,
  };
  // A list: several enum values (chips with their labels), or several records chosen by their label.
  if (f.reference) return <ReferenceChoiceInput key={name} {...common} reference={f.reference} multiple={f.multiple} states={f.choose?.states} />;
  if (f.multiple) return <SelectArrayInput key={name} {...common} choices={enumChoices(resource, name, f)} />;
  switch (f.kind) {
    case 'number':
      return <NumberInput key={name} {...common} min={f.min} max={f.max} step={f.integer ? 1 : 'any'} />;
    case 'enum':
      return <SelectInput key={name} {...common} choices={enumChoices(resource, name, f)} />;
    case 'date':
      return <DateTimeInput key={name} {...common} parse={(v: string) => (v ? new Date(v).toISOString() : null)} />;
    case 'boolean':
      return <BooleanInput key={name} {...common} />;
    case 'longtext':
      return <TextInput key={name} {...common} multiline minRows={3} />;
    case 'file':
      return <FileChoiceInput key={name} {...common} field={f} />;
    default:
      return <TextInput key={name} {...common} type={f.kind === 'email' ? 'email' : f.kind === 'url' ? 'url' : 'text'} />;
  }
}
