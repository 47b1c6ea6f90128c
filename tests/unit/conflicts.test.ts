/** Declared conflict checks: which referenced records are at odds with a record, and what the linter says of a broken check. */
import { describe, expect, it } from 'vitest';
import { conflictsOf, unmetRequirements } from '../../resources/lib/conflicts';
import { lintDeclarations } from '../../resources/lib/lint';
import type { ConflictCheck, ResourceDecl } from '../../resources/lib/schema';
import { permits, proposals } from '../fixtures/proposals';

const purposeCheck: ConflictCheck = {
  name: 'duo',
  field: 'purpose',
  via: 'datasets',
  against: 'codes',
  conflicts: { methods: ['NMDS', 'DS'], commercial: ['NPU'] },
};
const datasets = [
  { id: 1, codes: ['GRU'] },
  { id: 2, codes: ['DS', 'NMDS'] },
  { id: 3, codes: ['NPU'] },
];

describe('conflict checks', () => {
  it('name each referenced record whose values conflict with the record, and only those', () => {
    const request = { id: 9, purpose: 'methods', datasets: [1, 2, 3] };
    expect(conflictsOf(purposeCheck, request, datasets)).toEqual([{ check: 'duo', recordId: 2, value: 'methods', against: ['DS', 'NMDS'] }]);
    expect(conflictsOf(purposeCheck, { ...request, purpose: 'commercial' }, datasets).map((c) => c.recordId)).toEqual([3]);
    expect(conflictsOf(purposeCheck, { ...request, purpose: 'teaching' }, datasets)).toEqual([]);
  });

  it('ignore records the record does not reference, and a single reference works like a list', () => {
    expect(conflictsOf(purposeCheck, { id: 9, purpose: 'methods', datasets: [1] }, datasets)).toEqual([]);
    expect(conflictsOf(purposeCheck, { id: 9, purpose: 'commercial', datasets: 3 }, datasets).map((c) => c.recordId)).toEqual([3]);
  });

  it('are linted: fields that exist and hold what is compared, values of those fields, labels in both locales', () => {
    const broken: ResourceDecl = {
      ...proposals,
      checks: [{ name: 'odd', field: 'title', via: 'owner', against: 'x', conflicts: { nope: ['y'] } }],
    };
    const messages = lintDeclarations([
      { file: 'tests/fixtures/proposals.ts', decl: broken },
      { file: 'tests/fixtures/proposals.ts', decl: permits },
    ]).map((p) => `${p.path}: ${p.message}`);
    expect(messages).toEqual([
      'proposals.checks[0].field: "title" is not a declared enum field',
      'proposals.checks[0].via: "owner" is not a declared reference field',
      'proposals.checks.odd: no en-US label (messages.en-US.checks.odd)',
      'proposals.checks.odd: no zh-CN label (messages.zh-CN.checks.odd)',
    ]);
  });

  it('name the fields a referenced record’s codes ask for that the record leaves empty (a false box is empty)', () => {
    const withRequires: ConflictCheck = { ...purposeCheck, requires: { IRB: ['ethicsNumber', 'ethicsExpiresAt'], PUB: ['publicationCommitment'] } };
    const marked = [
      { id: 1, codes: ['GRU', 'IRB'] },
      { id: 2, codes: ['PUB'] },
      { id: 3, codes: ['IRB'] },
    ];
    const request = { id: 9, purpose: 'methods', datasets: [1, 2], ethicsNumber: 'IRB-2026-0142', publicationCommitment: false };
    expect(unmetRequirements(withRequires, request, marked)).toEqual([
      { check: 'duo', recordId: 1, code: 'IRB', field: 'ethicsExpiresAt' },
      { check: 'duo', recordId: 2, code: 'PUB', field: 'publicationCommitment' },
    ]);
    // Filled in (a box ticked), or a record not referenced: nothing is asked.
    expect(unmetRequirements(withRequires, { ...request, ethicsExpiresAt: '2027-12-31', publicationCommitment: true }, marked)).toEqual([]);
    expect(unmetRequirements(withRequires, { ...request, datasets: [] }, marked)).toEqual([]);
    expect(unmetRequirements(purposeCheck, request, marked)).toEqual([]);
  });
});
