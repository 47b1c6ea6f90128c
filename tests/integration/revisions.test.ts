/**
 * Records' revisions over HTTP: every create, update, transition (and the record it creates) and
 * delete writes one with who, when and each field before and after; an update that changes nothing
 * writes none; a role sees only the changes of fields it may read; a revert writes back the values
 * a record had after a revision, or is refused whole (a unique value taken since, a state that
 * allows no edit); `history: false` keeps none; the housekeeping job purges old ones.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import auditDecl from '../../resources/audit';
import policies from '../../resources/policies';
import services from '../../resources/services';
import { revisionRetentionDays, type Revision } from '../../fake-api/revisions';
import { permits, proposals } from '../fixtures/proposals';
import specimens from '../fixtures/specimens';
import { userId } from './dataHelpers';
import { GRANTS, OUTPUTS, sha256, SAFE_CSV, startGovernance } from './governanceHelpers';
import { call, errorsOf, login, newPolicy, POLICIES, startApi, type Policy, type RunningApi } from './helpers';

const DAY = 86_400_000;
const clock = { t: Date.UTC(2026, 10, 1) };
const PROPOSALS = '/api/test/proposals';
const SERVICES = '/api/list/the-service';
const SPECIMENS = '/api/lab/specimens';

let api: RunningApi;
let admin: string;
let user: string;
let adminId: number;
beforeAll(async () => {
  const quiet = { ...specimens, history: false };
  api = await startApi({ declarations: [policies, services, proposals, permits, quiet, auditDecl], now: () => clock.t });
  [admin, user] = await Promise.all([login(api.baseUrl, 'admin', 'admin'), login(api.baseUrl, 'user', 'user')]);
  adminId = await userId(api.api, 'admin');
}, 60_000);
afterAll(() => api?.stop());

type Page = { list: Revision[]; total: number };
const revisions = async (path: string, id: number, token = admin, query = '') => {
  const res = await call<Page>(api.baseUrl, 'GET', `${path}/${id}/revisions${query}`, { token });
  expect(res.json.code, res.text).toBe(20000);
  return res.json.data;
};
const revert = (path: string, id: number, revisionId: number, token = admin, headers: Record<string, string> = {}) =>
  call<Record<string, unknown>>(api.baseUrl, 'POST', `${path}/${id}/revisions/${revisionId}/revert`, { token, headers });
const write = async <T = Policy>(method: string, path: string, body: Record<string, unknown>, token = admin) => {
  const res = await call<T>(api.baseUrl, method, path, { token, body });
  expect(res.json.code, res.text).toBe(20000);
  return res.json.data;
};
const changed = (r: Revision) => Object.fromEntries(r.changes.map((c) => [c.field, [c.before, c.after]]));
let numbers = 20_000_000;
const policy = (overrides: Partial<Policy> = {}) => write('POST', POLICIES, newPolicy({ number: String(numbers++), ...overrides }));
const storedRevisions = async (resource: string, recordId: number) =>
  (
    await api.api.data.db
      .selectFrom('mds_revisions')
      .select(['action'])
      .where('resource', '=', resource)
      .where('record_id', '=', recordId)
      .orderBy('id')
      .execute()
  ).map((r) => r.action as string);

describe('revisions', () => {
  it('are written by a create, an update and a delete, with who, when and each field before and after', async () => {
    const p = await policy({ name: 'Revised once' });
    await write('PUT', `${POLICIES}/${p.id}`, { name: 'Revised twice', count: 7 });
    const { list, total } = await revisions(POLICIES, p.id);
    expect(total).toBe(2);
    const [update, create] = list;
    expect(update).toMatchObject({ action: 'update', actor: { id: adminId, name: expect.any(String) }, at: new Date(clock.t).toISOString() });
    expect(changed(update)).toEqual({ name: ['Revised once', 'Revised twice'], count: [42, 7] });
    expect(create.action).toBe('create');
    expect(changed(create)).toMatchObject({ name: [null, 'Revised once'], number: [null, p.number], status: [null, 'online'] });
    expect(update.id).toBeGreaterThan(create.id);

    await write('DELETE', `${POLICIES}/${p.id}`, {});
    expect(await storedRevisions('policies', p.id)).toEqual(['create', 'update', 'delete']);
    // The record is gone: so is its History.
    expect((await call(api.baseUrl, 'GET', `${POLICIES}/${p.id}/revisions`, { token: admin })).json.code).toBe(40400);
  });

  it('are not written by an update that changes nothing', async () => {
    const p = await policy();
    await write('PATCH', `${POLICIES}/${p.id}`, { name: p.name, count: p.count });
    expect((await revisions(POLICIES, p.id)).total).toBe(1);
  });

  it('are written by a transition, and for the record it creates, by whoever took it', async () => {
    const draft = await write<{ id: number }>('POST', PROPOSALS, { title: 'Revised proposal', ethicsUntil: '2099-01-01' }, user);
    await write('POST', `${PROPOSALS}/${draft.id}/transitions`, { to: 'submitted' }, user);
    await write('POST', `${PROPOSALS}/${draft.id}/transitions`, { to: 'approved', endsAt: '2030-01-01' });
    const { list } = await revisions(PROPOSALS, draft.id);
    expect(list.map((r) => [r.action, r.transition, r.actor?.name])).toEqual([
      ['transition', 'approve', expect.any(String)],
      ['transition', 'submit', 'user'],
      ['create', undefined, 'user'],
    ]);
    expect(changed(list[0])).toEqual({ state: ['submitted', 'approved'], endsAt: [null, '2030-01-01'] });
    const permit = await api.api.data.db.selectFrom(permits.name).select('id').where('proposal', '=', draft.id).executeTakeFirstOrThrow();
    const made = await revisions('/api/test/permits', Number(permit.id));
    expect(made.list).toEqual([expect.objectContaining({ action: 'create', actor: { id: adminId, name: list[0].actor!.name } })]);
  });

  it('show a role only the changes of fields it may read', async () => {
    const s = await write<{ id: number }>('POST', SERVICES, { title: 'Revised service', enable: true, internalNote: 'Budget line 7' });
    await write('PATCH', `${SERVICES}/${s.id}`, { title: 'Revised service, renamed', internalNote: 'Budget line 8' });
    const [asAdmin, asUser] = [await revisions(SERVICES, s.id), await revisions(SERVICES, s.id, user)];
    expect(changed(asAdmin.list[0])).toEqual({ title: ['Revised service', 'Revised service, renamed'], internalNote: ['Budget line 7', 'Budget line 8'] });
    expect(changed(asUser.list[0])).toEqual({ title: ['Revised service', 'Revised service, renamed'] });
    expect(JSON.stringify(asUser)).not.toContain('Budget line');
  });

  it('come a page at a time, newest first', async () => {
    const p = await policy();
    for (const count of [1, 2, 3, 4]) await write('PATCH', `${POLICIES}/${p.id}`, { count });
    const first = await revisions(POLICIES, p.id, admin, '?page=1&perPage=2');
    const last = await revisions(POLICIES, p.id, admin, '?page=3&perPage=2');
    expect(first.total).toBe(5);
    expect(first.list.map((r) => changed(r).count?.[1])).toEqual([4, 3]);
    expect(last.list.map((r) => r.action)).toEqual(['create']);
    // The record's version comes with its history, for a revert chosen from it.
    const page = await call(api.baseUrl, 'GET', `${POLICIES}/${p.id}/revisions`, { token: admin });
    const record = await call(api.baseUrl, 'GET', `${POLICIES}/${p.id}`, { token: admin });
    expect(page.headers.get('etag')).toBe(record.headers.get('etag'));
    const bad = await call(api.baseUrl, 'GET', `${POLICIES}/${p.id}/revisions?perPage=1000`, { token: admin });
    expect([bad.status, bad.json.code, Object.keys(errorsOf(bad))]).toEqual([400, 40000, ['perPage']]);
  });
});

describe('a revert', () => {
  it('writes back the values the record had after a revision, as a revision of its own', async () => {
    const p = await policy({ name: 'First name', count: 1 });
    await write('PATCH', `${POLICIES}/${p.id}`, { name: 'Second name' });
    await write('PATCH', `${POLICIES}/${p.id}`, { count: 3 });
    await write('PATCH', `${POLICIES}/${p.id}`, { name: 'Third name' });
    const [, , second] = (await revisions(POLICIES, p.id)).list;
    const res = await revert(POLICIES, p.id, second.id);
    expect(res.json.code, res.text).toBe(20000);
    expect(res.headers.get('etag')).toMatch(/^"[0-9a-f]+"$/);
    // As after "Second name": the name back, the count still 1 then.
    expect(res.json.data).toMatchObject({ id: p.id, name: 'Second name', count: 1, number: p.number });
    const [latest] = (await revisions(POLICIES, p.id)).list;
    expect(latest).toMatchObject({ action: 'revert', actor: { id: adminId } });
    expect(changed(latest)).toEqual({ name: ['Third name', 'Second name'], count: [3, 1] });
  });

  it('is refused whole when a unique value was taken since (40900 naming the field)', async () => {
    const p = await policy();
    const [created] = (await revisions(POLICIES, p.id)).list;
    await write('PATCH', `${POLICIES}/${p.id}`, { number: String(numbers++), name: 'Renumbered' });
    await policy({ number: p.number });
    const before = await call(api.baseUrl, 'GET', `${POLICIES}/${p.id}`, { token: admin });
    const res = await revert(POLICIES, p.id, created.id);
    expect([res.status, res.json.code, errorsOf(res)]).toEqual([409, 40900, { number: expect.any(String) }]);
    expect((await call(api.baseUrl, 'GET', `${POLICIES}/${p.id}`, { token: admin })).json.data).toEqual(before.json.data);
    expect((await revisions(POLICIES, p.id)).total).toBe(2);
  });

  it('is refused while the workflow state allows no edits, and is a write (a user may not revert a policy)', async () => {
    const draft = await write<{ id: number }>('POST', PROPOSALS, { title: 'Reverted draft', ethicsUntil: '2099-01-01' }, user);
    await write('PATCH', `${PROPOSALS}/${draft.id}`, { title: 'Changed draft' }, user);
    const [, created] = (await revisions(PROPOSALS, draft.id, user)).list;
    await write('POST', `${PROPOSALS}/${draft.id}/transitions`, { to: 'submitted' }, user);
    const refused = await revert(PROPOSALS, draft.id, created.id, user);
    expect([refused.json.code, refused.json.msg]).toEqual([40000, expect.stringContaining('submitted')]);
    expect((await revisions(PROPOSALS, draft.id, user)).total).toBe(3);

    const p = await policy();
    const [first] = (await revisions(POLICIES, p.id)).list;
    expect((await revert(POLICIES, p.id, first.id, user)).json.code).toBe(40300);
    expect((await revert(POLICIES, p.id, 999_999_999)).json.code).toBe(40400);
  });

  it('honours If-Match: another version is refused (41200) and changes nothing', async () => {
    const p = await policy({ name: 'Matched' });
    await write('PATCH', `${POLICIES}/${p.id}`, { name: 'Matched again' });
    const [, created] = (await revisions(POLICIES, p.id)).list;
    const res = await revert(POLICIES, p.id, created.id, admin, { 'If-Match': '"0000"' });
    expect([res.status, res.json.code]).toEqual([412, 41200]);
    expect((await revisions(POLICIES, p.id)).total).toBe(2);
  });
});

describe('revisions by the system', () => {
  it("are the expiry sweep's and its effects', with no actor; a file is kept as its name and sha256", async () => {
    const gov = await startGovernance();
    try {
      const { grant } = await gov.grant(gov.user, { accessExpiresAt: gov.ahead(2) });
      const output = await gov.output(gov.user, grant.id);
      gov.jump(3);
      await gov.run.api.jobs.run('expirySweep');
      const newest = async (path: string, id: number) => gov.ok(await gov.call<Page>('GET', `${path}/${id}/revisions`, gov.admin), 'revisions').list[0];
      expect(await newest(GRANTS, grant.id)).toMatchObject({ action: 'transition', transition: 'expire', actor: null });
      expect(await newest(OUTPUTS, output.id)).toMatchObject({ action: 'transition', actor: null });
      const created = gov.ok(await gov.call<Page>('GET', `${OUTPUTS}/${output.id}/revisions`, gov.user), 'revisions').list.at(-1)!;
      expect(changed(created).file).toEqual([null, { name: 'table.csv', sha256: sha256(SAFE_CSV) }]);
    } finally {
      await gov.stop();
    }
  }, 120_000);
});

describe('history: false', () => {
  it('keeps no revisions and serves no History', async () => {
    const s = await write<{ id: number }>('POST', SPECIMENS, { code: '40404', kind: 'blood', volume: 5 });
    await write('PATCH', `${SPECIMENS}/${s.id}`, { volume: 6 });
    expect(await storedRevisions('specimens', s.id)).toEqual([]);
    expect((await call(api.baseUrl, 'GET', `${SPECIMENS}/${s.id}/revisions`, { token: admin })).json.code).toBe(40400);
  });
});

describe('REVISION_RETENTION_DAYS', () => {
  it('bounds their age: the housekeeping job purges older ones', async () => {
    const p = await policy();
    const kept = clock.t;
    clock.t += 366 * DAY;
    try {
      // A year on, the tokens signed in with have ended: a new one.
      const later = await login(api.baseUrl, 'admin', 'admin');
      await write('PATCH', `${POLICIES}/${p.id}`, { name: 'A year later' }, later);
      expect(await api.api.jobs.run('housekeeping')).toMatch(/, [1-9]\d* revisions?, \d+ trashed records?$/);
      const { list } = await revisions(POLICIES, p.id, later);
      expect(list.map((r) => r.action)).toEqual(['update']);
      expect(Date.parse(list[0].at)).toBeGreaterThan(kept);
    } finally {
      clock.t = kept;
    }
  });

  it('is 365 days unless told; 0 keeps them for ever; anything else is refused', () => {
    expect(revisionRetentionDays({})).toBe(365);
    expect(revisionRetentionDays({ REVISION_RETENTION_DAYS: '0' })).toBe(0);
    expect(revisionRetentionDays({ REVISION_RETENTION_DAYS: '30' })).toBe(30);
    for (const bad of ['-1', '1.5', 'forever']) expect(() => revisionRetentionDays({ REVISION_RETENTION_DAYS: bad })).toThrow(/REVISION_RETENTION_DAYS/);
  });
});
