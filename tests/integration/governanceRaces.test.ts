/**
 * A grant closed, or a dataset withdrawn, at the same moment as something that depends on it: the
 * end state is one the two calls could have reached one after the other. Nothing pending stays
 * under a closed grant, no grant stays live over a withdrawn dataset, no request stays submitted
 * naming one. Each race runs on fresh records, several times.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATASETS, GRANTS, OUTPUTS, REQUESTS, SAFE_CSV, startGovernance, type Gov, type Rec } from './governanceHelpers';
import { b64 } from './helpers';

let gov: Gov;
beforeAll(async () => {
  gov = await startGovernance();
});
afterAll(() => gov.stop());

const TRIALS = 8;
const close = (grant: number) => gov.move(GRANTS, grant, gov.admin, { to: 'closed' });

let made = 0;
async function publishedDataset(): Promise<Rec> {
  const ds = gov.ok(
    await gov.call('POST', DATASETS, gov.admin, { title: `Race dataset ${++made} ${gov.clock.t}`, custodian: 'C', dataType: 'ehr', sensitivity: 'internal' }),
    'dataset',
  );
  return gov.ok(await gov.move(DATASETS, ds.id, gov.admin, { to: 'published' }), 'publish');
}
const withdraw = (ds: number) => gov.move(DATASETS, ds, gov.reviewer, { to: 'withdrawn', withdrawReason: 'Consent withdrawn' });

describe('a grant closed at the same moment as', () => {
  it('a new output under it: the output is refused or held, never left pending', async () => {
    for (let i = 0; i < TRIALS; i++) {
      const { grant } = await gov.grant(gov.user);
      const [created, closed] = await Promise.all([
        gov.call('POST', OUTPUTS, gov.user, { title: `Race ${i}`, grant: grant.id, description: 'd', file: { name: 't.csv', data: b64(SAFE_CSV) } }),
        close(grant.id),
      ]);
      expect(closed.json.code).toBe(20000);
      if (created.json.code !== 20000) {
        expect(created.json.code).toBe(40000);
        expect(created.json.data.errors).toHaveProperty('grant');
        // Nothing was written: no output under the grant.
        expect((await gov.all(OUTPUTS)).filter((o) => o.grant === grant.id)).toEqual([]);
        continue;
      }
      const out = await gov.read(OUTPUTS, created.json.data.id);
      expect(out.state, `output ${out.id} under closed grant ${grant.id}`).toBe('held');
      const steps = await gov.history(OUTPUTS, out.id);
      expect(steps.map((h) => h.transition)).toEqual(['file', 'hold']);
      expect(steps.at(-1)).toMatchObject({
        transition: 'hold',
        cause: { resource: 'grants', id: grant.id, transition: 'close' },
      });
    }
  });

  it('a check of its output: the output ends held, whichever came first', async () => {
    for (let i = 0; i < TRIALS; i++) {
      const { grant } = await gov.grant(gov.user);
      const out = await gov.output(gov.user, grant.id);
      const sha256 = (await gov.read<{ file: { sha256: string } }>(OUTPUTS, out.id)).file.sha256;
      const [checked, closed] = await Promise.all([gov.move(OUTPUTS, out.id, gov.reviewer, { to: 'checked', sha256 }), close(grant.id)]);
      expect(closed.json.code).toBe(20000);
      expect((await gov.read(OUTPUTS, out.id)).state).toBe('held');
      const steps = await gov.history(OUTPUTS, out.id);
      const code = checked.json.code;
      if (code === 20000) {
        // Checked first, then held from checked by the close.
        expect(steps.map((h) => [h.transition, h.from, h.to])).toEqual([
          ['file', 'submitted', 'submitted'],
          ['check', 'submitted', 'checked'],
          ['hold', 'checked', 'held'],
        ]);
      } else {
        if (code === 40900) {
          // The check read the output still submitted, and its grant closed already.
          expect(checked.json.data.refusal).toEqual({ why: 'reference', field: 'grant', resource: 'grants', state: 'closed' });
        } else {
          // The close had held the output already: no check leaves held.
          expect(code, JSON.stringify(checked.json)).toBe(40000);
          expect(checked.json.data.refusal).toEqual({ why: 'state', state: 'held' });
        }
        expect(steps.map((h) => [h.transition, h.from, h.to])).toEqual([
          ['file', 'submitted', 'submitted'],
          ['hold', 'submitted', 'held'],
        ]);
      }
      expect(steps.at(-1)).toMatchObject({ actor: 'system', cause: { resource: 'grants', id: grant.id, transition: 'close' } });
    }
  });

  it('a release of its output: released before the close, or held and not released', async () => {
    for (let i = 0; i < TRIALS; i++) {
      const { grant } = await gov.grant(gov.user);
      const out = await gov.output(gov.user, grant.id);
      gov.ok(await gov.check(out.id, gov.admin), 'check');
      const [released, closed] = await Promise.all([gov.move(OUTPUTS, out.id, gov.reviewer, { to: 'released' }), close(grant.id)]);
      expect(closed.json.code).toBe(20000);
      const state = (await gov.read(OUTPUTS, out.id)).state;
      expect(state).toBe(released.json.code === 20000 ? 'released' : 'held');
      const steps = (await gov.history(OUTPUTS, out.id)).map((h) => h.transition);
      expect(steps).toEqual(released.json.code === 20000 ? ['file', 'check', 'release'] : ['file', 'check', 'hold']);
    }
  });
});

describe('a dataset withdrawn at the same moment as', () => {
  it('the approval of a request naming it: no grant stays live over it', async () => {
    for (let i = 0; i < TRIALS; i++) {
      const ds = await publishedDataset();
      const req = await gov.submitted(gov.user, { datasets: [ds.id] });
      const [approved, withdrawn] = await Promise.all([gov.approve(req.id, gov.admin), withdraw(ds.id)]);
      expect(withdrawn.json.code).toBe(20000);
      const grants = await gov.grantsOf(req.id);
      const state = (await gov.read(REQUESTS, req.id)).state;
      if (approved.json.code === 20000) {
        expect(state).toBe('approved');
        expect(grants.map((g) => g.state)).toEqual(['closed']);
      } else {
        expect(state).toBe('returned');
        expect(grants).toEqual([]);
      }
    }
  });

  it('the submission of a request naming it: the request does not stay submitted', async () => {
    for (let i = 0; i < TRIALS; i++) {
      const ds = await publishedDataset();
      const draft = await gov.request(gov.user, { datasets: [ds.id] });
      const [submitted, withdrawn] = await Promise.all([gov.move(REQUESTS, draft.id, gov.user, { to: 'submitted' }), withdraw(ds.id)]);
      expect(withdrawn.json.code).toBe(20000);
      const state = (await gov.read(REQUESTS, draft.id)).state;
      if (submitted.json.code === 20000) expect(state).toBe('returned');
      else {
        expect(submitted.json.data.refusal).toMatchObject({ why: 'reference', state: 'withdrawn' });
        expect(state).toBe('draft');
      }
    }
  });
});
