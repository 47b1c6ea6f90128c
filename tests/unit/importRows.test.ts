/** CSV rows checked by the declaration before anything is written. */
import { describe, expect, it } from 'vitest';
import invitations from '../../resources/invitations';
import policies from '../../resources/policies';
import services from '../../resources/services';
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
  it('marks a unique value repeated in the file on its later rows', () => {
    const rows = checkImportRows(policies, [
      { number: '12', name: 'a' },
      { number: '13', name: 'b' },
      { number: '12', name: 'c' },
    ]);
    expect(rows.map((r) => r.errors.number?.key)).toEqual([undefined, undefined, 'mds.validation.duplicate']);
  });
  it('reads only the columns the role may write, and judges states as the API does', () => {
    const [asUser] = checkImportRows(services, [{ title: 'Imported', internalNote: 'secret' }], {}, undefined, 'user');
    expect(asUser.value).not.toHaveProperty('internalNote');
    const [asAdmin] = checkImportRows(services, [{ title: 'Imported', internalNote: 'secret' }], {}, undefined, 'admin');
    expect(asAdmin.value).toHaveProperty('internalNote', 'secret');
    const [revoked] = checkImportRows(invitations, [{ note: 'n', state: 'revoked', expiresAt: '2099-01-01' }], {}, undefined, 'admin');
    expect(revoked.errors.state?.key).toBe('mds.validation.transition');
  });
  it('never takes server-managed fields from the file', () => {
    const [row] = checkImportRows(policies, [{ number: '12', name: 'n', createdTime: '2020-01-01', id: '7' }]);
    expect(row.value).not.toHaveProperty('createdTime');
    expect(row.value).not.toHaveProperty('id');
  });
});
