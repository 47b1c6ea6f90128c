import { useContext, useMemo } from 'react';
import { Card } from '@mui/material';
import { Datagrid, List, Pagination, useCanAccess, useEvent, useLocaleState, type SortPayload, type UseGetListOptions } from 'react-admin';
import { canReadField, fieldEntries, hasBulkActions, isListField, PAGE_SIZES } from '../../resources/lib/schema';
import { useRole } from '../appSettings/useRole';
import { askAhead } from '../components/lazyPart';
import { BulkActions } from './BulkActions';
import { DeclarationsContext, useDeclaration } from './DeclarationsContext';
import { DeclaredFormDrawer } from './DeclaredFormDrawer';
import { DeclaredHeader } from './DeclaredHeader';
import { fieldColumn } from './fieldColumn';
import { fieldLabel } from './labels';
import { ListActions } from './ListActions';
import { listFilters } from './listFilters';
import { LiveOnly } from './live/LiveOnly';
import { listDefaults, listStaleTime, NextPagePrefetch, useChangeList } from './listPrefetch';
import { recordCode } from './lazy';
import { DENSITY_PADDING } from './listState/DensityButton';
import { visibleColumns, type Density } from './listState/listStateCodec';
import { useListUrlState } from './listState/useListUrlState';
import { usePersistedListState } from './listState/usePersistedListState';

// A page the router prefetched is used as is (listPrefetch); a fetch starting or ending without
// new rows does not render the whole list again.
const LIST_QUERY_OPTIONS: UseGetListOptions = { staleTime: listStaleTime, notifyOnChangeProps: ['data', 'error', 'isPending'] };
const PAGINATION = <Pagination rowsPerPageOptions={[...PAGE_SIZES]} />;
/** A row opens a record's screen: its code is asked for when the pointer or the focus comes to the rows. */
const ASK_RECORD_AHEAD = askAhead(() => recordCode.load());

/**
 * The list screen of any declared resource. Its whole state (filters, sort, page, columns,
 * density) is in the URL; the declaration's `persist` says what outlives it. The filters and the
 * toolbar are kept between renders: a page, sort or filter change renders the rows, not them.
 */
export function DeclaredList() {
  const decl = useDeclaration();
  const role = useRole();
  const [locale] = useLocaleState();
  // Saved views are offered on every list but their own.
  const views = useContext(DeclarationsContext).find((d) => d.purpose === 'savedViews' && d !== decl);
  const { canAccess: canWrite = false } = useCanAccess({ resource: decl.name, action: 'edit' });
  const [urlState, setUrlState] = useListUrlState();
  usePersistedListState(decl);
  const filters = useMemo(() => listFilters(decl, role), [decl, role]);
  const available = useMemo(
    () =>
      fieldEntries(decl)
        .filter(([, f]) => isListField(f) && canReadField(f, role))
        .map(([name]) => ({ name, label: fieldLabel(decl.name, name) })),
    [decl, role],
  );
  const columnsKey = visibleColumns(
    urlState.columns,
    available.map((c) => c.name),
  ).join();
  const columns = useMemo(() => columnsKey.split(',').filter(Boolean), [columnsKey]);
  const density = urlState.density ?? 'medium';
  const onDensity = useEvent((d: Density) => setUrlState({ density: d }));
  const onColumns = useEvent((c: string[] | undefined) => setUrlState({ columns: c }));
  // Stable, unlike the list context's (new on every URL change), so the header cells keep their
  // render (DeclaredHeader); the URL changes when the sorted rows are in.
  const changeList = useChangeList();
  const onSort = useEvent((sort: SortPayload) => changeList({ sort, page: undefined }));
  const hasFilterButton = filters.some((f) => !f.props.alwaysOn);
  const actions = useMemo(
    () => (
      <ListActions
        decl={decl}
        hasFilterButton={hasFilterButton}
        views={views}
        canWrite={canWrite}
        density={density}
        onDensity={onDensity}
        available={available}
        columns={columns}
        onColumns={onColumns}
      />
    ),
    [decl, hasFilterButton, views, canWrite, density, onDensity, available, columns, onColumns],
  );
  const { sort, perPage } = listDefaults(decl);
  const list = (
    <List
      title={`resources.${decl.name}.menu`}
      filters={filters}
      actions={actions}
      perPage={perPage}
      sort={sort}
      queryOptions={LIST_QUERY_OPTIONS}
      // Text filters wait for a pause in typing (react-admin's default is 500 ms); selects apply at once (SelectFilter).
      debounce={300}
      storeKey={false}
      pagination={PAGINATION}
      component={Card}
    >
      <NextPagePrefetch />
      <LiveOnly part="list" />
      <Datagrid
        // Rows skip re-rendering while their records are unchanged; they ignore new column
        // elements, so the key remounts them when the columns or the locale change.
        optimized
        key={`${columnsKey}|${locale}`}
        setSort={onSort}
        header={DeclaredHeader}
        rowClick={canWrite ? 'edit' : 'show'}
        {...ASK_RECORD_AHEAD}
        bulkActionButtons={hasBulkActions(decl) ? <BulkActions /> : false}
        size={density === 'medium' || density === 'large' ? 'medium' : 'small'}
        sx={{ '& .RaDatagrid-rowCell, & .RaDatagrid-headerCell': { py: DENSITY_PADDING[density] } }}
      >
        {columns.map((name) => fieldColumn(decl.name, name, decl.fields[name], locale))}
      </Datagrid>
    </List>
  );
  // Outside the list, so that the form opens over an empty list too.
  return decl.formMode === 'drawer' ? (
    <>
      {list}
      <DeclaredFormDrawer />
    </>
  ) : (
    list
  );
}
