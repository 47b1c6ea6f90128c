import { useContext } from 'react';
import { AutocompleteArrayInput, AutocompleteInput, ReferenceArrayInput, ReferenceInput, type Validator } from 'react-admin';
import { DeclarationsContext } from './DeclarationsContext';

export interface ReferenceChoiceProps {
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
  /** Several records (a `multiple` reference) rather than one. */
  multiple?: boolean;
}

/**
 * The records a reference names (one, or several for a `multiple` one), chosen by their label (the
 * referenced declaration's `recordLabel`); typing searches that label when the referenced list can filter by it.
 */
export default function ReferenceChoices({ source, reference, label, alwaysOn: _alwaysOn, multiple, ...input }: ReferenceChoiceProps) {
  const target = useContext(DeclarationsContext).find((d) => d.name === reference);
  const labelField = target?.recordLabel ?? 'id';
  // The API refuses filters it does not declare: without a filter on the label, typing narrows nothing.
  const searchable = target?.fields[labelField]?.filter === true;
  const filterToQuery = (text: string) => (searchable && text ? { [labelField]: text } : {});
  if (!multiple)
    return (
      <ReferenceInput source={source} reference={reference}>
        <AutocompleteInput label={label} optionText={labelField} filterToQuery={filterToQuery} {...input} />
      </ReferenceInput>
    );
  return (
    <ReferenceArrayInput source={source} reference={reference}>
      <AutocompleteArrayInput label={label} optionText={labelField} filterToQuery={filterToQuery} {...input} />
    </ReferenceArrayInput>
  );
}
