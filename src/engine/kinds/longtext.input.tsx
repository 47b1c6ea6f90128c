/** longtext's form input: several lines. */
import { TextInput } from 'react-admin';
import type { FormKind } from './kind';

export const longtextInput: FormKind<'longtext'> = {
  input: (props) => <TextInput key={props.source} {...props} multiline minRows={3} />,
};
