import { useEffect, useState } from 'react';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  LinearProgress,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import papa from 'papaparse';
import { useDataProvider, useRefresh, useTranslate } from 'react-admin';
import { canReadField, canWriteField, fieldEntries, isFormField } from '../../resources/lib/schema';
import { checkImportRows, type ImportRow } from '../../resources/lib/importRows';
import { useRole } from '../appSettings/useRole';
import { useDeclaration } from './DeclarationsContext';
import { enumLabel, fieldLabel } from './labels';

type Failure = { line: number; message: string };
type Stage =
  | { step: 'preview'; rows: ImportRow[] }
  | { step: 'importing'; done: number; total: number }
  | { step: 'summary'; created: number; failed: number; failures: Failure[] };

const PREVIEW_ROWS = 200;
const hasErrors = (r: ImportRow) => Object.keys(r.errors).length > 0;
/** A long file's preview: the rows with errors first (in line order), so none of them is hidden. */
const shownRows = (rows: ImportRow[]) => [...rows.filter(hasErrors), ...rows.filter((r) => !hasErrors(r))].slice(0, PREVIEW_ROWS);

/** CSV import of `file`: a preview with each row's errors, then the valid rows created one by one. */
export function ImportDialog({ file, onClose }: { file: File; onClose: () => void }) {
  const decl = useDeclaration();
  const translate = useTranslate();
  const dataProvider = useDataProvider();
  const refresh = useRefresh();
  const [stage, setStage] = useState<Stage>();
  const role = useRole();
  // The columns this role may fill, as on its form (field-level roles).
  const fields = fieldEntries(decl).filter(([, f]) => isFormField(f) && canReadField(f, role) && canWriteField(f, role));
  const labels = Object.fromEntries(fields.map(([name]) => [name, translate(fieldLabel(decl.name, name))]));
  // An exported file holds enum labels: they are read back as their values.
  const enumValues = Object.fromEntries(
    fields
      .filter(([, f]) => f.kind === 'enum')
      .map(([name, f]) => [name, Object.fromEntries((f.values ?? []).map((v) => [v, translate(enumLabel(decl.name, name, v))]))]),
  );

  // Read once per file (the dialog, with papaparse, is a chunk of its own: ImportButton).
  useEffect(() => {
    papa.parse<Record<string, string>>(file, {
      header: true,
      skipEmptyLines: 'greedy',
      complete: (result) => setStage({ step: 'preview', rows: checkImportRows(decl, result.data, labels, enumValues, role ?? undefined) }),
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the labels are read as the file is picked
  }, [file]);

  const run = async (rows: ImportRow[]) => {
    const valid = rows.filter((r) => !hasErrors(r));
    let created = 0;
    // One create per row: the API stores a row whole or not at all, so nothing is half-written.
    const failures: Failure[] = [];
    for (const [i, row] of valid.entries()) {
      setStage({ step: 'importing', done: i, total: valid.length });
      await dataProvider.create(decl.name, { data: row.value }).then(
        () => created++,
        (e: unknown) => failures.push({ line: row.line, message: (e as Error).message }),
      );
    }
    setStage({ step: 'summary', created, failed: rows.length - created, failures });
    refresh();
  };

  const invalid = stage?.step === 'preview' ? stage.rows.filter(hasErrors).length : 0;
  return (
    <Dialog open={!!stage} onClose={stage?.step === 'importing' ? undefined : onClose} maxWidth="lg" fullWidth aria-labelledby="import-title">
      <DialogTitle id="import-title">{translate('mds.import.title')}</DialogTitle>
      <DialogContent>
        {stage?.step === 'preview' && (
          <>
            <Alert severity={invalid ? 'warning' : 'info'} sx={{ mb: 2 }}>
              {translate('mds.import.preview', { valid: stage.rows.length - invalid, invalid })}
            </Alert>
            <Table size="small">
              <TableHead>
                <TableRow>
                  <TableCell>#</TableCell>
                  {fields.map(([name]) => (
                    <TableCell key={name}>{labels[name]}</TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {shownRows(stage.rows).map((row) => (
                  <TableRow key={row.line}>
                    <TableCell>{row.line}</TableCell>
                    {fields.map(([name]) => {
                      const e = row.errors[name];
                      return (
                        <TableCell key={name} sx={e ? { color: 'error.main' } : undefined}>
                          {String(row.value[name] ?? '')}
                          {e && (
                            <Typography variant="caption" component="div">
                              {translate(e.key, e.args)}
                            </Typography>
                          )}
                        </TableCell>
                      );
                    })}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
            {stage.rows.length > PREVIEW_ROWS && (
              <Typography variant="caption" component="p" sx={{ mt: 1 }}>
                {translate('mds.engine.import.shown', { shown: PREVIEW_ROWS, total: stage.rows.length })}
              </Typography>
            )}
          </>
        )}
        {stage?.step === 'importing' && (
          <>
            <Typography sx={{ mb: 1 }}>{translate('mds.import.progress', { done: stage.done, total: stage.total })}</Typography>
            <LinearProgress variant="determinate" value={(100 * stage.done) / Math.max(stage.total, 1)} />
          </>
        )}
        {stage?.step === 'summary' && (
          <>
            <Alert severity={stage.failed ? 'warning' : 'success'}>{translate('mds.import.summary', { created: stage.created, failed: stage.failed })}</Alert>
            {stage.failures.map((f) => (
              <Typography key={f.line} variant="body2" color="error" sx={{ mt: 1 }}>
                {translate('mds.engine.import.rowFailed', { line: f.line, message: translate(f.message, { _: f.message }) })}
              </Typography>
            ))}
          </>
        )}
      </DialogContent>
      <DialogActions>
        {stage?.step !== 'importing' && <Button onClick={onClose}>{translate(stage?.step === 'summary' ? 'mds.import.close' : 'ra.action.cancel')}</Button>}
        {stage?.step === 'preview' && (
          <Button variant="contained" disabled={stage.rows.length === invalid} onClick={() => void run(stage.rows)}>
            {translate('mds.import.run', { count: stage.rows.length - invalid })}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
