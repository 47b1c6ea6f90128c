/** text: a line of words, shown as it is, searched by substring. */
import { memo } from 'react';
import { TextInput as RaTextInput } from 'react-admin';
import { TextCell } from '../cells';
import type { FilterProps, ListKind } from './kind';

// The filter form renders again with every change of the list (a page, a sort); its inputs need
// not, as long as their props are the same (DeclaredList keeps its filters' elements).
const TextInput = memo(RaTextInput);

/** The filter of a kind searched by substring. */
export const textFilters = (props: FilterProps) => [<TextInput key={props.source} {...props} resettable />];

/** Also longtext's and email's: they read alike (their inputs differ). */
export const textKind: ListKind<'text' | 'longtext' | 'email'> = {
  column: (props) => <TextCell key={props.source} {...props} />,
  filters: textFilters,
};
