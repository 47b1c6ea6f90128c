/**
 * The resource engine's field kinds (resources/lib/kinds/): each kind a declaration names is
 * registered; its samples pass its own validation and the API's description, its invalid values
 * fail both; a value goes through a CSV cell and back unchanged; its seed rules give values it
 * accepts; a list query filters it as its kind says; the linter names an option or seed of another kind.
 */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiFailure } from '../../fake-api/envelope';
import { parseListQuery } from '../../fake-api/listQuery';
import { fieldInputSchema } from '../../fake-api/openapi/fields';
import { checkImportRows, toCell } from '../../resources/lib/importRows';
import { ENGINE_KINDS, kindOf } from '../../resources/lib/kinds';
import { formatProblem, lintDeclarations } from '../../resources/lib/lint';
import type { FieldDecl, FieldKind, FieldOf, ResourceDecl } from '../../resources/lib/schema';
import { seedRecords } from '../../resources/lib/seed';
import { validateField } from '../../resources/lib/validate';
import { declarations } from '../../src/registry/declarations';
import specimens from '../fixtures/specimens';

/** Fields of every kind, with the options that change what a value may be; a kind left out is a type error. */
const FIELDS: { [K in FieldKind]: readonly FieldOf<K>[] } = {
  text: [
    { kind: 'text', minLength: 3, maxLength: 40 },
    { kind: 'text', pattern: { source: '\\d{4}', messageKey: 'mds.validation.string' }, seed: { kind: 'digits', min: 1000, max: 9999 } },
  ],
  longtext: [{ kind: 'longtext', maxLength: 500 }],
  url: [{ kind: 'url' }],
  email: [{ kind: 'email' }],
  number: [
    { kind: 'number', min: 1, max: 9, integer: true },
    { kind: 'number', reference: 'datasets', multiple: true },
  ],
  enum: [
    { kind: 'enum', values: ['open', 'closed'] },
    { kind: 'enum', values: ['GRU', 'HMB'], multiple: true },
  ],
  date: [{ kind: 'date' }],
  boolean: [{ kind: 'boolean' }],
  file: [{ kind: 'file', accept: ['csv'], seed: { kind: 'file', files: [{ name: 'counts.csv', text: 'age,count\n40-49,12\n' }] } }],
};
const ALL: [string, FieldDecl][] = Object.values(FIELDS).flatMap((fields) => fields.map((f, i): [string, FieldDecl] => [`${f.kind}${i}`, f]));

/** A declaration of the given fields, enough for the engine's functions (no messages). */
const declOf = (fields: Record<string, FieldDecl>, extra: Partial<ResourceDecl> = {}) =>
  ({
    name: 'samples',
    endpoint: '/api/samples',
    icon: 'Description',
    access: { read: ['*'], write: ['*'] },
    recordLabel: Object.keys(fields)[0],
    defaultSort: { field: 'id', order: 'ASC' },
    seed: { count: 30 },
    fields,
    ...extra,
  }) as ResourceDecl;

describe('the registry of field kinds', () => {
  it('has every kind a declaration names', () => {
    const named = new Set(declarations.flatMap((d) => Object.values(d.fields).map((f) => f.kind)));
    for (const kind of named) expect(Object.hasOwn(ENGINE_KINDS, kind), kind).toBe(true);
    expect(Object.keys(ENGINE_KINDS).sort()).toEqual(Object.keys(FIELDS).sort());
  });
});

describe.each(ALL)('a %s field', (name, f) => {
  const kind = kindOf(f);
  const sample = kind.sample(f, name, 'run1');

  it('accepts its own sample, in validation and in the API description of a write', () => {
    expect(sample).toBeDefined();
    expect(validateField(f, sample)).toBeUndefined();
    expect(fieldInputSchema(f).safeParse(sample).success).toBe(true);
  });

  it('refuses each of its invalid values, saying why', () => {
    for (const bad of kind.invalid(f)) expect(validateField(f, bad), JSON.stringify(bad)).toMatchObject({ key: expect.any(String) });
    expect(validateField({ ...f, required: true } as FieldDecl, null)).toEqual({ key: 'ra.validation.required' });
  });
});

// Files are never read from a CSV cell: an export writes the file's name.
describe.each(ALL.filter(([, f]) => f.kind !== 'file'))('a %s field in a CSV cell', (name, f) => {
  const sample = kindOf(f).sample(f, name, 'run1');

  it('reads back as the value it wrote', () => {
    const labels = f.kind === 'enum' ? Object.fromEntries(f.values.map((v) => [v, `Label of ${v}`])) : undefined;
    const cell = toCell(f, sample, labels);
    // An enum's cell holds its label, as an export writes it.
    if (labels) expect(cell).toMatch(/^Label of/);
    const [row] = checkImportRows(declOf({ [name]: f }), [{ [name]: cell }], {}, labels && { [name]: labels });
    expect(row.errors).toEqual({});
    expect(row.value[name]).toEqual(sample);
  });
});

