/** CSV rows checked by the declaration before anything is written. */
import { describe, expect, it } from 'vitest';
import policies from '../../resources/policies';
import { checkImportRows } from '../../resources/lib/importRows';

describe('checkImportRows', () => {
  it('converts by field kind, applies defaults and accepts labels as headers', () => {
    const [row] = checkImportRows(policies, [{ 'Set Number': '123456', name: 'Imported cohort', count: '42' }], { number: 'Set Number' });
    expect(row.errors).toEqual({});
    expect(row.value).toMatchObject({ number: '123456', name: 'Imported cohort', count: 42, status: 'offline', contentType: 'img' });
  });
  it('reports every bad cell of every row with its line, the same rules as the forms', () => {
    const rows = checkImportRows(policies, [
      { number: 'x', name: '', count: '-1', status: 'archived' },
      { number: '99', name: 'Fine', count: '1' },
    ]);
    expect(rows[0].line).toBe(1);
    expect(Object.keys(rows[0].errors).sort()).toEqual(['count', 'name', 'number', 'status']);
    expect(rows[0].errors.name.key).toBe('ra.validation.required');
    expect(rows[1].errors).toEqual({});
  });
  it('never takes server-managed fields from the file', () => {
    const [row] = checkImportRows(policies, [{ number: '12', name: 'n', createdTime: '2020-01-01', id: '7' }]);
    expect(row.value).not.toHaveProperty('createdTime');
    expect(row.value).not.toHaveProperty('id');
  });
});
