import { memo } from 'react';
import { useLocation } from 'react-router-dom';
import { SelectInput, useEvent, useListContext, useNavigate, type SelectInputProps } from 'react-admin';
import { decodeListState, withListState } from './listState/listStateCodec';

/** Renders again only when its own props or field change, not with every change of the list. */
const FilterSelect = memo(SelectInput);

/**
 * A list filter select that applies on choice. react-admin's filter form debounces every change
 * (for typing), and even an immediate setFilters navigates a tick later, after the select has
 * closed; a choice is complete, so it goes to the URL at once (back to page 1), and the list's
 * rows are asked for while the menu closes (issue #6: select filters change the rows in under
 * 100 ms). The form's own debounced update then finds nothing new.
 */
export function InstantSelectInput(props: SelectInputProps & { source: string }) {
  const { filterValues } = useListContext();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  // Stable, so the select itself skips the list's page and sort changes.
  const onChange = useEvent((e: { target?: { value?: unknown } }) => {
    const value = e?.target?.value;
    const filter: Record<string, unknown> = { ...filterValues, [props.source]: value };
    if (value === '' || value === undefined || value === null) delete filter[props.source];
    navigate({ pathname, search: `?${withListState(search, { ...decodeListState(search), filter, page: undefined })}` });
  });
  return <FilterSelect {...props} onChange={onChange} />;
}
