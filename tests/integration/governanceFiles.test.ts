/**
 * The file an output's checker saw is the file released: a check names the sha256 of the file as
 * the checker saw it, and is refused when the file was replaced meanwhile; once checked the file
 * cannot be changed, and a release is refused unless the stored file is still the one checked.
 * A check and a replacement sent at the same moment end one way or the other, never both.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StoredFile } from '../../resources/lib/files';
import { expectRefused, fileEntry, OUTPUTS, SAFE_CSV, sha256, startGovernance, stateOf, type Gov } from './governanceHelpers';
import { b64 } from './helpers';

let gov: Gov;
let grantId: number;
beforeAll(async () => {
  gov = await startGovernance();
  grantId = (await gov.grant(gov.user)).grant.id;
});
afterAll(() => gov.stop());

const V2 = 'group,patients\nA,40\nB,27\n';
const put = (id: number, csv: string, name = 'v2.csv') =>
  gov.call<{ file: StoredFile }>('PUT', `${OUTPUTS}/${id}`, gov.user, {
    title: 'Governance test output',
    grant: grantId,
    description: 'Counts by group, revised.',
    file: { name, data: b64(csv) },
  });
const seenBy = async (id: number) => (await gov.read<{ file: StoredFile }>(OUTPUTS, id)).file;
const download = async (id: number) => {
  const res = await fetch(`${gov.run.baseUrl}${OUTPUTS}/${id}/files/file`, { headers: { Authorization: `Bearer ${gov.admin}` } });
  return Buffer.from(await res.arrayBuffer());
};

describe('a check', () => {
  it('names the file the checker saw: refused (40900 fileChanged) once the requester replaced it, taken with the new one', async () => {
    const out = await gov.output(gov.user, grantId);
    const seen = await seenBy(out.id);
    const replaced = await put(out.id, V2);
    expect(replaced.json.code).toBe(20000);
    expect(replaced.json.data.file.sha256).toBe(sha256(V2));
    expect(replaced.json.data.file.sha256).not.toBe(seen.sha256);

    const before = await stateOf(gov, OUTPUTS, out.id);
    const stale = await gov.move(OUTPUTS, out.id, gov.admin, { to: 'checked', sha256: seen.sha256 });
    await expectRefused(gov, OUTPUTS, out.id, stale, 40900, { why: 'fileChanged', field: 'file' }, before);

    const fresh = await seenBy(out.id);
    const checked = await gov.move(OUTPUTS, out.id, gov.admin, { to: 'checked', sha256: fresh.sha256 });
    expect(checked.json.data).toMatchObject({ state: 'checked', file: { sha256: sha256(V2) } });
    // The history names both files, the first and the one that replaced it, then the check of the second.
    expect(await gov.history(OUTPUTS, out.id, gov.user)).toEqual([
      fileEntry('table.csv', SAFE_CSV),
      fileEntry('v2.csv', V2),
      expect.objectContaining({ transition: 'check', actor: 'admin', fields: { sha256: sha256(V2) } }),
    ]);
  });

  it.each([
    ['without a sha256 (40000 fileUnseen)', {}, { why: 'fileUnseen' }],
    ['with a sha256 that is no digest (40000 errors.sha256)', { sha256: 'abc' }, undefined],
    ['with the digest of other bytes (40900 fileChanged)', { sha256: sha256('other bytes') }, { why: 'fileChanged' }],
  ])('is refused %s', async (_, body, refusal) => {
    const out = await gov.output(gov.user, grantId);
    const before = await stateOf(gov, OUTPUTS, out.id);
    const res = await gov.move(OUTPUTS, out.id, gov.admin, { to: 'checked', ...body });
    if (refusal?.why === 'fileChanged') expect(res.json.code).toBe(40900);
    else {
      expect(res.json.code).toBe(40000);
      expect(res.json.data.errors).toHaveProperty('sha256');
    }
    if (refusal) expect(res.json.data.refusal).toMatchObject(refusal);
    expect(await stateOf(gov, OUTPUTS, out.id)).toEqual(before);
  });
});

describe('a checked output', () => {
  it('keeps its file: a PUT, a PATCH or a delete by the requester is refused', async () => {
    const out = await gov.output(gov.user, grantId);
    gov.ok(await gov.check(out.id, gov.admin), 'check');
    const file = await seenBy(out.id);
    const replaced = await put(out.id, V2);
    expect(replaced.json.code).toBe(40000);
    expect(replaced.json.msg).toContain('cannot be changed');
    const patched = await gov.call('PATCH', `${OUTPUTS}/${out.id}`, gov.user, { file: { name: 'v3.csv', data: b64(V2) } });
    expect(patched.json.code).toBe(40000);
    expect((await gov.call('DELETE', `${OUTPUTS}/${out.id}`, gov.user)).json.code).toBe(40000);
    expect(await seenBy(out.id)).toEqual(file);
    expect(sha256(await download(out.id))).toBe(file.sha256);
    expect((await gov.read(OUTPUTS, out.id)).state).toBe('checked');
    // No file entry for the refused replacements: the history names only the file checked.
    expect(await gov.history(OUTPUTS, out.id)).toEqual([fileEntry('table.csv', SAFE_CSV), expect.objectContaining({ transition: 'check' })]);
  });

  it('is not released when the stored file is not the one checked (40900 fileChanged since check)', async () => {
    const out = await gov.output(gov.user, grantId);
    gov.ok(await gov.check(out.id, gov.admin), 'check');
    // No call can change a checked output's file (above): the row is written directly, as a restore of an old backup might.
    const file = await seenBy(out.id);
    const other: StoredFile = { ...file, name: 'swapped.csv', sha256: sha256(V2), size: V2.length };
    await gov.run.api.data.db
      .updateTable('outputs')
      .set({ file: JSON.stringify(other) })
      .where('id', '=', out.id)
      .execute();
    const before = await stateOf(gov, OUTPUTS, out.id);
    const release = await gov.move(OUTPUTS, out.id, gov.reviewer, { to: 'released' });
    await expectRefused(gov, OUTPUTS, out.id, release, 40900, { why: 'fileChanged', field: 'file', transition: 'check' }, before);
    // Put back, it is released.
    await gov.run.api.data.db
      .updateTable('outputs')
      .set({ file: JSON.stringify(file) })
      .where('id', '=', out.id)
      .execute();
    expect((await gov.move(OUTPUTS, out.id, gov.reviewer, { to: 'released' })).json.data.state).toBe('released');
  });
});

describe('a check and a replacement sent at the same moment', () => {
  /** One race: the checker checks the file as they saw it while the requester replaces it. */
  async function race(trial: number) {
    const out = await gov.output(gov.user, grantId, { name: `race-${trial}.csv` });
    const seen = await seenBy(out.id);
    const next = `group,patients\nA,${100 + trial}\nB,50\n`;
    const [check, replace] = await Promise.all([gov.move(OUTPUTS, out.id, gov.admin, { to: 'checked', sha256: seen.sha256 }), put(out.id, next)]);
    const after = await gov.read<{ file: StoredFile }>(OUTPUTS, out.id);
    const stored = sha256(await download(out.id));
    expect(stored, 'the bytes stored are the ones the record names').toBe(after.file.sha256);
    // Exactly one of them went through.
    expect(
      [check.json.code, replace.json.code].filter((c) => c === 20000),
      JSON.stringify([check.json, replace.json.msg]),
    ).toHaveLength(1);
    const steps = await gov.history(OUTPUTS, out.id);
    if (check.json.code === 20000) {
      expect(replace.json.code).toBe(40000);
      expect(after.state).toBe('checked');
      expect(steps).toEqual([fileEntry(`race-${trial}.csv`, SAFE_CSV), expect.objectContaining({ transition: 'check', fields: { sha256: seen.sha256 } })]);
      expect(stored).toBe(seen.sha256);
    } else {
      expect(check.json.code).toBe(40900);
      expect(check.json.data.refusal).toMatchObject({ why: 'fileChanged' });
      expect(after.state).toBe('submitted');
      expect(steps).toEqual([fileEntry(`race-${trial}.csv`, SAFE_CSV), fileEntry('v2.csv', next)]);
      expect(stored).toBe(sha256(next));
    }
    return check.json.code === 20000 ? 'checked' : 'replaced';
  }

  it.each([0, 1])('end one way or the other, never both (10 trials, batch %i)', async (batch) => {
    const outcomes: string[] = [];
    for (let i = 0; i < 10; i++) outcomes.push(await race(batch * 10 + i));
    expect(outcomes).toHaveLength(10);
  });
});
