/**
 * The disclosure report the server keeps of an output's file (ACRO's rules): what fails, cell by
 * cell; a check refused while it fails unless the checker gives a reason (kept in the history and
 * the operation log); an image checked only by eye; a core dataset's grant raising the threshold.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StoredFile } from '../../resources/lib/files';
import { pngImage } from '../fixtures/images';
import { DS, expectRefused, OUTPUTS, sha256, startGovernance, stateOf, type Gov } from './governanceHelpers';
import { b64 } from './helpers';

interface Report {
  kind: 'table' | 'image';
  threshold: number;
  passed: boolean;
  rules: { rule: string; passed: boolean; failing: number; cells: { row: number; column: string; value: string }[] }[];
  columns: { name: string; role: string }[];
}

let gov: Gov;
let grantId: number;
beforeAll(async () => {
  gov = await startGovernance();
  grantId = (await gov.grant(gov.user)).grant.id;
});
afterAll(() => gov.stop());

const reportOf = async (id: number, token = gov.user) => gov.ok(await gov.call<Report>('GET', `${OUTPUTS}/${id}/disclosure`, token), 'report');
const rule = (report: Report, name: string) => report.rules.find((r) => r.rule === name)!;
const failing = (report: Report) => report.rules.filter((r) => !r.passed).map((r) => r.rule);

describe('a table with a small cell', () => {
  const CSV = 'group,patients\nA,42\nB,3\nC,18\n';

  it('is marked failed, and its report names the cell (row, column, value)', async () => {
    const out = await gov.output(gov.user, grantId, { csv: CSV });
    expect(out.disclosure).toBe('failed');
    const report = await reportOf(out.id);
    expect(report).toMatchObject({ kind: 'table', threshold: 10, passed: false });
    expect(failing(report)).toEqual(['threshold']);
    expect(rule(report, 'threshold')).toEqual({ rule: 'threshold', passed: false, failing: 1, cells: [{ row: 2, column: 'patients', value: '3' }] });
    expect(report.columns).toEqual([
      { name: 'group', role: 'text' },
      { name: 'patients', role: 'count' },
    ]);
  });

  it('is not checked without a reason (40000 disclosure), and is with one, kept in the history and the operation log', async () => {
    const out = await gov.output(gov.user, grantId, { csv: CSV });
    const before = await stateOf(gov, OUTPUTS, out.id);
    const bare = await gov.check(out.id, gov.admin);
    await expectRefused(gov, OUTPUTS, out.id, bare, 40000, { why: 'disclosure', field: 'disclosureOverride' }, before);
    expect(bare.json.data.errors).toHaveProperty('disclosureOverride');
    const blank = await gov.check(out.id, gov.admin, { disclosureOverride: '   ' });
    expect(blank.json.code).toBe(40000);
    expect(await stateOf(gov, OUTPUTS, out.id)).toEqual(before);

    const reason = 'The cell of 3 is a published national figure.';
    const checked = await gov.check(out.id, gov.admin, { disclosureOverride: reason });
    expect(checked.json.data.state).toBe('checked');
    expect((await gov.history(OUTPUTS, out.id, gov.user)).at(-1)).toMatchObject({
      transition: 'check',
      actor: 'admin',
      fields: { sha256: sha256(CSV), disclosureOverride: reason },
    });
    expect((await gov.log('outputs')).find((e) => e.recordId === String(out.id))).toMatchObject({
      actor: 'admin',
      action: `check: submitted → checked (override; disclosureOverride: ${reason})`,
      result: 'success',
    });
  });

  it('is marked again when its file is replaced by one that passes', async () => {
    const out = await gov.output(gov.user, grantId, { csv: CSV });
    const res = await gov.call<{ disclosure: string; file: StoredFile }>('PATCH', `${OUTPUTS}/${out.id}`, gov.user, {
      file: { name: 'fixed.csv', data: b64('group,patients\nA,42\nB+C,21\n') },
    });
    expect(res.json.data.disclosure).toBe('passed');
    expect((await reportOf(out.id)).passed).toBe(true);
    expect((await gov.check(out.id, gov.admin)).json.data.state).toBe('checked');
  });
});

describe('the other rules', () => {
  it('fail a zero and a cell a spreadsheet would run', async () => {
    const out = await gov.output(gov.user, grantId, { csv: 'group,patients\nA,42\n=HYPERLINK(1),0\n' });
    const report = await reportOf(out.id);
    expect(failing(report).sort()).toEqual(['formulas', 'zeros']);
    expect(rule(report, 'zeros').cells).toEqual([{ row: 2, column: 'patients', value: '0' }]);
    expect(rule(report, 'formulas').cells).toEqual([{ row: 2, column: 'group', value: '=HYPERLINK(1)' }]);
  });

  it('keep a column of counts one when some of its cells are suppression marks', async () => {
    const out = await gov.output(gov.user, grantId, { csv: 'group,patients\nA,42\nB,<10\nC,3\nD,*\n' });
    expect(out.disclosure).toBe('failed');
    const report = await reportOf(out.id);
    expect(report.columns).toContainEqual({ name: 'patients', role: 'count' });
    expect(rule(report, 'threshold').cells).toEqual([{ row: 3, column: 'patients', value: '3' }]);
  });

  it('treat integer columns as counts unless marked not counts', async () => {
    const csv = 'age,patients\n5,42\n7,30\n';
    const counted = await gov.output(gov.user, grantId, { csv });
    expect(counted.disclosure).toBe('failed');
    expect(rule(await reportOf(counted.id), 'threshold').cells.map((c) => c.column)).toEqual(['age', 'age']);
    const marked = await gov.output(gov.user, grantId, { csv, notCountColumns: 'age' });
    expect(marked.disclosure).toBe('passed');
    expect((await reportOf(marked.id)).columns).toEqual([
      { name: 'age', role: 'other' },
      { name: 'patients', role: 'count' },
    ]);
  });

  it('fail a dominated magnitude (marked, with its _top1/_top2 columns) and pass one that is not', async () => {
    const csv = 'site,income,income_top1,income_top2\nA,1000,950,30\nB,1000,300,200\n';
    const out = await gov.output(gov.user, grantId, { csv, magnitudeColumns: 'income' });
    expect(out.disclosure).toBe('failed');
    const report = await reportOf(out.id);
    expect(failing(report).sort()).toEqual(['dominance', 'pRatio']);
    expect(rule(report, 'dominance')).toMatchObject({ failing: 1, cells: [{ row: 1, column: 'income', value: '1000' }] });
    expect(report.columns).toEqual([
      { name: 'site', role: 'text' },
      { name: 'income', role: 'magnitude' },
      { name: 'income_top1', role: 'top' },
      { name: 'income_top2', role: 'top' },
    ]);
    // Unmarked, the same columns are plain counts, which pass.
    expect((await gov.output(gov.user, grantId, { csv })).disclosure).toBe('passed');
  });

  it('fail every cell of a magnitude marked without its top contributions', async () => {
    const out = await gov.output(gov.user, grantId, { csv: 'site,cost\nA,1200\nB,800\n', magnitudeColumns: 'cost' });
    expect(rule(await reportOf(out.id), 'dominance').failing).toBe(2);
  });
});

describe('the disclosure field', () => {
  it('is the server’s: a client writing it is refused (40000 errors.disclosure)', async () => {
    const body = {
      title: 'Claims to pass',
      grant: grantId,
      description: 'x',
      file: { name: 't.csv', data: b64('group,patients\nA,3\n') },
      disclosure: 'passed',
    };
    const created = await gov.call('POST', OUTPUTS, gov.user, body);
    expect(created.json.code).toBe(40000);
    expect(created.json.data.errors).toHaveProperty('disclosure');
    const out = await gov.output(gov.user, grantId, { csv: 'group,patients\nA,3\n' });
    const patched = await gov.call('PATCH', `${OUTPUTS}/${out.id}`, gov.user, { disclosure: 'passed' });
    expect(patched.json.code).toBe(40000);
    expect((await gov.read(OUTPUTS, out.id)).disclosure).toBe('failed');
  });

  it("is not read from another user's output (40400), and an admin reads it", async () => {
    const adminGrant = (await gov.grant(gov.admin, { approvers: [gov.reviewer] })).grant;
    const theirs = await gov.output(gov.admin, adminGrant.id, { csv: 'group,patients\nA,42\nB,4\n' });
    const refused = await gov.call('GET', `${OUTPUTS}/${theirs.id}/disclosure`, gov.user);
    expect(refused.json.code).toBe(40400);
    expect(refused.text).not.toContain('patients');
    expect((await reportOf(theirs.id, gov.reviewer)).passed).toBe(false);
  });

  it('has a report computed when asked for a seeded output, which has none kept', async () => {
    const report = await reportOf(1, gov.admin);
    expect(report).toMatchObject({ kind: 'table', threshold: 10, passed: true });
    expect(report.rules.map((r) => r.rule)).toEqual(['threshold', 'zeros', 'dominance', 'pRatio', 'formulas']);
    expect((await gov.read(OUTPUTS, 1)).disclosure).toBe('passed');
  });
});

describe('a marked column the file lacks', () => {
  it.each([
    ['magnitudeColumns', { magnitudeColumns: 'patients, revenue' }],
    ['notCountColumns', { notCountColumns: 'year' }],
  ])('refuses the output (40000 naming %s) and creates nothing', async (field, marking) => {
    const before = (await gov.all(OUTPUTS)).length;
    const res = await gov.call('POST', OUTPUTS, gov.user, {
      title: 'Mismarked',
      grant: grantId,
      description: 'x',
      file: { name: 't.csv', data: b64('group,patients\nA,42\n') },
      ...marking,
    });
    expect(res.json.code).toBe(40000);
    expect(Object.keys(res.json.data.errors ?? {})).toEqual([field]);
    expect((await gov.all(OUTPUTS)).length).toBe(before);
  });

  it('refuses a change of marking to it, keeping the output as it was', async () => {
    const out = await gov.output(gov.user, grantId);
    const res = await gov.call('PATCH', `${OUTPUTS}/${out.id}`, gov.user, { magnitudeColumns: 'revenue' });
    expect(res.json.code).toBe(40000);
    expect(res.json.data.errors).toHaveProperty('magnitudeColumns');
    const now = await gov.read(OUTPUTS, out.id);
    expect(now.magnitudeColumns).toBeUndefined();
    expect(now.disclosure).toBe('passed');
  });
});

describe('an image', () => {
  it('is marked for a check by eye, which the checker must confirm (40000 manual)', async () => {
    const figure = pngImage(4, 4);
    const out = await gov.output(gov.user, grantId, { png: figure });
    expect(out.disclosure).toBe('manual');
    expect(await reportOf(out.id)).toMatchObject({ kind: 'image', passed: false, rules: [{ rule: 'manual', passed: false }] });
    const before = await stateOf(gov, OUTPUTS, out.id);
    await expectRefused(gov, OUTPUTS, out.id, await gov.check(out.id, gov.admin), 40000, { why: 'manual', field: 'manualCheck' }, before);
    await expectRefused(gov, OUTPUTS, out.id, await gov.check(out.id, gov.admin, { manualCheck: false }), 40000, { why: 'manual' }, before);
    // An override reason does not stand in for looking at it.
    await expectRefused(gov, OUTPUTS, out.id, await gov.check(out.id, gov.admin, { disclosureOverride: 'Looks fine' }), 40000, { why: 'manual' }, before);
    expect((await gov.check(out.id, gov.admin, { manualCheck: 'yes' })).json.code).toBe(40000);
    const checked = await gov.check(out.id, gov.admin, { manualCheck: true });
    expect(checked.json.data.state).toBe('checked');
    expect((await gov.history(OUTPUTS, out.id)).at(-1)?.fields).toEqual({ sha256: sha256(figure), manualCheck: true });
  });
});

describe("a core dataset's grant", () => {
  const CSV = 'group,patients\nA,42\nB,15\n';

  it('raises the threshold to 20: a cell of 15 fails there and passes under another grant', async () => {
    const core = (await gov.grant(gov.user, { datasets: [DS.core], approvers: [gov.admin, gov.reviewer] })).grant;
    const underCore = await gov.output(gov.user, core.id, { csv: CSV });
    expect(underCore.disclosure).toBe('failed');
    const report = await reportOf(underCore.id);
    expect(report.threshold).toBe(20);
    expect(rule(report, 'threshold').cells).toEqual([{ row: 2, column: 'patients', value: '15' }]);
    await expectRefused(gov, OUTPUTS, underCore.id, await gov.check(underCore.id, gov.admin), 40000, { why: 'disclosure' });

    const plain = await gov.output(gov.user, grantId, { csv: CSV });
    expect(plain.disclosure).toBe('passed');
    expect((await reportOf(plain.id)).threshold).toBe(10);
    expect((await gov.check(plain.id, gov.admin)).json.data.state).toBe('checked');
  });
});
