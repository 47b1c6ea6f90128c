/** enum's form input: a select of the translated values, or chips of several for a `multiple` one. */
import { SelectArrayInput, SelectInput } from 'react-admin';
import { enumChoices } from '../labels';
import type { FormKind } from './kind';

export const enumInput: FormKind<'enum'> = {
  input: (props, f, resource) => {
    const choices = enumChoices(resource, props.source, f);
    return f.multiple ? <SelectArrayInput key={props.source} {...props} choices={choices} /> : <SelectInput key={props.source} {...props} choices={choices} />;
  },
};
