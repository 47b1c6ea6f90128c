/** number's form input: within the declared range, whole numbers only for an `integer` one. */
import { NumberInput } from 'react-admin';
import type { FormKind } from './kind';

export const numberInput: FormKind<'number'> = {
  input: (props, f) => <NumberInput key={props.source} {...props} min={f.min} max={f.max} step={f.integer ? 1 : 'any'} />,
};
