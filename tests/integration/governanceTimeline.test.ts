/**
 * A request's timeline, its chain of custody: the request's creation and steps, its grant's, its
 * outputs' creation and steps, oldest first, with who took each (a person, or the system and why),
 * the fingerprint of each output's file and of the file each checker saw, and override reasons.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TimelineEntry } from '../../resources/lib/workflow';
import { DS, fileEntry, GRANTS, OUTPUTS, REQUESTS, SAFE_CSV, sha256, startGovernance, type Gov } from './governanceHelpers';
import { b64 } from './helpers';

let gov: Gov;
beforeAll(async () => {
  gov = await startGovernance();
});
afterAll(() => gov.stop());

const timeline = (id: number, token = gov.admin) => gov.call<{ list: TimelineEntry[] }>('GET', `${REQUESTS}/${id}/timeline`, token);
const FAILING = 'group,patients\nA,42\nB,3\n';

describe("a request's timeline", () => {
  it('joins the request, its grant and its outputs, oldest first, with actors, fingerprints, reasons and causes', async () => {
    const req = await gov.request(gov.user, { title: 'Timeline request', datasets: [DS.plain] });
    gov.ok(await gov.move(REQUESTS, req.id, gov.user, { to: 'submitted' }), 'submit');
    const end = gov.ahead(400);
    gov.ok(await gov.approve(req.id, gov.admin, { accessExpiresAt: end, decisionNote: 'Approved for the study period.' }), 'approve');
    const [grant] = await gov.grantsOf(req.id);
    const checkedOut = await gov.output(gov.user, grant.id, { csv: FAILING, name: 'table-1.csv' });
    const heldOut = await gov.output(gov.user, grant.id, { name: 'table-2.csv' });
    const reason = 'Cell B is a published national figure.';
    gov.ok(await gov.check(checkedOut.id, gov.admin, { disclosureOverride: reason }), 'check');
    gov.ok(await gov.move(OUTPUTS, checkedOut.id, gov.reviewer, { to: 'released' }), 'release');
    gov.ok(await gov.move(GRANTS, grant.id, gov.admin, { to: 'closed' }), 'close');

    const res = await timeline(req.id);
    expect(res.json.code).toBe(20000);
    const list = res.json.data.list;
    expect(list.map((e) => [e.resource, e.recordId, e.transition, e.from, e.to, e.actor])).toEqual([
      ['accessRequests', req.id, 'create', '', 'draft', 'user'],
      ['accessRequests', req.id, 'submit', 'draft', 'submitted', 'user'],
      ['accessRequests', req.id, 'approve', 'submitted', 'approved', 'admin'],
      ['outputs', checkedOut.id, 'create', '', 'submitted', 'user'],
      ['outputs', checkedOut.id, 'file', 'submitted', 'submitted', 'user'],
      ['outputs', heldOut.id, 'create', '', 'submitted', 'user'],
      ['outputs', heldOut.id, 'file', 'submitted', 'submitted', 'user'],
      ['outputs', checkedOut.id, 'check', 'submitted', 'checked', 'admin'],
      ['outputs', checkedOut.id, 'release', 'checked', 'released', 'reviewer'],
      ['grants', grant.id, 'close', 'active', 'closed', 'admin'],
      ['outputs', heldOut.id, 'hold', 'submitted', 'held', 'system'],
    ]);
    const times = list.map((e) => Date.parse(e.time));
    expect(times.every((t, i) => !Number.isNaN(t) && (i === 0 || t >= times[i - 1]))).toBe(true);
    // Each step in its own moment but an output's creation and the file it came with, which are one,
    // and the close and the hold it caused, which are one.
    expect(list[4].time).toBe(list[3].time);
    expect(list[6].time).toBe(list[5].time);
    expect(new Set(times).size).toBe(list.length - 3);

    expect(list[0].label).toBe('Timeline request');
    expect(list[2].fields).toEqual({ accessExpiresAt: end, decisionNote: 'Approved for the study period.' });
    // A creation carries no file: the file written with it is the entry after it.
    expect(list[3].label).toBe('Governance test output');
    expect(list[3].fields).toEqual({});
    expect(list[4].label).toBe('Governance test output');
    expect(list[4].fields).toEqual({ file: { name: 'table-1.csv', sha256: sha256(FAILING) } });
    expect(list[6].fields).toEqual({ file: { name: 'table-2.csv', sha256: sha256(SAFE_CSV) } });
    expect(list[7].fields).toEqual({ sha256: sha256(FAILING), disclosureOverride: reason });
    expect(list[9].label).toBe(grant.code);
    expect(list[9].fields).toEqual({});
    expect(list[9].cause).toBeUndefined();
    expect(list[10].cause).toEqual({ resource: 'grants', id: grant.id, transition: 'close' });

    // The requester reads the same timeline of their own request.
    const own = await timeline(req.id, gov.user);
    expect(own.json.data.list).toEqual(list);
  });

  it("keeps a quorum's first approval and the system's causes across resources", async () => {
    const { request, grant } = await gov.grant(gov.user, { datasets: [DS.core], approvers: [gov.admin, gov.reviewer] });
    const out = await gov.output(gov.user, grant.id);
    gov.jump(400);
    await gov.run.api.jobs.run('expirySweep');
    const list = (await timeline(request.id)).json.data.list;
    expect(list.map((e) => [e.resource, e.transition, e.from, e.to, e.actor])).toEqual([
      ['accessRequests', 'create', '', 'draft', 'user'],
      ['accessRequests', 'submit', 'draft', 'submitted', 'user'],
      ['accessRequests', 'approve', 'submitted', 'submitted', 'admin'],
      ['accessRequests', 'approve', 'submitted', 'approved', 'reviewer'],
      ['outputs', 'create', '', 'submitted', 'user'],
      ['outputs', 'file', 'submitted', 'submitted', 'user'],
      ['grants', 'expire', 'active', 'expired', 'system'],
      ['outputs', 'hold', 'submitted', 'held', 'system'],
    ]);
    expect(list[5]).toMatchObject({ recordId: out.id, fields: { file: { name: 'table.csv', sha256: sha256(SAFE_CSV) } } });
    expect(list[5].cause).toBeUndefined();
    expect(list[6].cause).toEqual({ resource: 'jobs', id: 0, transition: 'expirySweep' });
    expect(list[7]).toMatchObject({ recordId: out.id, cause: { resource: 'grants', id: grant.id, transition: 'expire' } });
  });

  it('names the file an output was created with, then the one that replaced it before the check (chain of custody)', async () => {
    const { request, grant } = await gov.grant(gov.user);
    const out = await gov.output(gov.user, grant.id, { name: 'first.csv', csv: SAFE_CSV });
    const next = 'group,patients\nA,43\nB,24\n';
    gov.ok(
      await gov.call('PUT', `${OUTPUTS}/${out.id}`, gov.user, {
        title: 'Replaced',
        grant: grant.id,
        description: 'd',
        file: { name: 'second.csv', data: b64(next) },
      }),
      'replace',
    );
    gov.ok(await gov.check(out.id, gov.admin), 'check');
    const entries = (await timeline(request.id)).json.data.list.filter((e) => e.resource === 'outputs');
    // The file the output came with (the first one, not the one it has now), right after its
    // creation and at its moment; then the replacement, by its writer; then the check of the second.
    expect(entries.map((e) => [e.recordId, e.transition, e.from, e.to, e.actor, e.fields])).toEqual([
      [out.id, 'create', '', 'submitted', 'user', {}],
      [out.id, 'file', 'submitted', 'submitted', 'user', { file: { name: 'first.csv', sha256: sha256(SAFE_CSV) } }],
      [out.id, 'file', 'submitted', 'submitted', 'user', { file: { name: 'second.csv', sha256: sha256(next) } }],
      [out.id, 'check', 'submitted', 'checked', 'admin', { sha256: sha256(next) }],
    ]);
    expect(entries[1].time).toBe(entries[0].time);
    expect(Date.parse(entries[2].time)).toBeGreaterThan(Date.parse(entries[1].time));
    // The output's own history says the same, with who wrote each file.
    expect(await gov.history(OUTPUTS, out.id, gov.user)).toEqual([
      fileEntry('first.csv', SAFE_CSV),
      fileEntry('second.csv', next),
      expect.objectContaining({ transition: 'check', actor: 'admin', fields: { sha256: sha256(next) } }),
    ]);
  });

  it("is not another user's to read (40400), while an admin reads anyone's", async () => {
    const adminsOwn = await gov.submitted(gov.admin, { title: 'Admin’s own request' });
    const refused = await timeline(adminsOwn.id, gov.user);
    expect(refused.json.code).toBe(40400);
    expect(refused.text).not.toContain('Admin’s own request');
    expect((await timeline(adminsOwn.id, gov.reviewer)).json.data.list.map((e) => e.transition)).toEqual(['create', 'submit']);
    expect((await timeline(999_999)).json.code).toBe(40400);
  });
});
