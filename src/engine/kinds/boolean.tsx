/** boolean: a tick or a cross; filtered by yes, no or either. */
import { memo } from 'react';
import { BooleanField, NullableBooleanInput as RaNullableBooleanInput } from 'react-admin';
import type { ListKind } from './kind';

// Kept from rendering again with the filter form (text.tsx).
const NullableBooleanInput = memo(RaNullableBooleanInput);

export const booleanKind: ListKind<'boolean'> = {
  column: (props) => <BooleanField key={props.source} {...props} />,
  filters: (props) => [<NullableBooleanInput key={props.source} {...props} />],
};
