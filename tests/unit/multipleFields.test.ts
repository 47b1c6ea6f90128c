/**
 * List fields (`multiple`) in the pure engine: what validation accepts and says, what the linter
 * refuses, what the seed gives, and a CSV export read back by the import.
 */
import { describe, expect, it } from 'vitest';
import { formatProblem, lintDeclarations } from '../../resources/lib/lint';
import { checkImportRows } from '../../resources/lib/importRows';
import { MAX_MULTIPLE, type FieldDecl, type ResourceDecl } from '../../resources/lib/schema';
import { seedRecords } from '../../resources/lib/seed';
import { checkWrite, validateField } from '../../resources/lib/validate';
import { buildCsv } from '../../src/engine/export/csvExport';
import shareRequests from '../fixtures/shareRequests';
import specimens from '../fixtures/specimens';

const uses = shareRequests.fields.uses;
const refs = shareRequests.fields.specimens;
const keyOf = (f: FieldDecl, v: unknown) => validateField(f, v)?.key;

describe('validating a list field', () => {
  it('accepts distinct enum values or record ids', () => {
    expect(validateField(uses, ['GRU', 'DS'])).toBeUndefined();
    expect(validateField(refs, [3, 1, 12])).toBeUndefined();
  });

  it('refuses what is not a list of distinct valid values, saying why', () => {
    expect(keyOf(uses, 'GRU')).toBe('mds.validation.list');
    expect(validateField(uses, ['GRU', 'XYZ'])).toEqual({ key: 'ra.validation.oneOf', args: { options: 'GRU, HMB, DS, NPU' } });
    expect(keyOf(uses, ['GRU', 'GRU'])).toBe('mds.validation.distinct');
    for (const bad of [[0], [-2], [1.5], ['1'], [2 ** 53]]) expect(keyOf(refs, bad), JSON.stringify(bad)).toBe('mds.validation.ids');
    const tooMany = Array.from({ length: MAX_MULTIPLE + 1 }, (_, i) => i + 1);
    expect(validateField(refs, tooMany)).toEqual({ key: 'mds.validation.tooMany', args: { max: MAX_MULTIPLE } });
    expect(validateField(refs, tooMany.slice(0, MAX_MULTIPLE))).toBeUndefined();
  });

  it('takes an empty list as no value: required refuses it, an optional field stores none', () => {
    expect(keyOf(refs, [])).toBe('ra.validation.required');
    expect(validateField(uses, [])).toBeUndefined();
    const { errors, value } = checkWrite(shareRequests, { title: 'A study', specimens: [1], uses: [] }, 'create');
    expect(errors).toEqual({});
    expect(value.uses).toBeNull();
    // The declared default list applies to a create that leaves the field out.
    expect(value.tools).toEqual(['R']);
  });

  it('still refuses a list on a field of one value', () => {
    expect(keyOf(specimens.fields.code, [])).toBe('mds.validation.string');
    expect(keyOf(specimens.fields.kind, ['blood'])).toBe('ra.validation.oneOf');
  });
});

describe('the linter on list fields', () => {
  // Fields as a mistaken declaration would give them (the types refuse some): the linter must name the mistake.
  const lint = (fields: Record<string, unknown>) => {
    const decl = structuredClone(shareRequests) as ResourceDecl;
    Object.assign(decl.fields, fields);
    return lintDeclarations([
      { file: 'share.ts', decl },
      { file: 'specimens.ts', decl: specimens },
    ]).map(formatProblem);
  };

  it('passes the fixture', () => expect(lint({})).toEqual([]));

  it('allows lists of enum values or references only, never sorted, unique or with states', () => {
    expect(lint({ specimens: { ...refs, kind: 'text', reference: undefined } })).toEqual([
      'share.ts: shareRequests.fields.specimens.multiple: multiple on a text field: only enum fields and references hold lists',
    ]);
    expect(lint({ specimens: { ...refs, kind: 'text' } })).toEqual([
      'share.ts: shareRequests.fields.specimens.kind: a multiple reference holds record ids: kind "number"',
    ]);
    expect(lint({ uses: { ...uses, sort: true, unique: true, transitions: { GRU: ['HMB'] } } })).toEqual([
      'share.ts: shareRequests.fields.uses.sort: sort cannot go with multiple (a list has no order)',
      'share.ts: shareRequests.fields.uses.unique: unique cannot go with multiple (lists are not compared whole)',
      'share.ts: shareRequests.fields.uses.transitions: transitions cannot go with multiple (a state is one value)',
    ]);
  });

  it('wants defaults and seed values that are lists of valid values', () => {
    expect(lint({ tools: { ...shareRequests.fields.tools, defaultValue: 'R' } })).toEqual([
      'share.ts: shareRequests.fields.tools.defaultValue: default "R" is not valid for the field',
    ]);
    expect(lint({ tools: { ...shareRequests.fields.tools, seed: { kind: 'cycle', values: [['R'], ['Julia']] } } })).toEqual([
      'share.ts: shareRequests.fields.tools.seed: seed value ["Julia"] is not a list of valid values',
    ]);
    expect(lint({ specimens: { ...refs, seed: { kind: 'const', value: 4 } } })).toEqual([
      'share.ts: shareRequests.fields.specimens.seed: seed value 4 is not a list of valid ids',
    ]);
  });
});

describe('seeding list fields', () => {
  const rows = seedRecords(shareRequests, 60);

  it('picks one to three distinct values of a multiple enum, the same ones every time', () => {
    expect(seedRecords(shareRequests, 60)).toEqual(rows);
    for (const row of rows) expect(validateField(uses, row.uses)).toBeUndefined();
    const sizes = new Set(rows.map((r) => (r.uses as string[]).length));
    expect([...sizes].sort()).toEqual([1, 2, 3]);
  });

  it('cycles through lists of ids and values as declared', () => {
    expect(rows.slice(0, 4).map((r) => r.specimens)).toEqual([[1, 2], [3], [2, 4, 5], [1, 2]]);
    expect(rows.slice(0, 3).map((r) => r.tools)).toEqual([['R'], ['Python', 'SAS'], ['R']]);
  });
});

describe('a list field in CSV', () => {
  it('exports enum labels and ids joined by "; ", which the import reads back as the same lists', () => {
    const labels = shareRequests.messages['en-US'].enums!.uses;
    const columns = (['title', 'specimens', 'uses'] as const).map((name) => ({ name, header: name, field: shareRequests.fields[name] }));
    const csv = buildCsv([{ title: 'Plasma study', specimens: [4, 2], uses: ['HMB', 'NPU'] }], columns, {
      locale: 'en-US',
      enumLabel: (_, value) => labels[value],
      booleanLabel: String,
    });
    expect(csv.split('\r\n')[1]).toBe('Plasma study,4; 2,Health or medical research; Not-for-profit use');
    const [row] = checkImportRows(
      shareRequests,
      [{ title: 'Plasma study', specimens: '4; 2', uses: 'Health or medical research; Not-for-profit use' }],
      {},
      { uses: labels },
    );
    expect(row.errors).toEqual({});
    expect(row.value).toMatchObject({ specimens: [4, 2], uses: ['HMB', 'NPU'] });
  });
});
