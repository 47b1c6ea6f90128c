/**
 * CSV export of what a list shows: pure pieces (all pages fetched, cells formatted, the sheet
 * written), so tests check them without a browser.
 */
import { isStoredFile } from '../../../resources/lib/files';
import type { FieldDecl } from '../../../resources/lib/schema';
import { LIST_SEPARATOR } from '../../../resources/lib/importRows';
import { formatDateValue } from '../cells/formats';

/** The API's largest page: an export walks every page of this size. */
export const EXPORT_PAGE_SIZE = 100;

type Row = Record<string, unknown>;
export type GetPage = (page: number, perPage: number) => Promise<{ data: Row[]; total?: number }>;

/** Every row matching the list's filter, page by page, however many there are. */
export async function fetchAllRows(getPage: GetPage, onProgress?: (done: number, total: number) => void): Promise<Row[]> {
  const rows: Row[] = [];
  for (let page = 1; ; page++) {
    const { data, total = 0 } = await getPage(page, EXPORT_PAGE_SIZE);
    rows.push(...data);
    onProgress?.(rows.length, total);
    if (data.length < EXPORT_PAGE_SIZE || rows.length >= total) return rows;
  }
}

/**
 * A cell a spreadsheet will not run as a formula (OWASP "CSV injection"): text starting with
 * = + - @ tab or CR gets a leading apostrophe.
 */
export const safeCell = (text: string): string => (/^[=+\-@\t\r]/.test(text) ? `'${text}` : text);

export interface CellFormat {
  locale: string;
  /** The translated label of an enum value. */
  enumLabel: (field: string, value: string) => string;
  /** The translated "yes"/"no". */
  booleanLabel: (value: boolean) => string;
}

type Cell = (value: unknown, fmt: CellFormat, name: string) => string | number;
const asStored: Cell = (value) => String(value);

/**
 * Each field kind's cell (the rest of a kind is in kinds/; this stays here, pure, in the code the
 * first export loads): a kind missing is a type error.
 */
const CELLS: Record<FieldDecl['kind'], Cell> = {
  text: asStored,
  longtext: asStored,
  url: asStored,
  email: asStored,
  number: (value) => (typeof value === 'number' ? value : String(value)),
  enum: (value, fmt, name) => fmt.enumLabel(name, String(value)),
  date: (value, fmt) => formatDateValue(fmt.locale, String(value)),
  boolean: (value, fmt) => fmt.booleanLabel(value === true),
  file: (value) => (isStoredFile(value) ? value.name : ''),
};

/** A value as the list shows it: enum labels, dates in the user's locale. Numbers stay plain numbers; lists are joined. */
export function formatCell(name: string, f: FieldDecl, value: unknown, fmt: CellFormat): string | number {
  if (value === undefined || value === null || value === '') return '';
  const cell = CELLS[f.kind];
  // A list in one cell, as the import reads it back: enum labels, or record ids, joined by "; ".
  if (f.multiple && Array.isArray(value)) return value.map((v) => cell(v, fmt, name)).join(LIST_SEPARATOR);
  return cell(value, fmt, name);
}

export interface ExportColumn {
  name: string;
  header: string;
  field: FieldDecl;
}

/** A cell quoted where RFC 4180 needs it (a comma, quote or line break), and where spaces at its ends would be lost. */
const quoted = (text: string) => (/[",\r\n\uFEFF]|^ | $/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);

/**
 * The console's one CSV writer (RFC 4180 quoting, CRLF lines): every text cell, header included,
 * is made safe from spreadsheet formulas; numbers stay numbers. Every export goes through it.
 * Written here rather than with papaparse, which only the import needs (it loads on a file pick).
 */
export function toCsv(header: readonly string[], rows: readonly (readonly (string | number)[])[]): string {
  const cell = (v: string | number) => (typeof v === 'number' ? String(v) : quoted(safeCell(v)));
  return [header, ...rows].map((r) => r.map(cell).join(',')).join('\r\n');
}

/** Downloads CSV text as a file (UTF-8 with a BOM, so spreadsheets read Chinese right). */
export function downloadCsv(filename: string, csv: string) {
  const url = URL.createObjectURL(new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** The CSV text of a list: the headers as shown, then one line per row, columns in the list's order. */
export function buildCsv(rows: readonly Row[], columns: readonly ExportColumn[], fmt: CellFormat): string {
  return toCsv(
    columns.map((c) => c.header),
    rows.map((r) => columns.map((c) => formatCell(c.name, c.field, r[c.name], fmt))),
  );
}
