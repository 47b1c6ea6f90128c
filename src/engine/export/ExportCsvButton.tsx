import { useState } from 'react';
import { Button } from '@mui/material';
import Download from '@mui/icons-material/DownloadOutlined';
import { useDataProvider, useListContext, useNotify, useTranslate } from 'react-admin';
import type { ResourceDecl } from '../../../resources/lib/schema';
import { fieldLabel } from '../labels';
import { useCellFormat } from './useCellFormat';

/** Export exactly what the list shows: its filter and sort, the visible columns in their order, every page. */
export function ExportCsvButton({ decl, columns }: { decl: ResourceDecl; columns: readonly string[] }) {
  const translate = useTranslate();
  const notify = useNotify();
  const cellFormat = useCellFormat(decl.name);
  const dataProvider = useDataProvider();
  const { filterValues, sort, total } = useListContext();
  const [progress, setProgress] = useState<{ done: number; total: number }>();

  const run = async () => {
    setProgress({ done: 0, total: total ?? 0 });
    try {
      // The converter comes with the first export: no list page needs it before.
      const { buildCsv, downloadCsv, fetchAllRows } = await import('./csvExport');
      const rows = await fetchAllRows(
        (page, perPage) => dataProvider.getList(decl.name, { filter: filterValues, sort, pagination: { page, perPage } }),
        (done, all) => setProgress({ done, total: all }),
      );
      const csv = buildCsv(
        rows,
        columns.map((name) => ({ name, field: decl.fields[name], header: translate(fieldLabel(decl.name, name)) })),
        cellFormat,
      );
      downloadCsv(`${decl.name}-${new Date().toISOString().slice(0, 10)}.csv`, csv);
      notify('mds.engine.export.done', { type: 'info', messageArgs: { count: rows.length } });
    } catch (e) {
      notify((e as Error).message, { type: 'error' });
    } finally {
      setProgress(undefined);
    }
  };

  return (
    <Button size="small" startIcon={<Download />} disabled={!!progress || !total} onClick={() => void run()}>
      {progress ? translate('mds.engine.export.progress', { done: progress.done, total: progress.total }) : translate('ra.action.export')}
    </Button>
  );
}
