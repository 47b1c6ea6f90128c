import { CreateButton, FilterButton, RefreshButton, TopToolbar } from 'react-admin';
import { holdsFiles, type ResourceDecl } from '../../resources/lib/schema';
import { ExportCsvButton } from './export/ExportCsvButton';
import { ImportButton } from './ImportButton';
import { TrashButton } from './trash/TrashButton';
import { ColumnChooser } from './listState/ColumnChooser';
import { DensityButton } from './listState/DensityButton';
import type { Density } from './listState/listStateCodec';
import { ViewsMenu } from './views/ViewsMenu';

interface ListActionsProps {
  decl: ResourceDecl;
  hasFilterButton: boolean;
  /** The declaration keeping saved views, when there is one to offer. */
  views?: ResourceDecl;
  canWrite: boolean;
  density: Density;
  onDensity: (density: Density) => void;
  available: readonly { name: string; label: string }[];
  columns: string[];
  onColumns: (columns: string[] | undefined) => void;
}

/** The toolbar of a generated list: filters, refresh, density, columns, views, create, import, export, trash. */
export function ListActions({ decl, hasFilterButton, views, canWrite, density, onDensity, available, columns, onColumns }: ListActionsProps) {
  return (
    <TopToolbar>
      {hasFilterButton && <FilterButton />}
      <RefreshButton />
      <DensityButton density={density} onChange={onDensity} />
      <ColumnChooser available={available} visible={columns} onChange={onColumns} />
      {views && <ViewsMenu resource={decl.name} views={views} />}
      {canWrite && <CreateButton />}
      {/* A CSV row cannot carry a file: records that hold one are made one by one. */}
      {canWrite && !holdsFiles(decl) && <ImportButton />}
      <ExportCsvButton decl={decl} columns={columns} />
      <TrashButton decl={decl} />
    </TopToolbar>
  );
}
