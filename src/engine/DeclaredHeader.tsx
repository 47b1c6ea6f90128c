import { Children, isValidElement, type ChangeEvent, type MouseEvent, type ReactElement } from 'react';
import { Checkbox, TableCell, TableHead, TableRow } from '@mui/material';
import { DatagridClasses, DatagridHeaderCell, useEvent, useTranslate, type DatagridHeaderProps, type SortPayload } from 'react-admin';

/** What a column that is not the sorted one is given: the same for every such column, always. */
const NOT_SORTED: SortPayload = { field: '', order: 'ASC' };

type Column = ReactElement<{ source?: string; sortBy?: string }>;

/**
 * A generated list's header row: react-admin's DatagridHeader, except that a column's cell is
 * given the sort only while it is the sorted column, and a sort callback that never changes.
 * Its cells (each a tooltip and a sort label) are memoized on those, so a sort change renders
 * the two cells it changes, and a page or filter change none.
 */
export function DeclaredHeader({ children, className, hasBulkActions = false, sort, data, selectedIds, onSelect, setSort }: DatagridHeaderProps) {
  const translate = useTranslate();
  const updateSort = useEvent((event: MouseEvent<HTMLElement>) => {
    event.stopPropagation();
    const field = event.currentTarget.dataset.field;
    if (!setSort || !field) return;
    const order = sort?.field === field ? (sort.order === 'ASC' ? 'DESC' : 'ASC') : (event.currentTarget.dataset.order as SortPayload['order']);
    setSort({ field, order });
  });
  const pageIds = data?.map((record) => record.id) ?? [];
  const allSelected = !!selectedIds?.length && pageIds.length > 0 && pageIds.every((id) => selectedIds.includes(id));
  const onSelectAll = useEvent((event: ChangeEvent<HTMLInputElement>) => {
    if (!onSelect || !selectedIds) return;
    // Only this page's rows are added or taken out of the selection.
    onSelect(event.target.checked ? [...selectedIds, ...pageIds.filter((id) => !selectedIds.includes(id))] : selectedIds.filter((id) => !pageIds.includes(id)));
  });
  const selectAllLabel = { 'aria-label': translate('ra.action.select_all') };
  return (
    <TableHead className={[className, DatagridClasses.thead].filter(Boolean).join(' ')}>
      <TableRow className={`${DatagridClasses.row} ${DatagridClasses.headerRow}`}>
        {hasBulkActions && selectedIds && (
          <TableCell padding="checkbox" className={DatagridClasses.headerCell}>
            <Checkbox
              slotProps={{ input: selectAllLabel }}
              className="select-all"
              color="primary"
              checked={allSelected}
              onChange={onSelectAll}
              onClick={(e) => e.stopPropagation()}
            />
          </TableCell>
        )}
        {Children.map(children, (field, index) => {
          if (!isValidElement(field)) return null;
          const column = field as Column;
          const sorted = sort?.field === (column.props.sortBy ?? column.props.source);
          return (
            <DatagridHeaderCell
              key={column.props.source ?? index}
              className={`${DatagridClasses.headerCell} column-${column.props.source}`}
              field={column}
              sort={sorted ? sort : NOT_SORTED}
              isSorting={sorted}
              updateSort={setSort ? updateSort : undefined}
            />
          );
        })}
      </TableRow>
    </TableHead>
  );
}
