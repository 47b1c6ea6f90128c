/**
 * Seeds linted where they are written (resources/lib/lintSeeds.ts): the declarations linter seeds
 * each declaration with the real generator and names the field and the fix for what the API would
 * store wrong or refuse, and for what the contract suite would meet; root causes come first.
 */
import { describe, expect, it } from 'vitest';
import { formatProblem, lintDeclaration, lintDeclarations } from '../../resources/lib/lint';
import { lintSeeds, seedClashMessage } from '../../resources/lib/lintSeeds';
import { defineResource, type FieldDecl, type ResourceDecl } from '../../resources/lib/schema';
import { seedRecords } from '../../resources/lib/seed';
import { declarations } from '../../src/registry/declarations';

const messages = (fields: readonly string[]) => {
  const labels = Object.fromEntries(fields.map((f) => [f, f]));
  const enums = { status: { draft: 'Draft', online: 'Online' } };
  return { 'en-US': { name: 'X |||| X', menu: 'X', fields: labels, enums }, 'zh-CN': { name: 'X |||| X', menu: 'X', fields: labels, enums } };
};

/** A resource of 8 records that others reference. */
const cohorts = defineResource({
  name: 'cohorts',
  endpoint: '/api/cohorts',
  icon: 'Description',
  access: { read: ['*'], write: ['admin'] },
  recordLabel: 'title',
  defaultSort: { field: 'title', order: 'ASC' },
  seed: { count: 8 },
  fields: {
    title: {
      kind: 'text',
      sort: true,
      seed: {
        kind: 'phrase',
        parts: [
          ['Cardiology', 'Oncology'],
          ['registry', 'archive'],
        ],
      },
    },
  },
  messages: messages(['title']),
});

/** 75 policies with the given fields besides their name. */
function policies(fields: Record<string, FieldDecl>): ResourceDecl {
  return defineResource({
    name: 'policies',
    endpoint: '/api/policies',
    icon: 'Description',
    access: { read: ['*'], write: ['admin'] },
    recordLabel: 'name',
    defaultSort: { field: 'name', order: 'ASC' },
    seed: { count: 75 },
    fields: {
      name: {
        kind: 'text',
        sort: true,
        seed: {
          kind: 'phrase',
          parts: [
            ['ICU', 'Genomics'],
            ['export', 'review'],
          ],
        },
      },
      ...fields,
    },
    messages: messages(['name', ...Object.keys(fields)]),
  });
}

/** A field TypeScript refuses (a wrong seed is a type error where it can be): the linter still catches it in a declaration run unchecked. */
const untyped = (f: object) => f as unknown as FieldDecl;
const lint = (...decls: ResourceDecl[]) => lintDeclarations(decls.map((decl) => ({ file: `resources/${decl.name}.ts`, decl }))).map(formatProblem);
const withPolicyField = (f: FieldDecl) => lint(cohorts, policies({ code: f }));

