/** CSV export: every page, the visible columns in order, labels and locale dates, formula-safe cells. */
import { describe, expect, it } from 'vitest';
import Papa from 'papaparse';
import policies from '../../resources/policies';
import { seedRecords } from '../../resources/lib/seed';
import { execFileSync } from 'node:child_process';
import { buildCsv, EXPORT_PAGE_SIZE, fetchAllRows, formatCell, safeCell, toCsv, type CellFormat } from '../../src/engine/export/csvExport';

const fmt = (locale: string): CellFormat => ({
  locale,
  enumLabel: (field, value) => policies.messages[locale as 'en-US' | 'zh-CN'].enums![field][value],
  booleanLabel: (v) => (v ? 'Yes' : 'No'),
});

describe('fetchAllRows', () => {
  it('walks every page of 100 until the total, past any 1,000 cap', async () => {
    const all = seedRecords(policies, 1234);
    const asked: [number, number][] = [];
    const rows = await fetchAllRows(async (page, perPage) => {
      asked.push([page, perPage]);
      return { data: all.slice((page - 1) * perPage, page * perPage), total: all.length };
    });
    expect(rows.map((r) => r.id)).toEqual(all.map((r) => r.id));
    expect(asked).toHaveLength(Math.ceil(1234 / EXPORT_PAGE_SIZE));
    expect(asked.every(([, perPage]) => perPage === 100)).toBe(true);
  });
  it('stops on an empty or short page even if the total is wrong', async () => {
    const rows = await fetchAllRows(async (page) => ({ data: page === 1 ? [{ id: 1 }] : [], total: 500 }));
    expect(rows).toEqual([{ id: 1 }]);
  });
});

describe('safeCell', () => {
  it('neutralises text a spreadsheet would run as a formula', () => {
    for (const bad of ['=1+1', '+SUM(A1)', '-2+3', '@cmd', '\tx', '\rx']) expect(safeCell(bad)).toBe(`'${bad}`);
    for (const fine of ['plain', '1+1', 'a=b', '']) expect(safeCell(fine)).toBe(fine);
  });
});

describe('buildCsv', () => {
  const columns = (locale: 'en-US' | 'zh-CN', names: string[]) =>
    names.map((name) => ({ name, field: policies.fields[name], header: policies.messages[locale].fields[name] }));

  it('writes the visible columns in their order with translated headers and labels', () => {
    const row = { id: 1, number: '123', name: '=HYPERLINK("x")', status: 'online', contentType: 'img', count: -5, createdTime: '2026-10-31T18:00:00.000Z' };
    const csv = buildCsv([row], columns('en-US', ['status', 'name', 'count', 'contentType', 'createdTime']), fmt('en-US'));
    const [header, line] = Papa.parse<string[]>(csv).data;
    expect(header).toEqual(['Status', 'Set Name', 'Count', 'Content Type', 'Created Time']);
    expect(line.slice(0, 4)).toEqual(['Online', `'=HYPERLINK("x")`, '-5', 'Image-text']);
    expect(line[4]).toBe(
      new Date(row.createdTime).toLocaleString('en-US', {
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
      }),
    );
  });

  it('follows the locale: Chinese headers, labels and dates', () => {
    const csv = buildCsv([{ id: 1, status: 'offline', createdTime: '2026-10-31T18:00:00.000Z' }], columns('zh-CN', ['status', 'createdTime']), fmt('zh-CN'));
    const [header, line] = Papa.parse<string[]>(csv).data;
    expect(header).toEqual(['状态', '创建时间']);
    expect(line[0]).toBe('已下线');
    expect(line[1]).toBe(
      new Date('2026-10-31T18:00:00.000Z').toLocaleString('zh-CN', {
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
      }),
    );
    expect(line[1]).toMatch(/^2026\//);
  });

  it('quotes commas, quotes and newlines so every row stays one record', () => {
    const csv = buildCsv([{ id: 1, name: 'a, "b"\nc' }], columns('en-US', ['name']), fmt('en-US'));
    expect(Papa.parse<string[]>(csv).data[1]).toEqual(['a, "b"\nc']);
  });

  it('leaves empty values empty', () => {
    expect(formatCell('count', policies.fields.count, undefined, fmt('en-US'))).toBe('');
  });
});

describe('toCsv, the one CSV writer', () => {
  it('neutralises formulas in every text cell, header included, and keeps numbers', () => {
    const csv = toCsv(
      ['=HEADER', 'n'],
      [
        ['\t=cmd|calc', -5],
        ['\r@SUM(A1)', 3],
        ['-2+3', 0],
      ],
    );
    expect(csv.split('\r\n')).toEqual([`'=HEADER,n`, `'\t=cmd|calc,-5`, `"'\r@SUM(A1)",3`, `'-2+3,0`]);
  });

  it('reads back cell for cell: quotes, commas, line breaks, spaces at the ends, Chinese and numbers', () => {
    const header = ['名称', 'note, "quoted"'];
    const rows = [
      ['a "b", c', 1.5],
      [' padded ', 0],
      ['line\r\nbreak\rand CR', -0.25],
      ['', 42],
      ['病历 ✓', 7],
    ];
    const csv = toCsv(header, rows);
    expect(Papa.parse<string[]>(csv).data).toEqual([header, ...rows.map((r) => r.map(String))]);
    // Spaces at a cell's ends are quoted (a spreadsheet would trim them); plain cells are not.
    expect(csv.split('\r\n')[2]).toBe('" padded ",0');
    expect(toCsv(['only', 'header'], [])).toBe('only,header');
  });

  it('is the only place in the console that writes CSV', () => {
    // A CSV download is a Blob of type text/csv: only the engine's writer makes one.
    const writers = execFileSync('git', ['grep', '-l', '-e', 'text/csv;', '--', 'src'], { encoding: 'utf8' }).trim().split('\n');
    expect(writers).toEqual(['src/engine/export/csvExport.ts']);
  });
});
