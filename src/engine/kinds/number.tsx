/** number: shown in the reader's locale, right-aligned; filtered by value. */
import { memo } from 'react';
import { NumberInput as RaNumberInput } from 'react-admin';
import { NumberCell } from '../cells';
import type { ListKind } from './kind';

// Kept from rendering again with the filter form (text.tsx).
const NumberInput = memo(RaNumberInput);

export const numberKind: ListKind<'number'> = {
  column: (props, _f, locale) => <NumberCell key={props.source} {...props} locale={locale} textAlign="right" />,
  filters: (props) => [<NumberInput key={props.source} {...props} />],
};
