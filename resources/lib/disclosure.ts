/**
 * Statistical disclosure control (SDC) of an output a researcher asks to release from the trusted
 * research environment, with the rules of ACRO (AI-SDC/ACRO): small counts, zeros, n,k dominance,
 * p-ratio, and cells a spreadsheet would run as formulas. Pure: the console shows the report, the
 * API stores it; the output checker decides, so every rule is conservative (it fails what it cannot show safe).
 */
import Papa from 'papaparse';
import type { DisclosureReport, DisclosureRules, FaultyCell, RuleName, RuleResult, ColumnRole } from './disclosureRules';

export * from './disclosureRules';

/** A report lists this many cells per rule: enough to find them, small enough to store with the output. */
export const MAX_LISTED = 50;

const INTEGER = /^-?\d+$/;
/** A plain number as a table writes one (no thousands separators, no units). */
const NUMBER = /^[-+]?(?:\d+\.?\d*|\.\d+)(?:e[-+]?\d+)?$/i;
/** What a spreadsheet runs as a formula (OWASP "CSV injection"). */
const FORMULA_START = /^[=+\-@]/;

const numberOf = (cell: string): number => {
  const t = cell.trim();
  return NUMBER.test(t) ? Number(t) : NaN;
};
const isFormula = (cell: string) => !NUMBER.test(cell.trim()) && (cell.startsWith('\t') || cell.startsWith('\r') || FORMULA_START.test(cell.trimStart()));

/** "a, b ,c" → ['a','b','c'] (trimmed, empties dropped, duplicates once); undefined/'' → []. A list of such texts works too. */
export function columnList(text: unknown): string[] {
  const parts = Array.isArray(text) ? text.filter((t): t is string => typeof t === 'string') : typeof text === 'string' ? [text] : [];
  const names = parts.flatMap((t) => t.split(',')).map((n) => n.trim());
  return [...new Set(names.filter((n) => n !== ''))];
}

/** Which marked columns the header does not have (so a write can refuse a typo with a clear message). */
export function unknownColumns(header: readonly string[], marked: readonly string[]): string[] {
  const known = new Set(header);
  return [...new Set(marked.filter((name) => !known.has(name)))];
}

/** The records of a CSV text: comma-separated like files.ts reads them, a byte-order mark dropped, empty lines skipped. */
function parseCsv(text: string, preview = 0): string[][] {
  if (typeof text !== 'string') return [];
  const clean = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  // A delimiter is given, not guessed: a guess could split a one-column table on a '|' in its text.
  return Papa.parse<string[]>(clean, { delimiter: ',', skipEmptyLines: true, preview }).data.filter(Array.isArray);
}

const headerOf = (rows: readonly string[][]) => (rows[0] ?? []).map((name) => String(name).trim());

/** The header row of a CSV (for the check above). */
export const csvHeader = (text: string): string[] => headerOf(parseCsv(text, 1));

/**
 * A column's role by its values: a column holding whole numbers is one of counts, also when some
 * cells are words (a suppression mark such as "<10" or "*" must not turn a column of counts into
 * text that nothing checks); one holding other numbers is 'other'; one without numbers is 'text'.
 */
function roleByValues(rows: readonly string[][], column: number): ColumnRole {
  let fractional = false;
  let whole = false;
  for (let r = 1; r < rows.length; r++) {
    const cell = (rows[r][column] ?? '').trim();
    if (cell === '') continue;
    if (INTEGER.test(cell)) whole = true;
    else if (NUMBER.test(cell)) fractional = true;
  }
  return fractional ? 'other' : whole ? 'count' : textOrEmpty(rows, column);
}

/** A column with no numbers at all: 'text' when it holds words, 'count' when it is empty (nothing to check either way). */
const textOrEmpty = (rows: readonly string[][], column: number): ColumnRole =>
  rows.slice(1).some((row) => (row[column] ?? '').trim() !== '') ? 'text' : 'count';

