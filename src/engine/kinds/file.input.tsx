/** file's form input: its drop zone, which loads with the first form that has one (a stand-in holds the field meanwhile). */
import { FileChoiceInput } from '../lazy';
import type { FormKind } from './kind';

export const fileInput: FormKind<'file'> = {
  input: (props, f) => <FileChoiceInput key={props.source} {...props} field={f} />,
};
