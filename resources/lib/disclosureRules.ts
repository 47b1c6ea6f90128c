/**
 * The disclosure rules' names, defaults and report, without the CSV reader (disclosure.ts): what
 * the console shows and the API's checks and linter name, at no cost to a page that reads no table.
 */

export interface DisclosureRules {
  /** The least count a cell may show (0 excepted: that is the `zeros` rule). */
  threshold: number;
  /** A cell fails when its n largest contributors make more than k of its total. */
  dominance: { n: 2; k: number };
  /** A cell fails when the rest of its total is less than p of its largest contributor. */
  pRatio: number;
}
/** ACRO's defaults. */
export const DEFAULT_RULES: DisclosureRules = { threshold: 10, dominance: { n: 2, k: 0.9 }, pRatio: 0.1 };

export type RuleName = 'threshold' | 'zeros' | 'dominance' | 'pRatio' | 'formulas' | 'manual';
export const RULE_NAMES: readonly RuleName[] = ['threshold', 'zeros', 'dominance', 'pRatio', 'formulas', 'manual'];

/** One cell at fault. row: 1-based data row (the header is row 0), column: header name, value: the cell text as in the file. */
export interface FaultyCell {
  row: number;
  column: string;
  value: string;
}
export interface RuleResult {
  rule: RuleName;
  passed: boolean;
  /** how many cells fail */
  failing: number;
  /** the first MAX_LISTED of them */
  cells: FaultyCell[];
}
/** What a column holds, and so which rules apply to it: counts (threshold, zeros), magnitudes (dominance, p-ratio), their top contributions. */
export type ColumnRole = 'count' | 'magnitude' | 'top' | 'other' | 'text';
export interface DisclosureReport {
  kind: 'table' | 'image';
  threshold: number;
  passed: boolean;
  rules: RuleResult[];
  columns: { name: string; role: ColumnRole }[];
}

/** The output's summary of its report (the declaration's `disclosure.summary` field): what a list filters by. */
export const DISCLOSURE_SUMMARY = { passed: 'passed', failed: 'failed', manual: 'manual' } as const;
export type DisclosureSummary = (typeof DISCLOSURE_SUMMARY)[keyof typeof DISCLOSURE_SUMMARY];

export const summaryOf = (report: DisclosureReport): DisclosureSummary =>
  report.kind === 'image' ? DISCLOSURE_SUMMARY.manual : report.passed ? DISCLOSURE_SUMMARY.passed : DISCLOSURE_SUMMARY.failed;