describe('seeding', () => {
  it("gives values each kind's validation accepts, from the kind's own rules", () => {
    const fields: Record<string, FieldDecl> = {
      code: { kind: 'text', seed: { kind: 'digits', min: 10, max: 99, unique: true } },
      words: {
        kind: 'longtext',
        seed: {
          kind: 'phrase',
          parts: [
            ['red', 'blue'],
            ['fox', 'owl'],
          ],
        },
      },
      size: { kind: 'number', integer: true, min: 1, max: 5, seed: { kind: 'int', min: 1, max: 5 } },
      status: { kind: 'enum', values: ['open', 'closed'] },
      uses: { kind: 'enum', values: ['GRU', 'HMB', 'DS'], multiple: true, seed: { kind: 'pick' } },
      at: { kind: 'date', seed: { kind: 'pastDate', withinDays: 30 } },
      frozen: { kind: 'boolean', seed: { kind: 'bool', trueRatio: 0.5 } },
      table: { kind: 'file', accept: ['csv'], seed: { kind: 'file', files: [{ name: 'a.csv', text: 'a,b\n1,2\n' }] } },
    };
    const rows = seedRecords(declOf(fields), 30);
    for (const row of rows)
      for (const [name, f] of Object.entries(fields))
        expect(validateField({ ...f, required: true } as FieldDecl, row[name]), `${name}: ${JSON.stringify(row[name])}`).toBeUndefined();
    expect(new Set(rows.map((r) => r.code)).size).toBe(30);
    expect(new Set(rows.map((r) => r.frozen))).toEqual(new Set([true, false]));
  });

  it('takes only the seed rules of the field’s kind (a type error, and the linter names the kind that takes it)', () => {
    // @ts-expect-error a pick is an enum's seed
    const date: FieldDecl = { kind: 'date', seed: { kind: 'pick' } };
    // @ts-expect-error a number's seed values are numbers
    const count: FieldDecl = { kind: 'number', seed: { kind: 'cycle', values: ['1', '2'] } };
    // @ts-expect-error min is a number's option
    const title: FieldDecl = { kind: 'text', min: 1 };
    const problems = lintDeclarations([{ file: 'samples.ts', decl: declOf({ date, count, title }) }]).map(formatProblem);
    expect(problems).toContain('samples.ts: samples.fields.date.seed: seed "pick" needs an enum field');
    expect(problems).toContain('samples.ts: samples.fields.title.min: min is for number fields');
  });
});

describe('list filters, as each kind takes them', () => {
  const decl = specimens;
  const refused = (query: Record<string, string | string[]>) => {
    try {
      parseListQuery(decl, query);
    } catch (e) {
      return (e as ApiFailure).data as { errors: Record<string, string> };
    }
    throw new Error('not refused');
  };

  it('text by its lowercased substring, an enum exactly, a number exactly or by range, a flag as true or false', () => {
    const { filters } = parseListQuery(decl, { code: 'AB', kind: ['blood', 'tissue'], volume: '5', volume_gte: '2', frozen: 'true' });
    expect(filters).toEqual([
      { field: 'code', op: 'has', values: ['ab'] },
      { field: 'kind', op: 'in', values: ['blood', 'tissue'] },
      { field: 'volume', op: 'in', values: [5] },
      { field: 'volume', op: 'gte', values: [2] },
      { field: 'frozen', op: 'in', values: [true] },
    ]);
  });

  it('a date by range only, a date-only upper bound covering its day', () => {
    const { filters } = parseListQuery(decl, { collectedAt_gte: '2026-01-01', collectedAt_lte: '2026-01-31' });
    expect(filters).toEqual([
      { field: 'collectedAt', op: 'gte', values: [Date.parse('2026-01-01')] },
      { field: 'collectedAt', op: 'lte', values: [Date.parse('2026-02-01') - 1] },
    ]);
    expect(refused({ collectedAt: '2026-01-01' }).errors.collectedAt).toMatch(/collectedAt_gte/);
  });

  it('refuses a value its kind does not read, naming the parameter', () => {
    expect(refused({ kind: 'plasma' }).errors).toEqual({ kind: 'must be one of: blood, tissue' });
    expect(refused({ volume_lte: 'lots' }).errors).toEqual({ volume_lte: 'must be a number' });
    expect(refused({ frozen: 'yes' }).errors).toEqual({ frozen: 'must be true or false' });
    expect(refused({ code_gte: 'A' }).errors).toEqual({ code_gte: 'cannot be filtered by range' });
  });
});

describe('the API description', () => {
  it("describes each kind's value as its module does", () => {
    const schemaOf = (f: FieldDecl) => z.toJSONSchema(kindOf(f).schema(f, z), { io: 'input' });
    expect(schemaOf({ kind: 'number', min: 1, max: 9, integer: true })).toMatchObject({ type: 'integer', minimum: 1, maximum: 9 });
    expect(schemaOf({ kind: 'email' })).toMatchObject({ type: 'string', format: 'email' });
    expect(schemaOf({ kind: 'enum', values: ['open', 'closed'] })).toMatchObject({ enum: ['open', 'closed'] });
  });
});
