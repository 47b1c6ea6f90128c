/** Invitation codes: an admin-only declared resource whose codes the server picks and whose state follows rules. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import invitations, { DEMO_INVITATION_CODES } from '../../resources/invitations';
import policies from '../../resources/policies';
import { call, login, startApi, type ListPage, type RunningApi } from './helpers';

interface Invitation {
  id: number;
  code: string;
  note?: string;
  state: string;
  expiresAt: string;
  usedBy?: string;
}

const PATH = '/api/v1/invitations';
let clock = Date.UTC(2026, 10, 1);
let api: RunningApi;
let admin: string;
beforeAll(async () => {
  api = await startApi({ declarations: [policies, invitations], now: () => clock });
  admin = await login(api.baseUrl, 'admin', 'admin');
});
afterAll(() => api.stop());

const list = async (query = '') => (await call<ListPage<Invitation>>(api.baseUrl, 'GET', `${PATH}?current=1&pageSize=100${query}`, { token: admin })).json.data;

describe('invitation codes', () => {
  it('are seeded with the demo codes and one of each other state; filters work on the derived state', async () => {
    const all = await list();
    expect(all.total).toBe(6);
    const active = await list('&state=active');
    expect(active.list.map((i) => i.code).sort()).toEqual([...DEMO_INVITATION_CODES].sort());
    expect((await list('&state=expired')).list.map((i) => i.code)).toEqual(['EXPD-2026-0001']);
    expect((await list('&state=used')).list[0]).toMatchObject({ code: 'USED-2026-0001', usedBy: '139****0003' });
    expect((await list('&state=revoked')).list.map((i) => i.code)).toEqual(['RVKD-2026-0001']);
  });

  it('get a code chosen by the server, never by the client', async () => {
    const expiresAt = new Date(clock + 86_400_000).toISOString();
    const refused = await call(api.baseUrl, 'POST', PATH, { token: admin, body: { code: 'MINE-MINE-MINE', expiresAt } });
    expect(refused.json.code).toBe(40000);
    const usedAtOnce = await call(api.baseUrl, 'POST', PATH, { token: admin, body: { state: 'used', expiresAt } });
    expect(usedAtOnce.json.code).toBe(40000);
    expect((await list()).total).toBe(6);

    const a = await call<Invitation>(api.baseUrl, 'POST', PATH, { token: admin, body: { note: 'Cardiology', expiresAt } });
    const b = await call<Invitation>(api.baseUrl, 'POST', PATH, { token: admin, body: { expiresAt } });
    expect(a.json.code).toBe(20000);
    expect(a.json.data).toMatchObject({ note: 'Cardiology', state: 'active', expiresAt });
    expect(a.json.data.code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    expect(b.json.data.code).not.toBe(a.json.data.code);
  });

  it('can be revoked while active, and nothing else by hand', async () => {
    const created = await call<Invitation>(api.baseUrl, 'POST', PATH, { token: admin, body: { expiresAt: new Date(clock + 3_600_000).toISOString() } });
    const url = `${PATH}/${created.json.data.id}`;
    const toUsed = await call(api.baseUrl, 'PATCH', url, { token: admin, body: { state: 'used' } });
    expect(toUsed.json.code).toBe(40000);
    expect(toUsed.json.data).toEqual({ errors: { state: 'This change of state is not allowed' } });
    const revoked = await call<Invitation>(api.baseUrl, 'PATCH', url, { token: admin, body: { state: 'revoked' } });
    expect(revoked.json.data.state).toBe('revoked');
    const back = await call(api.baseUrl, 'PATCH', url, { token: admin, body: { state: 'active' } });
    expect(back.json.code).toBe(40000);
    expect((await call<Invitation>(api.baseUrl, 'GET', url, { token: admin })).json.data.state).toBe('revoked');
  });

  it('read "expired" once their time has passed', async () => {
    const created = await call<Invitation>(api.baseUrl, 'POST', PATH, { token: admin, body: { expiresAt: new Date(clock + 60_000).toISOString() } });
    const url = `${PATH}/${created.json.data.id}`;
    expect((await call<Invitation>(api.baseUrl, 'GET', url, { token: admin })).json.data.state).toBe('active');
    clock += 61_000;
    expect((await call<Invitation>(api.baseUrl, 'GET', url, { token: admin })).json.data.state).toBe('expired');
    expect((await list('&state=expired')).list.map((i) => i.id)).toContain(created.json.data.id);
  });

  it('are refused to a user', async () => {
    const user = await login(api.baseUrl, 'user', 'user');
    const res = await call(api.baseUrl, 'GET', `${PATH}?current=1&pageSize=10`, { token: user });
    expect(res.status).toBe(403);
    expect(res.json.code).toBe(40300);
    expect(res.text).not.toContain('DEMO-2026');
  });
});
