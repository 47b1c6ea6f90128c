/**
 * Declared workflows over HTTP: a state moves only through its transitions, each checked for
 * role, owner, second pair of eyes, given fields and dates; history, log entry and the record a
 * transition creates commit with it; a refused transition changes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import auditDecl from '../../resources/audit';
import { permits, proposals } from '../fixtures/proposals';
import { call, login, startApi, type ListPage, type RunningApi } from './helpers';

interface Proposal {
  id: number;
  title: string;
  state: string;
  reason?: string;
  endsAt?: string;
  owner?: number;
}
interface Entry {
  transition: string;
  from: string;
  to: string;
  actor: string;
  fields: Record<string, unknown>;
}

const PATH = '/api/test/proposals';
const NOW = Date.UTC(2026, 10, 1);
let api: RunningApi;
let admin: string;
let reviewer: string;
let user: string;
beforeAll(async () => {
  api = await startApi({ declarations: [proposals, permits, auditDecl], now: () => NOW });
  [admin, reviewer, user] = await Promise.all([
    login(api.baseUrl, 'admin', 'admin'),
    login(api.baseUrl, 'reviewer', 'reviewer'),
    login(api.baseUrl, 'user', 'user'),
  ]);
});
afterAll(() => api.stop());

const move = (id: number, token: string, body: Record<string, unknown>) => call<Proposal>(api.baseUrl, 'POST', `${PATH}/${id}/transitions`, { token, body });
const history = async (id: number, token = admin) => (await call<{ list: Entry[] }>(api.baseUrl, 'GET', `${PATH}/${id}/transitions`, { token })).json.data.list;
const read = async (id: number, token = admin) => (await call<Proposal>(api.baseUrl, 'GET', `${PATH}/${id}`, { token })).json.data;
async function draft(title: string, ethicsUntil = '2099-01-01'): Promise<Proposal> {
  const created = await call<Proposal>(api.baseUrl, 'POST', PATH, { token: user, body: { title, ethicsUntil } });
  expect(created.json.code).toBe(20000);
  return created.json.data;
}

describe('a declared workflow', () => {
  it('starts at its initial state, and a plain write can neither choose nor change the state', async () => {
    const chosen = await call(api.baseUrl, 'POST', PATH, { token: user, body: { title: 'Skip ahead', ethicsUntil: '2099-01-01', state: 'approved' } });
    expect(chosen.json.code).toBe(40000);
    const p = await draft('Plain write');
    expect(p.state).toBe('draft');
    // Whose it is, by name, for the admins who see every proposal.
    expect(p).toMatchObject({ owner: 2, author: 'user' });
    const patched = await call(api.baseUrl, 'PATCH', `${PATH}/${p.id}`, { token: user, body: { state: 'submitted' } });
    expect(patched.json.code).toBe(40000);
    expect((await read(p.id)).state).toBe('draft');
  });

  it('moves by its transitions only: a wrong target names the allowed ones and changes nothing', async () => {
    const p = await draft('Wrong target');
    const wrong = await move(p.id, user, { to: 'approved' });
    expect(wrong.json.code).toBe(40000);
    expect(wrong.json.msg).toContain('submit (to submitted)');
    expect((await read(p.id)).state).toBe('draft');
    expect(await history(p.id)).toEqual([]);
  });

  it('lets only the owner submit, then refuses the owner what only admins may do (40300)', async () => {
    const p = await draft('Owner only');
    expect((await move(p.id, admin, { to: 'submitted' })).json.code).toBe(40300);
    const submitted = await move(p.id, user, { to: 'submitted' });
    expect(submitted.json.code).toBe(20000);
    expect(submitted.json.data.state).toBe('submitted');
    expect((await move(p.id, user, { to: 'checked' })).json.code).toBe(40300);
    // Submitted: no longer the owner's to change by hand.
    expect((await call(api.baseUrl, 'PATCH', `${PATH}/${p.id}`, { token: user, body: { title: 'Changed late' } })).json.code).toBe(40000);
    expect((await read(p.id)).title).toBe('Owner only');
  });

  it('refuses the release to the admin who checked, and lets another admin release', async () => {
    const p = await draft('Four eyes');
    await move(p.id, user, { to: 'submitted' });
    expect((await move(p.id, admin, { to: 'checked' })).json.code).toBe(20000);
    const same = await move(p.id, admin, { to: 'released' });
    expect(same.json.code).toBe(40300);
    expect(same.json.msg).toContain('previous step');
    expect((await read(p.id)).state).toBe('checked');
    expect((await move(p.id, reviewer, { to: 'released' })).json.data.state).toBe('released');
    const steps = await history(p.id, user);
    expect(steps.map((h) => [h.transition, h.from, h.to, h.actor])).toEqual([
      ['submit', 'draft', 'submitted', 'user'],
      ['check', 'submitted', 'checked', 'admin'],
      ['release', 'checked', 'released', 'reviewer'],
    ]);
  });

  it('asks for the fields a transition requires and keeps them on the record and in the history', async () => {
    const p = await draft('Needs a reason');
    await move(p.id, user, { to: 'submitted' });
    const bare = await move(p.id, admin, { to: 'rejected' });
    expect(bare.json.code).toBe(40000);
    expect(bare.json.data).toEqual({ errors: { reason: expect.any(String) } });
    expect((await move(p.id, admin, { to: 'rejected', reason: 'x'.repeat(201) })).json.code).toBe(40000);
    expect((await move(p.id, admin, { to: 'rejected', reason: 'ok', title: 'sneaked in' })).json.code).toBe(40000);
    expect((await read(p.id)).state).toBe('submitted');
    const rejected = await move(p.id, admin, { to: 'rejected', reason: 'No ethics approval attached' });
    expect(rejected.json.data).toMatchObject({ state: 'rejected', reason: 'No ethics approval attached', title: 'Needs a reason' });
    expect((await history(p.id)).at(-1)?.fields).toEqual({ reason: 'No ethics approval attached' });
  });

  it('approves with an end date into a permit the owner sees, and refuses while a needed date has passed', async () => {
    const lapsed = await draft('Lapsed ethics', '2026-01-01');
    await move(lapsed.id, user, { to: 'submitted' });
    const refused = await move(lapsed.id, admin, { to: 'approved', endsAt: '2027-06-30' });
    expect(refused.json.code).toBe(40000);
    expect(refused.json.data).toMatchObject({ errors: { ethicsUntil: expect.any(String) }, refusal: { why: 'past', field: 'ethicsUntil' } });

    const p = await draft('Approved one');
    await move(p.id, user, { to: 'submitted' });
    expect((await move(p.id, admin, { to: 'approved' })).json.code).toBe(40000);
    expect((await move(p.id, admin, { to: 'approved', endsAt: '2027-06-30' })).json.data.state).toBe('approved');
    const mine = await call<ListPage<{ proposal: number; endsAt: string; holder: number; holderName: string }>>(
      api.baseUrl,
      'GET',
      '/api/test/permits?current=1&pageSize=50',
      {
        token: user,
      },
    );
    expect(mine.json.data.list.filter((permit) => permit.proposal === p.id)).toEqual([expect.objectContaining({ proposal: p.id, endsAt: '2027-06-30' })]);
    expect(mine.json.data.list.find((permit) => permit.proposal === p.id)).toMatchObject({ holder: 2, holderName: 'user' });
    expect(mine.json.data.list.some((permit) => permit.proposal === lapsed.id)).toBe(false);
    // Permits are made by approvals, never by hand.
    expect((await call(api.baseUrl, 'POST', '/api/test/permits', { token: admin, body: { endsAt: '2027-01-01' } })).status).toBe(405);
  });

  it('writes each transition to the operation log with its name', async () => {
    const p = await draft('Logged');
    await move(p.id, user, { to: 'submitted' });
    const log = await call<ListPage<{ action: string; recordId: string; result: string }>>(
      api.baseUrl,
      'GET',
      '/api/audit/log?current=1&pageSize=100&resource=proposals',
      { token: admin },
    );
    expect(log.json.data.list.filter((e) => e.recordId === String(p.id)).map((e) => [e.action, e.result])).toContainEqual([
      'submit: draft → submitted',
      'success',
    ]);
  });

  it('shows a user only their own records and history; admins see all', async () => {
    const p = await draft('Private');
    const other = await call(api.baseUrl, 'GET', `${PATH}/${p.id}/transitions`, { token: reviewer });
    expect(other.json.code).toBe(20000);
    const admins = await call<ListPage<Proposal>>(api.baseUrl, 'GET', `${PATH}?current=1&pageSize=100`, { token: admin });
    expect(admins.json.data.list.some((x) => x.id === p.id)).toBe(true);
  });
});
