import { Card } from '@mui/material';
import {
  CreateButton,
  DatagridConfigurable,
  ExportButton,
  FilterButton,
  List,
  Pagination,
  RefreshButton,
  SelectColumnsButton,
  TopToolbar,
  useCanAccess,
  useLocaleState,
} from 'react-admin';
import { fieldEntries, isListField, PAGE_SIZES } from '../../resources/lib/schema';
import { useDeclaration } from './DeclarationsContext';
import { DENSITY_PADDING, DensityButton, useDensity } from './DensityButton';
import { fieldColumn } from './fieldColumn';
import { ImportButton } from './ImportButton';
import { listFilters } from './listFilters';

function ListActions({ canWrite, hasFilterMenu }: { canWrite: boolean; hasFilterMenu: boolean }) {
  return (
    <TopToolbar>
      {hasFilterMenu && <FilterButton />}
      <RefreshButton />
      <DensityButton />
      <SelectColumnsButton />
      {canWrite && <CreateButton />}
      {canWrite && <ImportButton />}
      <ExportButton />
    </TopToolbar>
  );
}

/** The list screen of any declared resource. */
export function DeclaredList() {
  const decl = useDeclaration();
  const [locale] = useLocaleState();
  const { canAccess: canWrite = false } = useCanAccess({ resource: decl.name, action: 'edit' });
  const filters = listFilters(decl);
  const columns = fieldEntries(decl).filter(([, f]) => isListField(f));
  const [density] = useDensity();
  return (
    <List
      title={`resources.${decl.name}.menu`}
      filters={filters}
      actions={<ListActions canWrite={canWrite} hasFilterMenu={filters.some((f) => !f.props.alwaysOn)} />}
      perPage={decl.perPage ?? 10}
      sort={decl.defaultSort}
      pagination={<Pagination rowsPerPageOptions={[...PAGE_SIZES]} />}
      component={Card}
    >
      <DatagridConfigurable
        rowClick={canWrite ? 'edit' : 'show'}
        bulkActionButtons={canWrite ? undefined : false}
        omit={[]}
        size={density === 'medium' || density === 'large' ? 'medium' : 'small'}
        sx={{ '& .RaDatagrid-rowCell, & .RaDatagrid-headerCell': { py: DENSITY_PADDING[density] } }}
      >
        {columns.map(([name, f]) => fieldColumn(decl.name, name, f, locale))}
      </DatagridConfigurable>
    </List>
  );
}
