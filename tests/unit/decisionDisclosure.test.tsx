/**
 * The disclosure report on an output's decision screen: each rule passed or failed with what it
 * looks for, the failing cells in a table (marked in red), the columns' roles, the file to download
 * below; an image asks for a check by eye.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import type { DisclosureReport } from '../../resources/lib/disclosure';
import { memoryProvider, output, renderDecision } from './decisionAdmin';

const LOADED = { timeout: 15_000 };

const failing: DisclosureReport = {
  kind: 'table',
  threshold: 10,
  passed: false,
  rules: [
    {
      rule: 'threshold',
      passed: false,
      failing: 2,
      cells: [
        { row: 1, column: 'patients', value: '4' },
        { row: 3, column: 'readmitted_30d', value: '7' },
      ],
    },
    { rule: 'zeros', passed: false, failing: 1, cells: [{ row: 2, column: 'readmitted_30d', value: '0' }] },
    { rule: 'dominance', passed: true, failing: 0, cells: [] },
    { rule: 'pRatio', passed: true, failing: 0, cells: [] },
    { rule: 'formulas', passed: false, failing: 60, cells: [{ row: 0, column: '=cmd', value: '=cmd' }] },
  ],
  columns: [
    { name: 'age_band', role: 'text' },
    { name: 'patients', role: 'count' },
    { name: 'readmitted_30d', role: 'count' },
  ],
};

async function panel() {
  return screen.findByRole('region', { name: 'Disclosure report' }, LOADED);
}

describe('decision screen: the disclosure report', () => {
  afterEach(cleanup);

  it('lists each rule, the failing cells in red and the columns’ roles, above the file', async () => {
    renderDecision('/outputs/1/show', 'admin', memoryProvider({ records: { outputs: [output()] }, disclosure: failing }));
    const report = await panel();
    const table = await within(report).findByRole('table', { name: 'Failing cells' }, LOADED);
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((tr) =>
        within(tr)
          .getAllByRole('cell')
          .map((td) => td.textContent),
      );
    expect(rows).toEqual([
      ['Small counts', '1', 'patients', '4'],
      ['Small counts', '3', 'readmitted_30d', '7'],
      ['Zeros', '2', 'readmitted_30d', '0'],
      ['Formulas', 'Header', '=cmd', '=cmd'],
    ]);
    // The value is what is marked: in the theme's error colour.
    const value = within(table).getByText('4');
    expect(getComputedStyle(value).color).not.toBe(getComputedStyle(within(table).getByText('patients')).color);
    // Each rule, passed or failed, in words.
    const rule = (name: string) => report.querySelector(`[data-rule="${name}"]`) as HTMLElement;
    expect(rule('threshold')).toHaveTextContent('Small counts · 2 failing cells');
    expect(rule('threshold')).toHaveTextContent('counts below 10');
    expect(rule('dominance')).toHaveTextContent('Dominance · Passes');
    expect(rule('dominance')).toHaveTextContent('(n=2, k=0.9)');
    expect(rule('pRatio')).toHaveTextContent('(p=0.1)');
    expect(rule('zeros')).toHaveTextContent('1 failing cell');
    expect(within(report).getByText('Some cells fail a rule: look at them before deciding', { exact: false })).toBeInTheDocument();
    // A rule failing more cells than the report lists says so.
    expect(within(report).getByText('Formulas: The first 1 of 60 failing cells of this rule are listed')).toBeInTheDocument();
    // The columns' roles, and the summary as its tag.
    expect(within(report).getByText('patients: Count')).toBeInTheDocument();
    expect(within(report).getByText('age_band: Text')).toBeInTheDocument();
    expect(within(report).getByText('Failed').closest('.MuiChip-root')).toHaveClass('MuiChip-colorError');
    // The file comes after its report, in the same panel.
    const download = within(report).getByRole('button', { name: 'Download readmission-by-age.csv' });
    expect(table.compareDocumentPosition(download) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    // Not repeated among the other fields.
    expect(within(screen.getByRole('region', { name: 'Details' })).queryByText('Result file')).not.toBeInTheDocument();
  }, 30_000);

  it('an image asks for a check by eye', async () => {
    const image: DisclosureReport = {
      kind: 'image',
      threshold: 10,
      passed: false,
      rules: [{ rule: 'manual', passed: false, failing: 0, cells: [] }],
      columns: [],
    };
    renderDecision('/outputs/1/show', 'admin', memoryProvider({ records: { outputs: [output({ disclosure: 'manual' })] }, disclosure: image }));
    const report = await panel();
    expect(await within(report).findByText(/^Manual check: an image is not checked by rule/, {}, LOADED)).toBeInTheDocument();
    expect(within(report).queryByRole('table')).not.toBeInTheDocument();
  }, 30_000);

  it('says when there is no report yet, and reads in Chinese', async () => {
    renderDecision('/outputs/1/show', 'admin', memoryProvider({ records: { outputs: [output({ disclosure: undefined })] }, disclosure: null }), {
      locale: 'zh-CN',
    });
    const report = await screen.findByRole('region', { name: '披露检查报告' }, LOADED);
    expect(await within(report).findByText('暂无报告：文件尚未读取', {}, LOADED)).toBeInTheDocument();
  }, 30_000);
});