describe('the declarations linter on seeds', () => {
  it('passes every registered declaration and a sound fixture', () => {
    expect(lintSeeds(declarations.map((decl) => ({ file: `resources/${decl.name}.ts`, decl })))).toEqual([]);
    expect(lint(cohorts, policies({ cohort: { kind: 'number', reference: 'cohorts', seed: { kind: 'int', min: 1, max: 8 } } }))).toEqual([]);
  });

  it('refuses an enum seeded with numbers, which the API would store as text, and says it once', () => {
    const status = (seed: object) => policies({ status: untyped({ kind: 'enum', values: ['draft', 'online'], seed }) });
    const cycled = status({ kind: 'cycle', values: [2.0, 'draft'] });
    expect(lintSeeds([cohorts, cycled].map((decl) => ({ file: `resources/${decl.name}.ts`, decl }))).map(formatProblem)).toEqual([
      "resources/policies.ts: policies.fields.status.seed: 38 of 75 seeded values are refused as a write would refuse them (record 1: 2 is not one of draft, online): seed its values: { kind: 'pick' }, or a const or cycle of them",
    ]);
    // The field's own rules see these seeds too: the linter then says it once, theirs being the cause.
    for (const numbered of [cycled, status({ kind: 'int', min: 1, max: 2 })]) {
      const printed = lint(cohorts, numbered);
      expect(printed).toHaveLength(1);
      expect(printed[0]).toMatch(/^resources\/policies\.ts: policies\.fields\.status\.seed: /);
    }
  });

  it('refuses a text longer than its maxLength, and says how long the seed makes it', () => {
    expect(withPolicyField({ kind: 'text', maxLength: 10, seed: { kind: 'phrase', parts: [['Cardiology'], ['registry', 'imaging archive']] } })).toEqual([
      'resources/policies.ts: policies.fields.code.seed: 75 of 75 seeded values are refused as a write would refuse them (record 1: "Cardiology imaging archive" is longer than 10 characters): shorten the seeded texts to 10 characters or raise maxLength to at least 26',
    ]);
  });

  it('refuses references beyond the referenced resource’s seed (ids 1..its count), single or several', () => {
    expect(lint(cohorts, policies({ cohort: { kind: 'number', reference: 'cohorts', seed: { kind: 'const', value: 40 } } }))).toEqual([
      "resources/policies.ts: policies.fields.cohort.seed: 75 of 75 seeded references name no seeded cohorts record (record 1 names 40; cohorts seeds ids 1..8): seed ids 1..8, e.g. { kind: 'int', min: 1, max: 8 }",
    ]);
    const several: FieldDecl = { kind: 'number', reference: 'cohorts', multiple: true, seed: { kind: 'cycle', values: [[1, 8], [9]] } };
    expect(lint(cohorts, policies({ cohorts: several }))).toEqual([
      "resources/policies.ts: policies.fields.cohorts.seed: 37 of 113 seeded references name no seeded cohorts record (record 2 names 9; cohorts seeds ids 1..8): seed lists of ids 1..8, e.g. { kind: 'cycle', values: [[1], [1, 8]] }",
    ]);
    expect(lint({ ...cohorts, seed: { count: 0 } }, policies({ cohort: { kind: 'number', reference: 'cohorts', seed: { kind: 'const', value: 1 } } }))).toEqual(
      [
        'resources/policies.ts: policies.fields.cohort.seed: 75 of 75 seeded references name no seeded cohorts record (record 1 names 1; cohorts seeds no records): leave cohort unseeded, or give cohorts a seed.count',
      ],
    );
  });

  it('refuses repeated values of a unique field, which would stop the API at start-up', () => {
    expect(withPolicyField({ kind: 'text', unique: true, sort: true, seed: { kind: 'digits', min: 0, max: 62, unique: true } })).toEqual([
      'resources/policies.ts: policies.fields.code.seed: 12 of 75 seeded values repeat ("23" first at records 1 and 64): widen digits to at least 0..999 or drop unique',
    ]);
    expect(withPolicyField({ kind: 'text', unique: true, seed: { kind: 'digits', min: 0, max: 999 } })).toEqual([
      expect.stringContaining('add unique: true to the digits rule (it then walks distinct values) or drop unique'),
    ]);
    expect(withPolicyField({ kind: 'text', unique: true, seed: { kind: 'cycle', values: ['A', 'B'] } })).toEqual([
      'resources/policies.ts: policies.fields.code.seed: 73 of 75 seeded values repeat ("A" first at records 1 and 3): give the cycle at least 75 distinct values or drop unique',
    ]);
  });

  it('wants enough distinct values for the records the contract suite creates besides the seeded ones', () => {
    // 81 values cover the 75 records, not the 20 more rows the suite draws from.
    expect(withPolicyField({ kind: 'text', unique: true, seed: { kind: 'digits', min: 0, max: 80, unique: true } })).toEqual([
      'resources/policies.ts: policies.fields.code.seed: the contract suite (npm run contract) creates records from 20 seed rows past the 75 seeded, and 14 of those 95 values repeat ("77" first at rows 1 and 82), so its creates meet a 409: widen digits to at least 0..999 or drop unique',
    ]);
    // Distinct, but its random draws would meet seeded values too often.
    expect(withPolicyField({ kind: 'text', unique: true, seed: { kind: 'digits', min: 0, max: 199, unique: true } })).toEqual([
      expect.stringMatching(/digits 0\.\.199 give 200 values for 75 seeded records: .* 0\.28% of runs .*: widen digits to at least 0\.\.999 or drop unique$/),
    ]);
    const codes = Array.from({ length: 75 }, (_, i) => `A-${i}`);
    const pattern = { source: 'A-[0-9]+', messageKey: 'ra.validation.regex' };
    expect(withPolicyField({ kind: 'text', unique: true, pattern, seed: { kind: 'cycle', values: codes } })).toEqual([
      expect.stringContaining(
        'and 20 of those 95 values repeat ("A-0" first at rows 1 and 76), so its creates meet a 409: give the cycle at least 95 distinct values',
      ),
    ]);
    // A field the suite fills itself, or in a resource nobody writes, needs only the seeded records distinct.
    expect(withPolicyField({ kind: 'text', unique: true, seed: { kind: 'cycle', values: codes } })).toEqual([]);
    expect(
      lint(cohorts, {
        ...policies({ code: { kind: 'text', unique: true, pattern, seed: { kind: 'cycle', values: codes } } }),
        access: { read: ['*'], write: [] },
      }),
    ).toEqual([]);
  });

  it('prints a resource name declared twice first, without the problems that only follow from it', () => {
    const entries = declarations.map((decl) => ({ file: `resources/${decl.name}.ts`, decl }));
    const policiesDecl = declarations.find((d) => d.name === 'policies')!;
    // A copied declaration whose name was not changed, found first by the others' lookups.
    const impostor = { file: 'resources/aCopy.ts', decl: { ...policiesDecl, name: 'datasets', endpoint: '/api/copy' } };
    const accessRequests = declarations.find((d) => d.name === 'accessRequests')!;
    const cascade = lintDeclaration(accessRequests, 'resources/accessRequests.ts', [], [impostor.decl, ...declarations]);
    expect(cascade.length).toBeGreaterThan(3);

    const printed = lintDeclarations([impostor, ...entries]).map(formatProblem);
    expect(printed[0]).toBe('resources/datasets.ts: datasets.name: resource name "datasets" is also declared in resources/aCopy.ts');
    expect(printed.filter((line) => !line.startsWith('resources/aCopy.ts') && !line.startsWith('resources/datasets.ts'))).toEqual([]);
  });

  it('prints a broken declaration first and skips its other problems and the references to it', () => {
    const broken = { ...cohorts, seed: { count: -1 }, recordLabel: 'nope' };
    expect(lint(broken, policies({ cohort: { kind: 'number', reference: 'cohorts', seed: { kind: 'const', value: 40 } } }))).toEqual([
      'resources/cohorts.ts: cohorts.seed.count: -1 is not a number of records (0 or more)',
    ]);
  });

  it('lets the API say which field a seed repeats when it refuses to start', () => {
    const datasets = declarations.find((d) => d.name === 'datasets')!;
    expect(seedClashMessage(datasets, seedRecords(datasets, datasets.seed.count))).toBeUndefined();
    expect(seedClashMessage(datasets, seedRecords(datasets, 20))).toBe(
      'the seed of datasets gives title "Cardiology registry 2015–2024" to records 1 and 9, and title is unique: SEED_DATASETS asks 20 records, the declaration 8; ask at most 8, or seed more distinct values (datasets.fields.title.seed; npm run lint:declarations checks the declared count)',
    );
    const codes = policies({ code: { kind: 'text', unique: true, seed: { kind: 'const', value: 'A-01' } } });
    expect(seedClashMessage(codes, seedRecords(codes, 75))).toBe(
      'the seed of policies gives code "A-01" to records 1 and 2, and code is unique: fix policies.fields.code.seed (npm run lint:declarations names the fix)',
    );
  });
});
