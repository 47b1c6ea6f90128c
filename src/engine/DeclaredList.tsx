import { useContext } from 'react';
import { Card } from '@mui/material';
import { CreateButton, Datagrid, FilterButton, List, Pagination, RefreshButton, TopToolbar, useCanAccess, useLocaleState } from 'react-admin';
import { canReadField, fieldEntries, hasBulkActions, isListField, PAGE_SIZES } from '../../resources/lib/schema';
import { useRole } from '../appSettings/useRole';
import { BulkActions } from './BulkActions';
import { DeclarationsContext, useDeclaration } from './DeclarationsContext';
import { DeclaredFormDrawer } from './DeclaredFormDrawer';
import { ExportCsvButton } from './export/ExportCsvButton';
import { fieldColumn } from './fieldColumn';
import { ImportButton } from './ImportButton';
import { fieldLabel } from './labels';
import { listFilters } from './listFilters';
import { ColumnChooser } from './listState/ColumnChooser';
import { DENSITY_PADDING, DensityButton } from './listState/DensityButton';
import { visibleColumns } from './listState/listStateCodec';
import { useListUrlState } from './listState/useListUrlState';
import { usePersistedListState } from './listState/usePersistedListState';
import { ViewsMenu } from './views/ViewsMenu';

/**
 * The list screen of any declared resource. Its whole state (filters, sort, page, columns,
 * density) is in the URL; the declaration's `persist` says what outlives it.
 */
export function DeclaredList() {
  const decl = useDeclaration();
  const role = useRole();
  const [locale] = useLocaleState();
  const hasViews = useContext(DeclarationsContext).some((d) => d.name === 'views') && decl.name !== 'views';
  const { canAccess: canWrite = false } = useCanAccess({ resource: decl.name, action: 'edit' });
  const [urlState, setUrlState] = useListUrlState();
  usePersistedListState(decl);
  const filters = listFilters(decl, role);
  const available = fieldEntries(decl).filter(([, f]) => isListField(f) && canReadField(f, role));
  const columns = visibleColumns(
    urlState.columns,
    available.map(([name]) => name),
  );
  const density = urlState.density ?? 'medium';
  const list = (
    <List
      title={`resources.${decl.name}.menu`}
      filters={filters}
      actions={
        <TopToolbar>
          {filters.some((f) => !f.props.alwaysOn) && <FilterButton />}
          <RefreshButton />
          <DensityButton density={density} onChange={(d) => setUrlState({ density: d })} />
          <ColumnChooser
            available={available.map(([name]) => ({ name, label: fieldLabel(decl.name, name) }))}
            visible={columns}
            onChange={(c) => setUrlState({ columns: c })}
          />
          {hasViews && <ViewsMenu resource={decl.name} />}
          {canWrite && <CreateButton />}
          {canWrite && <ImportButton />}
          <ExportCsvButton decl={decl} columns={columns} />
        </TopToolbar>
      }
      perPage={decl.perPage ?? 10}
      // Text filters wait for a pause in typing (react-admin's default is 500 ms); selects apply at once (InstantSelectInput).
      debounce={300}
      sort={decl.defaultSort}
      storeKey={false}
      pagination={<Pagination rowsPerPageOptions={[...PAGE_SIZES]} />}
      component={Card}
    >
      <Datagrid
        rowClick={canWrite ? 'edit' : 'show'}
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
