/** url: a web address, shown as a link only when it is a safe one (http, https); searched like text. */
import { SafeUrlField } from '../SafeUrlField';
import type { ListKind } from './kind';
import { textFilters } from './text';

export const urlKind: ListKind<'url'> = {
  column: (props) => <SafeUrlField key={props.source} {...props} />,
  filters: textFilters,
};
