/** Disclosure control of an output before release: ACRO's rules on a table, what each flags and where, and that no text breaks the check. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_RULES,
  MAX_LISTED,
  RULE_NAMES,
  columnList,
  csvHeader,
  imageReport,
  tableReport,
  unknownColumns,
  type DisclosureReport,
  type RuleName,
} from '../../resources/lib/disclosure';

const none = { magnitude: [], notCounts: [] };
const check = (csv: string, marking: { magnitude?: string[]; notCounts?: string[] } = {}, rules = DEFAULT_RULES) =>
  tableReport(csv, { ...none, ...marking }, rules);
const rule = (report: DisclosureReport, name: RuleName) => report.rules.find((r) => r.rule === name)!;
const failed = (report: DisclosureReport) => report.rules.filter((r) => !r.passed).map((r) => r.rule);
const roles = (report: DisclosureReport) => Object.fromEntries(report.columns.map((c) => [c.name, c.role]));

describe('a table of the seeded examples', () => {
  it.each([
    ['readmissions by age band', 'age_band,patients,readmitted_30d\n18-44,412,37\n45-64,958,121\n65+,1377,242\n', {}],
    ['a survival curve, its month column not a count', 'month,at_risk,survival\n0,240,1.00\n12,201,0.88\n36,148,0.71\n60,112,0.62\n', { notCounts: ['month'] }],
    ['outcomes by arm', 'outcome,treated,control\ngood recovery,130,96\ndisability,54,71\n', {}],
  ])('passes: %s', (_, csv, marking) => {
    const report = check(csv, marking);
    expect(report).toMatchObject({ kind: 'table', threshold: 10, passed: true });
    expect(report.rules.map((r) => r.rule)).toEqual(RULE_NAMES.filter((n) => n !== 'manual'));
    expect(report.rules.every((r) => r.failing === 0 && r.cells.length === 0)).toBe(true);
  });

  it('gives each column its role', () => {
    expect(roles(check('age_band,patients,readmitted_30d\n18-44,412,37\n65+,1377,242\n'))).toEqual({
      age_band: 'text',
      patients: 'count',
      readmitted_30d: 'count',
    });
    expect(roles(check('month,at_risk,survival\n0,240,1.00\n12,201,0.88\n', { notCounts: ['month'] }))).toEqual({
      month: 'other',
      at_risk: 'count',
      survival: 'other',
    });
  });

  it('fails the survival curve when its month column is left as a count: month 0 is a zero, 6 a small count', () => {
    const report = check('month,at_risk\n0,240\n6,201\n');
    expect(failed(report)).toEqual(['threshold', 'zeros']);
    expect(rule(report, 'zeros').cells).toEqual([{ row: 1, column: 'month', value: '0' }]);
  });
});

describe('counts', () => {
  it('a count under the threshold fails, named by row, column and its text as written', () => {
    const report = check('group,n\na,25\nb, 3 \nc,10\nd,9\n');
    expect(report.passed).toBe(false);
    expect(failed(report)).toEqual(['threshold']);
    expect(rule(report, 'threshold')).toEqual({
      rule: 'threshold',
      passed: false,
      failing: 2,
      cells: [
        { row: 2, column: 'n', value: ' 3 ' },
        { row: 4, column: 'n', value: '9' },
      ],
    });
  });

  it('the threshold is the rules’ own', () => {
    const rules = { ...DEFAULT_RULES, threshold: 5 };
    const report = check('n\n7\n4\n', {}, rules);
    expect(report.threshold).toBe(5);
    expect(rule(report, 'threshold').cells).toEqual([{ row: 2, column: 'n', value: '4' }]);
  });

  it('a zero fails the zeros rule, not the threshold; empty cells are no count', () => {
    const report = check('group,n\na,0\nb,\nc,40\n');
    expect(failed(report)).toEqual(['zeros']);
    expect(rule(report, 'zeros').cells).toEqual([{ row: 1, column: 'n', value: '0' }]);
  });

  it('columns marked not counts are not checked for small counts or zeros', () => {
    const report = check('year,n\n0,40\n3,50\n', { notCounts: ['year'] });
    expect(report.passed).toBe(true);
    expect(roles(report).year).toBe('other');
  });

  it('a column with a fraction is not a count, a column of words neither', () => {
    const report = check('rate,label,n\n1.5,x,12\n3,y,15\n');
    expect(roles(report)).toEqual({ rate: 'other', label: 'text', n: 'count' });
    expect(report.passed).toBe(true);
  });

  it('a suppression mark does not hide the counts beside it: "<10" and "*" leave the column one of counts', () => {
    const report = check('site,patients\nA,<10\nB,*\nC,3\nD,40\n');
    expect(roles(report)).toEqual({ site: 'text', patients: 'count' });
    expect(report.rules.find((r) => r.rule === 'threshold')?.cells).toEqual([{ row: 3, column: 'patients', value: '3' }]);
  });
});

describe('magnitudes', () => {
  const income = 'region,income,income_top1,income_top2\n';
  const marking = { magnitude: ['income'] };

  it('mark the columns of the top contributions, which are then no counts', () => {
    expect(roles(check(`${income}north,1000,5,3\n`, marking))).toEqual({ region: 'text', income: 'magnitude', income_top1: 'top', income_top2: 'top' });
    expect(check(`${income}north,1000,5,3\n`, marking).passed).toBe(true);
  });

  it('pass when the two largest make at most k of the total and the rest hides the largest within p', () => {
    // 100 + 50 = 150 ≤ 0.9 × 1000; 1000 − 150 = 850 ≥ 0.1 × 100.
    expect(check(`${income}north,1000,100,50\n`, marking).passed).toBe(true);
  });

  it('fail dominance when the two largest make more than k: 80 + 15 = 95 > 90, and p-ratio: 100 − 95 = 5 < 8', () => {
    const report = check(`${income}north,1000,100,50\nsouth,100,80,15\n`, marking);
    expect(failed(report)).toEqual(['dominance', 'pRatio']);
    expect(rule(report, 'dominance').cells).toEqual([{ row: 2, column: 'income', value: '100' }]);
    expect(rule(report, 'pRatio').cells).toEqual([{ row: 2, column: 'income', value: '100' }]);
  });

  it('fail dominance alone: 50 + 45 = 95 > 90, but the rest 5 is not less than 0.1 × 50', () => {
    expect(failed(check(`${income}north,100,50,45\n`, marking))).toEqual(['dominance']);
  });

  it('fail p-ratio alone under a looser k: 60 + 38 = 98 ≤ 1 × 100, the rest 2 < 0.1 × 60', () => {
    const rules = { ...DEFAULT_RULES, dominance: { n: 2 as const, k: 1 } };
    expect(failed(check(`${income}north,100,60,38\n`, marking, rules))).toEqual(['pRatio']);
  });

  it('a total of 0 or empty passes both', () => {
    expect(check(`${income}north,0,0,0\nsouth,,,\n`, marking).passed).toBe(true);
  });

  it('without a top contribution column, every positive cell fails both: dominance cannot be shown absent', () => {
    const report = check('region,income,income_top1\nnorth,1000,10\nsouth,2000,20\neast,0,0\n', marking);
    expect(failed(report)).toEqual(['dominance', 'pRatio']);
    expect(rule(report, 'dominance').cells.map((c) => c.row)).toEqual([1, 2]);
    expect(rule(report, 'pRatio').failing).toBe(2);
    expect(failed(check('region,income\nnorth,1000\n', marking))).toEqual(['dominance', 'pRatio']);
  });

  it('a row whose top contributions are empty fails both', () => {
    expect(rule(check(`${income}north,1000,100,50\nsouth,2000,,\n`, marking), 'dominance').cells).toEqual([{ row: 2, column: 'income', value: '2000' }]);
  });

  it('a magnitude is not a count: a small one passes the threshold', () => {
    expect(check(`${income}north,5,1,1\n`, { magnitude: ['income'] }).rules.find((r) => r.rule === 'threshold')!.passed).toBe(true);
  });
});

describe('formulas', () => {
  it.each(['=SUM(A1)', '@cmd', '-2+3', '+A1', ' =1+1', '\tx', '"\rx"', '-', '+'])('fail on %j', (cell) => {
    const report = check(`note,n\n${cell},20\n`);
    expect(failed(report)).toEqual(['formulas']);
    expect(rule(report, 'formulas').cells).toEqual([{ row: 1, column: 'note', value: cell.replace(/^"(.*)"$/s, '$1') }]);
  });

  it.each(['-5', '+3.2', ' -7 ', '1e3', '-0.5', '65+', '18-44', 'a=b'])('pass on %j: a plain number, or no formula start', (cell) => {
    expect(rule(check(`note,n\n${cell},20\n`), 'formulas').passed).toBe(true);
  });

  it('are looked for in the header (row 0) and in cells past the header of a ragged row', () => {
    const report = check('=cmd,n\nx,20,@evil\n');
    expect(rule(report, 'formulas').cells).toEqual([
      { row: 0, column: '=cmd', value: '=cmd' },
      { row: 1, column: 'column 3', value: '@evil' },
    ]);
  });
});

describe('a table read robustly', () => {
  it('a header alone, or no text at all, has nothing to disclose', () => {
    expect(check('group,n\n')).toMatchObject({ passed: true, columns: [{ name: 'group' }, { name: 'n' }] });
    expect(check('')).toMatchObject({ passed: true, columns: [] });
  });

  it('a byte-order mark is not part of the first column name', () => {
    const report = check('\uFEFFn,group\n3,a\n');
    expect(report.columns[0]).toEqual({ name: 'n', role: 'count' });
    expect(rule(report, 'threshold').cells).toEqual([{ row: 1, column: 'n', value: '3' }]);
    expect(csvHeader('\uFEFFn,group\n3,a\n')).toEqual(['n', 'group']);
  });

  it('quoted cells with commas and line breaks are one cell; rows count records, not lines, and skip empty lines', () => {
    const report = check('name,n\r\n"Smith, J",12\r\n\r\n"two\r\nlines",4\r\n');
    expect(roles(report)).toEqual({ name: 'text', n: 'count' });
    expect(rule(report, 'threshold').cells).toEqual([{ row: 2, column: 'n', value: '4' }]);
  });

  it('short rows read their missing cells as empty', () => {
    const report = check('a,b,c\n20\n30,5\n');
    expect(rule(report, 'threshold').cells).toEqual([{ row: 2, column: 'b', value: '5' }]);
  });

  it('lists at most MAX_LISTED cells of a rule but counts them all', () => {
    const report = check(`n\n${'3\n'.repeat(120)}`);
    const threshold = rule(report, 'threshold');
    expect(threshold.failing).toBe(120);
    expect(threshold.cells).toHaveLength(MAX_LISTED);
    expect(threshold.cells.at(-1)).toEqual({ row: MAX_LISTED, column: 'n', value: '3' });
  });

  it('checks 50,000 rows in well under a second', () => {
    const csv = `group,n,income,income_top1,income_top2,note\n${Array.from({ length: 50_000 }, (_, i) => `g${i},${i % 40},${1000 + i},${i % 900},50,"x, ${i}"`).join('\n')}`;
    const start = performance.now();
    const report = check(csv, { magnitude: ['income'] });
    expect(performance.now() - start).toBeLessThan(1000);
    expect(rule(report, 'threshold').failing).toBe(50_000 * (9 / 40));
    expect(rule(report, 'zeros').failing).toBe(50_000 / 40);
  });

  it('never throws, and a rule never lists more cells than fail', () => {
    const cell = fc.oneof(
      fc.string({ maxLength: 8 }),
      fc.integer({ min: -20, max: 2000 }).map(String),
      fc.constantFrom('', '0', '=1', '"a,b"', '\uFEFF', '\r\n', '"'),
    );
    const csv = fc.oneof(
      fc.string({ maxLength: 200 }),
      fc.array(fc.array(cell, { maxLength: 6 }), { maxLength: 12 }).map((rows) => rows.map((r) => r.join(',')).join('\n')),
    );
    const names = fc.array(fc.constantFrom('a', 'b', 'c', 'a_top1', 'x', ''), { maxLength: 3 });
    fc.assert(
      fc.property(csv, names, names, (text, magnitude, notCounts) => {
        const report = tableReport(`a,b,c,a_top1,a_top2\n${text}`, { magnitude, notCounts }, DEFAULT_RULES);
        const bare = tableReport(text, { magnitude, notCounts }, DEFAULT_RULES);
        for (const r of [...report.rules, ...bare.rules]) {
          expect(r.failing).toBeGreaterThanOrEqual(r.cells.length);
          expect(r.cells.length).toBeLessThanOrEqual(MAX_LISTED);
          expect(r.passed).toBe(r.failing === 0);
        }
        expect(report.passed).toBe(report.rules.every((r) => r.passed));
        csvHeader(text);
      }),
    );
  });
});

describe('an image', () => {
  it('waits on a checker: one manual rule, never passed', () => {
    expect(imageReport(DEFAULT_RULES)).toEqual({
      kind: 'image',
      threshold: 10,
      passed: false,
      rules: [{ rule: 'manual', passed: false, failing: 0, cells: [] }],
      columns: [],
    });
  });
});

describe('marked columns', () => {
  it.each([
    ['a, b ,c', ['a', 'b', 'c']],
    [' a,,a , b,', ['a', 'b']],
    ['', []],
    [undefined, []],
    [null, []],
    [42, []],
    [
      ['a, b', 'b', 'c'],
      ['a', 'b', 'c'],
    ],
  ])('columnList(%j) is %j', (text, list) => {
    expect(columnList(text)).toEqual(list);
  });

  it('unknownColumns names each marked column the header lacks, once', () => {
    const header = csvHeader('region, income ,income_top1\n1,2,3\n');
    expect(header).toEqual(['region', 'income', 'income_top1']);
    expect(unknownColumns(header, ['income', 'incme', 'incme', 'region'])).toEqual(['incme']);
    expect(unknownColumns(header, [])).toEqual([]);
  });
});
