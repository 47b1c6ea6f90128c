/**
 * Rows of an imported table checked against a declaration before anything is written: headers
 * are field names or their labels, values are converted by field kind (a list's values split at
 * ";"), then validated with the
 * same rules as any form and the API.
 */
import { canReadField, canWriteField, isFormField, type FieldDecl, type ResourceDecl } from './schema';
import { checkWrite, type FieldError, type RecordData } from './validate';
import { valuesOf } from './kinds/values';

export interface ImportRow {
  /** 1-based line in the file, header excluded. */
  line: number;
  value: RecordData;
  errors: Record<string, FieldError>;
}

/** How a CSV cell holds a `multiple` field's values (as the console's export writes them). */
export const LIST_SEPARATOR = '; ';

/** A cell as its field's value: its kind reads it (a list's values split at ";", each read alike). */
function convert(f: FieldDecl, raw: string, labels?: Readonly<Record<string, string>>): unknown {
  const text = raw.trim();
  if (text === '') return undefined;
  const kind = valuesOf(f);
  if (f.multiple) return text.split(LIST_SEPARATOR.trim()).map((item) => kind.fromCell(f, item.trim(), labels));
  return kind.fromCell(f, text, labels);
}

/** A value as a CSV cell holds it, as the import reads it back (a list's values joined by "; "). */
export function toCell(f: FieldDecl, v: unknown, labels?: Readonly<Record<string, string>>): string {
  if (v === undefined || v === null) return '';
  const kind = valuesOf(f);
  return Array.isArray(v) ? v.map((item) => kind.toCell(f, item, labels)).join(LIST_SEPARATOR) : kind.toCell(f, v, labels);
}

/**
 * `labels` maps a field name to the header text a user may have used for it (its translated
 * label); `enumValues` maps an enum field's values to their labels, so a label is read as its value.
 * With `role`, only the fields that role may write are read (others are left out, as on its form),
 * and rows are judged exactly as the API would judge that role's create.
 */
export function checkImportRows(
  decl: ResourceDecl,
  rows: Record<string, string>[],
  labels: Record<string, string> = {},
  enumValues?: Record<string, Record<string, string>>,
  role?: string,
): ImportRow[] {
  const fields = Object.entries(decl.fields).filter(([, f]) => isFormField(f) && (role === undefined || (canReadField(f, role) && canWriteField(f, role))));
  const columnOf = (name: string, row: Record<string, string>) => (name in row ? name : labels[name] && labels[name] in row ? labels[name] : undefined);
  const checked = rows.map((row, i) => {
    const body: RecordData = {};
    for (const [name, f] of fields) {
      const column = columnOf(name, row);
      const v = column === undefined ? undefined : convert(f, row[column] ?? '', enumValues?.[name]);
      if (v !== undefined) body[name] = v;
    }
    // Defaults, dependent fields (`when`, judged on the whole row) and states: the API's own check.
    const { errors, value } = checkWrite(decl, body, 'create', undefined, role);
    return { line: i + 1, value, errors: { ...errors } };
  });
  // A unique value twice in the file: the later rows would be refused, so they are shown now.
  for (const [name] of fields.filter(([, f]) => f.unique)) {
    const seen = new Set<unknown>();
    for (const row of checked) {
      const v = row.value[name];
      if (v === undefined || row.errors[name]) continue;
      if (seen.has(v)) row.errors[name] = { key: 'mds.validation.duplicate' };
      seen.add(v);
    }
  }
  return checked;
}
