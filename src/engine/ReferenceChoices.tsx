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
  /** Only records in these states are offered (the field's `choose.states`; the API refuses others). */
  states?: readonly string[];
}

/**
 * The records a reference names (one, or several for a `multiple` one), chosen by their label (the
 * referenced declaration's `recordLabel`); typing searches that label when the referenced list can filter by it.
 */
export default function ReferenceChoices({ source, reference, label, alwaysOn: _alwaysOn, multiple, states, ...input }: ReferenceChoiceProps) {
  const target = useContext(DeclarationsContext).find((d) => d.name === reference);
  const labelField = target?.recordLabel ?? 'id';
  const stateField = target?.workflow?.field;
  const filter = states && stateField && target?.fields[stateField]?.filter ? { [stateField]: states } : undefined;
  // The API refuses filters it does not declare: without a filter on the label, typing narrows nothing.
  const searchable = target?.fields[labelField]?.filter === true;
  const filterToQuery = (text: string) => (searchable && text ? { [labelField]: text } : {});
  if (!multiple)
    return (
      <ReferenceInput source={source} reference={reference} filter={filter}>
        <AutocompleteInput label={label} optionText={labelField} filterToQuery={filterToQuery} {...input} />
      </ReferenceInput>
    );
  return (
    <ReferenceArrayInput source={source} reference={reference} filter={filter}>
      <AutocompleteArrayInput label={label} optionText={labelField} filterToQuery={filterToQuery} {...input} />
    </ReferenceArrayInput>
  );
}
