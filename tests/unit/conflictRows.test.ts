/** src/engine/conflicts/conflictRows.ts: what a refused write shows, and what "mine on top" writes. */
import { describe, expect, it } from 'vitest';
import { conflictRows, mineOnTheirs, myChanges } from '../../src/engine/conflicts/conflictRows';
import type { RecordConflict } from '../../dataProvider/conflicts';
import policies from '../../resources/policies';

const base = { id: 4, number: '100004', name: 'Cohort', contentType: 'img', count: 42, status: 'online' };
const conflict = (over: Partial<RecordConflict>): RecordConflict => ({
  resource: 'policies',
  id: 4,
  action: 'update',
  base,
  current: base,
  etag: '"v2"',
  ...over,
});

describe('an update refused', () => {
  it('shows each field either side changed, mine beside theirs, and leaves out a change both made alike', () => {
    const c = conflict({
      current: { ...base, name: 'Theirs', count: 7, contentType: 'horizontalVideo' },
      mine: { ...base, name: 'Mine', contentType: 'horizontalVideo', status: 'offline' },
    });
    expect(conflictRows(policies, 'admin', c)).toEqual([
      { field: 'name', theirs: 'Theirs', other: 'Mine', mine: true },
      { field: 'count', theirs: 7, other: 42, mine: false },
      { field: 'status', theirs: 'online', other: 'offline', mine: true },
    ]);
  });

  it('writes again the record as it is now with only the fields I changed', () => {
    const c = conflict({ current: { ...base, name: 'Theirs', count: 7 }, mine: { ...base, name: 'Mine', count: 42 } });
    expect(myChanges(policies, c)).toEqual(['name']);
    expect(mineOnTheirs(policies, c)).toEqual({ ...base, name: 'Mine', count: 7 });
  });

  it('takes no value, null and an empty text as the same value', () => {
    const c = conflict({ base: { ...base, offlineReason: null }, current: { ...base }, mine: { ...base, offlineReason: '' } });
    expect(myChanges(policies, c)).toEqual([]);
    expect(conflictRows(policies, 'admin', c)).toEqual([]);
  });

  it('counts every field written as mine when the record as shown is unknown', () => {
    const c = conflict({ base: undefined, mine: { name: 'Mine', unknownKey: 1 } });
    expect(myChanges(policies, c)).toEqual(['name']);
  });
});

describe('a delete or a transition refused', () => {
  it('shows each field changed since the record was shown, as it was then and as it is now', () => {
    const c = conflict({ action: 'delete', current: { ...base, name: 'Theirs' } });
    expect(conflictRows(policies, 'admin', c)).toEqual([{ field: 'name', theirs: 'Theirs', other: 'Cohort', mine: false }]);
    expect(conflictRows(policies, 'admin', conflict({ action: 'transition', base: undefined, current: { ...base, name: 'Theirs' } }))).toEqual([]);
  });
});
