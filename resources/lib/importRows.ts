/**
 * Rows of an imported table checked against a declaration before anything is written: headers
 * are field names or their labels, values are converted by field kind, then validated with the
 * same rules as any form and the API.
 */
import { isFormField, type ResourceDecl } from './schema';
import { activeRule, validateField, type FieldError, type RecordData } from './validate';

export interface ImportRow {
  /** 1-based line in the file, header excluded. */
  line: number;
  value: RecordData;
  errors: Record<string, FieldError>;
}

function convert(kind: string, raw: string, labels?: Readonly<Record<string, string>>): unknown {
  const text = raw.trim();
  if (text === '') return undefined;
  // An enum cell may hold the value or its label (as an export writes it).
  if (kind === 'enum' && labels) return Object.entries(labels).find(([, label]) => label === text)?.[0] ?? text;
  if (kind === 'number') return Number.isFinite(Number(text)) ? Number(text) : text;
  if (kind === 'boolean') return /^(true|yes|1)$/i.test(text) ? true : /^(false|no|0)$/i.test(text) ? false : text;
  return text;
}

/**
 * `labels` maps a field name to the header text a user may have used for it (its translated
 * label); `enumValues` maps an enum field's values to their labels, so a label is read as its value.
 */
export function checkImportRows(
  decl: ResourceDecl,
  rows: Record<string, string>[],
  labels: Record<string, string> = {},
  enumValues?: Record<string, Record<string, string>>,
): ImportRow[] {
  const fields = Object.entries(decl.fields).filter(([, f]) => isFormField(f));
  const columnOf = (name: string, row: Record<string, string>) => (name in row ? name : labels[name] && labels[name] in row ? labels[name] : undefined);
  return rows.map((row, i) => {
    const value: RecordData = {};
    const errors: Record<string, FieldError> = {};
    for (const [name, f] of fields) {
      const column = columnOf(name, row);
      const v = column === undefined ? undefined : convert(f.kind, row[column] ?? '', enumValues?.[name]);
      const withDefault = v === undefined ? f.defaultValue : v;
      if (withDefault !== undefined) value[name] = withDefault;
    }
    // Then the rules, dependent fields (`when`) judged on the whole row, as the API does.
    for (const [name, f] of fields) {
      const rule = activeRule(f, value);
      if (!rule) {
        delete value[name];
        continue;
      }
      const e = validateField(rule, value[name]);
      if (e) errors[name] = e;
    }
    return { line: i + 1, value, errors };
  });
}
