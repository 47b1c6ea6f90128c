import { useContext } from 'react';
import { AutocompleteArrayInput, ReferenceArrayInput, type Validator } from 'react-admin';
import { DeclarationsContext } from './DeclarationsContext';

interface ReferenceListInputProps {
  source: string;
  /** The declared resource the ids name. */
  reference: string;
  label: string;
  validate?: Validator;
  isRequired?: boolean;
  readOnly?: boolean;
  fullWidth?: boolean;
  /** Read by react-admin's filter form when this is a list filter. */
  alwaysOn?: boolean;
}

/**
 * The records a `multiple` reference names, chosen by their label (the referenced declaration's
 * `recordLabel`); typing searches that label when the referenced list can filter by it.
 */
export function ReferenceListInput({ source, reference, label, alwaysOn: _alwaysOn, ...input }: ReferenceListInputProps) {
  const target = useContext(DeclarationsContext).find((d) => d.name === reference);
  const labelField = target?.recordLabel ?? 'id';
  // The API refuses filters it does not declare: without a filter on the label, typing narrows nothing.
  const searchable = target?.fields[labelField]?.filter === true;
  return (
    <ReferenceArrayInput source={source} reference={reference}>
      <AutocompleteArrayInput
        label={label}
        optionText={labelField}
        filterToQuery={(text: string) => (searchable && text ? { [labelField]: text } : {})}
        {...input}
      />
    </ReferenceArrayInput>
  );
}
