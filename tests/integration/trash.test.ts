/**
 * The trash over HTTP, on either engine: a delete of a policy moves it to the trash (gone from the
 * list, its total and GET /:id), listed with who deleted it and when to the collection's writers; a
 * restore brings it back with its id and values, or is refused whole (40900 naming the field) when
 * its unique value was taken meanwhile; an admin purges it for good; a per-user collection's trash
 * is its owner's; two restores or a restore and a purge at once: exactly one goes through; the
 * housekeeping job purges what is older than TRASH_RETENTION_DAYS.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trashRetentionDays } from '../../fake-api/trash';
import { ADMIN_ID, startGovernance, type Gov, type Rec } from './governanceHelpers';
import { POLICIES } from './helpers';

const VIEWS = '/api/views';
const GRANTS = '/api/data/grants';
type Trashed = Rec & { deletedBy: { id: number; name: string } | null; deletedAt: string };
type TrashPage = { list: Trashed[]; total: number };

let gov: Gov;
beforeAll(async () => {
  gov = await startGovernance();
}, 60_000);
afterAll(() => gov.stop());

let made = 0;
const newPolicy = async (overrides: Record<string, unknown> = {}) =>
  gov.ok(
    await gov.call('POST', POLICIES, gov.admin, {
      number: String(40_000_000 + made++),
      name: `Trash ${made}`,
      contentType: 'img',
      filterType: 'rules',
      count: 3,
      status: 'online',
      ...overrides,
    }),
    'create policy',
  );
const trashOf = async (path: string, token = gov.admin, query = '?perPage=100') =>
  gov.ok(await gov.call<TrashPage>('GET', `${path}/trash${query}`, token), 'trash');
const total = async (path: string) => gov.ok(await gov.call<{ total: number }>('GET', `${path}?current=1&pageSize=1`, gov.admin), 'list').total;
const revisionActions = async (path: string, id: number) =>
  gov.ok(await gov.call<{ list: { action: string }[] }>('GET', `${path}/${id}/revisions`, gov.admin), 'revisions').list.map((r) => r.action);

describe('a policy deleted', () => {
  it('goes to the trash: out of the list, its total and GET /:id; listed with who deleted it and when', async () => {
    const policy = await newPolicy();
    const before = await total(POLICIES);
    const deleted = await gov.call('DELETE', `${POLICIES}/${policy.id}`, gov.admin);
    expect(deleted.json.code, deleted.text).toBe(20000);
    const deletedAt = new Date(gov.clock.t).toISOString();
    expect(await total(POLICIES)).toBe(before - 1);
    expect((await gov.call('GET', `${POLICIES}/${policy.id}`, gov.admin)).json.code).toBe(40400);
    const trash = await trashOf(POLICIES);
    const entry = trash.list.find((t) => t.id === policy.id)!;
    expect(entry).toMatchObject({ ...policy, deletedBy: { id: ADMIN_ID, name: 'admin' }, deletedAt });
    // The last deleted first.
    expect(trash.list[0].id).toBe(policy.id);
    expect(trash.total).toBeGreaterThanOrEqual(1);
  });

  it('is restored with its id and values, as a revision; a second restore finds nothing', async () => {
    const policy = await newPolicy({ name: 'Restore me', count: 9 });
    gov.ok(await gov.call('DELETE', `${POLICIES}/${policy.id}`, gov.admin), 'delete');
    const restored = await gov.call('POST', `${POLICIES}/${policy.id}/restore`, gov.admin);
    expect(restored.json.code, restored.text).toBe(20000);
    expect(restored.headers.get('ETag')).toMatch(/^"[0-9a-f]{64}"$/);
    expect(restored.json.data).toEqual(policy);
    expect(await gov.read(POLICIES, policy.id)).toEqual(policy);
    expect((await trashOf(POLICIES)).list.some((t) => t.id === policy.id)).toBe(false);
    expect(await revisionActions(POLICIES, policy.id)).toEqual(['restore', 'delete', 'create']);
    const again = await gov.call('POST', `${POLICIES}/${policy.id}/restore`, gov.admin);
    expect(again.json.code).toBe(40400);
  });

  it('is not restored when its unique value was taken meanwhile: 40900 naming the field, and it stays in the trash', async () => {
    const policy = await newPolicy();
    gov.ok(await gov.call('DELETE', `${POLICIES}/${policy.id}`, gov.admin), 'delete');
    const taker = await newPolicy({ number: policy.number });
    const refused = await gov.call('POST', `${POLICIES}/${policy.id}/restore`, gov.admin);
    expect(refused.json).toMatchObject({ code: 40900, data: { errors: { number: 'This value is already used' } } });
    expect((await gov.call('GET', `${POLICIES}/${policy.id}`, gov.admin)).json.code).toBe(40400);
    expect((await trashOf(POLICIES)).list.some((t) => t.id === policy.id)).toBe(true);
    expect(await gov.read(POLICIES, taker.id)).toEqual(taker);
  });

  it('is purged for good by an admin; the trash is only for those who may write the collection', async () => {
    const policy = await newPolicy();
    gov.ok(await gov.call('DELETE', `${POLICIES}/${policy.id}`, gov.admin), 'delete');
    expect((await gov.call('GET', `${POLICIES}/trash`, gov.user)).json.code).toBe(40300);
    expect((await gov.call('POST', `${POLICIES}/${policy.id}/restore`, gov.user)).json.code).toBe(40300);
    const purged = await gov.call('DELETE', `${POLICIES}/trash/${policy.id}`, gov.admin);
    expect(purged.json.code, purged.text).toBe(20000);
    expect((await trashOf(POLICIES)).list.some((t) => t.id === policy.id)).toBe(false);
    expect((await gov.call('POST', `${POLICIES}/${policy.id}/restore`, gov.admin)).json.code).toBe(40400);
    expect((await gov.call('DELETE', `${POLICIES}/trash/${policy.id}`, gov.admin)).json.code).toBe(40400);
    expect((await gov.call('DELETE', `${POLICIES}/trash/abc`, gov.admin)).json.code).toBe(40400);
  });
});

describe('a per-user collection (saved views)', () => {
  it("keeps each owner's trash their own, and lets its owner restore but not purge", async () => {
    const view = gov.ok(await gov.call('POST', VIEWS, gov.user, { name: 'Mine', resource: 'policies', state: 'sort=name' }), 'view');
    gov.ok(await gov.call('DELETE', `${VIEWS}/${view.id}`, gov.user), 'delete view');
    expect((await trashOf(VIEWS, gov.user)).list.map((t) => t.id)).toContain(view.id);
    expect((await trashOf(VIEWS, gov.admin)).list.map((t) => t.id)).not.toContain(view.id);
    expect((await gov.call('POST', `${VIEWS}/${view.id}/restore`, gov.admin)).json.code).toBe(40400);
    expect((await gov.call('DELETE', `${VIEWS}/trash/${view.id}`, gov.user)).json.code).toBe(40300);
    const restored = await gov.call('POST', `${VIEWS}/${view.id}/restore`, gov.user);
    expect(restored.json.code, restored.text).toBe(20000);
    expect(restored.json.data).toMatchObject({ id: view.id, name: 'Mine' });
  });
});

describe('a resource without a trash (access grants)', () => {
  it('serves no trash routes', async () => {
    expect((await gov.call('GET', `${GRANTS}/trash`, gov.admin)).json.code).toBe(40400);
    expect((await gov.call('POST', `${GRANTS}/1/restore`, gov.admin)).json.code).toBe(40400);
  });
});

describe('at once', () => {
  it('of two restores of one record, exactly one goes through; of a restore and a purge, exactly one', async () => {
    for (let trial = 0; trial < 5; trial++) {
      const policy = await newPolicy();
      gov.ok(await gov.call('DELETE', `${POLICIES}/${policy.id}`, gov.admin), 'delete');
      const restores = await Promise.all([1, 2].map(() => gov.call('POST', `${POLICIES}/${policy.id}/restore`, gov.admin)));
      expect(restores.map((r) => r.json.code).sort()).toEqual([20000, 40400]);
      expect(await gov.read(POLICIES, policy.id)).toEqual(policy);

      gov.ok(await gov.call('DELETE', `${POLICIES}/${policy.id}`, gov.admin), 'delete again');
      const both = await Promise.all([
        gov.call('POST', `${POLICIES}/${policy.id}/restore`, gov.admin),
        gov.call('DELETE', `${POLICIES}/trash/${policy.id}`, gov.admin),
      ]);
      expect(both.map((r) => r.json.code).sort()).toEqual([20000, 40400]);
      const [restore] = both;
      const present = (await gov.call('GET', `${POLICIES}/${policy.id}`, gov.admin)).json.code === 20000;
      expect(present).toBe(restore.json.code === 20000);
    }
  });
});

describe('retention', () => {
  it('the housekeeping job purges what was trashed more than TRASH_RETENTION_DAYS ago, and keeps the rest', async () => {
    const old = await newPolicy();
    gov.ok(await gov.call('DELETE', `${POLICIES}/${old.id}`, gov.admin), 'delete old');
    gov.jump(31);
    const recent = await newPolicy();
    gov.ok(await gov.call('DELETE', `${POLICIES}/${recent.id}`, gov.admin), 'delete recent');
    expect(await gov.run.api.jobs.run('housekeeping')).toMatch(/, [1-9]\d* trashed records?$/);
    const ids = (await trashOf(POLICIES)).list.map((t) => t.id);
    expect(ids).toContain(recent.id);
    expect(ids).not.toContain(old.id);
  });

  it('reads TRASH_RETENTION_DAYS as whole days (0 keeps them for ever), and refuses anything else at start', () => {
    expect(trashRetentionDays({})).toBe(30);
    expect(trashRetentionDays({ TRASH_RETENTION_DAYS: '0' })).toBe(0);
    expect(trashRetentionDays({ TRASH_RETENTION_DAYS: '7' })).toBe(7);
    for (const bad of ['-1', '1.5', 'week']) expect(() => trashRetentionDays({ TRASH_RETENTION_DAYS: bad })).toThrow(/TRASH_RETENTION_DAYS/);
  });
});
