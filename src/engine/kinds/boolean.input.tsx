/** boolean's form input: a switch. */
import { BooleanInput } from '../BooleanInput';
import type { FormKind } from './kind';

export const booleanInput: FormKind<'boolean'> = {
  input: (props) => <BooleanInput key={props.source} {...props} />,
};