function rolesOf(header: readonly string[], rows: readonly string[][], marking: { magnitude: readonly string[]; notCounts: readonly string[] }): ColumnRole[] {
  const magnitude = new Set(marking.magnitude.filter((name) => header.includes(name)));
  const top = new Set([...magnitude].flatMap((name) => [`${name}_top1`, `${name}_top2`]));
  const notCounts = new Set(marking.notCounts);
  return header.map((name, i) => {
    if (magnitude.has(name)) return 'magnitude';
    if (top.has(name)) return 'top';
    if (notCounts.has(name)) return 'other';
    return roleByValues(rows, i);
  });
}

/** One rule's failures as they are found: all counted, the first MAX_LISTED kept. */
function tally(rule: RuleName) {
  const result: RuleResult = { rule, passed: true, failing: 0, cells: [] };
  return {
    result,
    fail(cell: FaultyCell) {
      result.passed = false;
      result.failing++;
      if (result.cells.length < MAX_LISTED) result.cells.push(cell);
    },
  };
}

/** The disclosure report of a table (CSV text), given which columns the researcher marked as magnitudes and as not counts. */
export function tableReport(
  csvText: string,
  marking: { magnitude: readonly string[]; notCounts: readonly string[] },
  rules: DisclosureRules,
): DisclosureReport {
  const rows = parseCsv(csvText);
  const header = headerOf(rows);
  const roles = rolesOf(header, rows, marking);
  const [threshold, zeros, dominance, pRatio, formulas] = (['threshold', 'zeros', 'dominance', 'pRatio', 'formulas'] as const).map(tally);
  // Extra cells of a ragged row have no header; they are still checked for formulas, named by position.
  const columnName = (i: number) => header[i] ?? `column ${i + 1}`;
  const magnitudes = roles.flatMap((role, i) =>
    role === 'magnitude' ? [{ at: i, top1: header.indexOf(`${header[i]}_top1`), top2: header.indexOf(`${header[i]}_top2`) }] : [],
  );
  const counts = roles.flatMap((role, i) => (role === 'count' ? [i] : []));

  for (let r = 0; r < rows.length; r++) {
    const row = rows[r];
    const cellAt = (i: number): FaultyCell => ({ row: r, column: columnName(i), value: row[i] ?? '' });
    // The header is checked for formulas too: a spreadsheet runs it like any cell.
    for (let i = 0; i < row.length; i++) if (typeof row[i] === 'string' && isFormula(row[i])) formulas.fail(cellAt(i));
    if (r === 0) continue;
    for (const i of counts) {
      const cell = (row[i] ?? '').trim();
      if (cell === '') continue;
      const v = Number(cell);
      if (v === 0) zeros.fail(cellAt(i));
      else if (v > 0 && v < rules.threshold) threshold.fail(cellAt(i));
    }
    for (const m of magnitudes) {
      const total = numberOf(row[m.at] ?? '');
      // Only a positive total can reveal a contributor (ACRO skips the others too).
      if (!(total > 0)) continue;
      const t1 = m.top1 < 0 ? NaN : numberOf(row[m.top1] ?? '');
      const t2 = m.top2 < 0 ? NaN : numberOf(row[m.top2] ?? '');
      // No top contributions, no proof the cell is safe: it fails, and the checker may override.
      const unknown = Number.isNaN(t1) || Number.isNaN(t2);
      if (unknown || t1 + t2 > rules.dominance.k * total) dominance.fail(cellAt(m.at));
      if (unknown || total - t1 - t2 < rules.pRatio * t1) pRatio.fail(cellAt(m.at));
    }
  }

  const results = [threshold, zeros, dominance, pRatio, formulas].map((t) => t.result);
  return {
    kind: 'table',
    threshold: rules.threshold,
    passed: results.every((result) => result.passed),
    rules: results,
    columns: header.map((name, i) => ({ name, role: roles[i] })),
  };
}

/** An image cannot be checked by rule: it always waits on a checker's eyes. */
export function imageReport(rules: DisclosureRules): DisclosureReport {
  return { kind: 'image', threshold: rules.threshold, passed: false, rules: [{ rule: 'manual', passed: false, failing: 0, cells: [] }], columns: [] };
}
