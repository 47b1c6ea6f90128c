/**
 * Rows of an imported table checked against a declaration before anything is written: headers
 * are field names or their labels, values are converted by field kind, then validated with the
 * same rules as any form and the API.
 */
import { isFormField, type ResourceDecl } from './schema';
import { validateField, type FieldError, type RecordData } from './validate';

export interface ImportRow {
  /** 1-based line in the file, header excluded. */
  line: number;
  value: RecordData;
  errors: Record<string, FieldError>;
}

function convert(kind: string, raw: string): unknown {
  const text = raw.trim();
  if (text === '') return undefined;
  if (kind === 'number') return Number.isFinite(Number(text)) ? Number(text) : text;
  if (kind === 'boolean') return /^(true|yes|1)$/i.test(text) ? true : /^(false|no|0)$/i.test(text) ? false : text;
  return text;
}

/** `labels` maps a field name to the header text a user may have used for it (its translated label). */
export function checkImportRows(decl: ResourceDecl, rows: Record<string, string>[], labels: Record<string, string> = {}): ImportRow[] {
  const fields = Object.entries(decl.fields).filter(([, f]) => isFormField(f));
  const columnOf = (name: string, row: Record<string, string>) => (name in row ? name : labels[name] && labels[name] in row ? labels[name] : undefined);
  return rows.map((row, i) => {
    const value: RecordData = {};
    const errors: Record<string, FieldError> = {};
    for (const [name, f] of fields) {
      const column = columnOf(name, row);
      const v = column === undefined ? undefined : convert(f.kind, row[column] ?? '');
      const withDefault = v === undefined ? f.defaultValue : v;
      if (withDefault !== undefined) value[name] = withDefault;
      const e = validateField(f, withDefault);
      if (e) errors[name] = e;
    }
    return { line: i + 1, value, errors };
  });
}
