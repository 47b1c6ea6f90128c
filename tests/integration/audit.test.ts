/** The operation log (contract "Server hardening"): writes, sign-ins, sign-outs and denials, masked, append-only, admin-only. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../fake-api/audit';
import { loadDeclarations } from '../../resources/lib/loadDeclarations';
import { call, login, newPolicy, POLICIES, startApi, type RunningApi } from './helpers';
import { everything } from './dataHelpers';

const LOG = '/api/audit/log';

let run: RunningApi;
let admin: string;
beforeAll(async () => {
  run = await startApi({ declarations: await loadDeclarations() });
  admin = await login(run.baseUrl, 'admin', 'admin');
});
afterAll(() => run.stop());

const entries = async (query = '') =>
  (await call<{ list: AuditEntry[]; total: number }>(run.baseUrl, 'GET', `${LOG}?pageSize=100${query}`, { token: admin })).json.data;

describe('the operation log', () => {
  it('records writes, sign-ins (both ways), sign-outs and denials, with who, what and the result', async () => {
    const user = await login(run.baseUrl, 'user', 'user');
    await call(run.baseUrl, 'POST', '/api/user/login', { body: { username: 'admin', password: 'wrong' } });
    const created = await call<{ id: number }>(run.baseUrl, 'POST', POLICIES, { token: admin, body: newPolicy() });
    await call(run.baseUrl, 'DELETE', `${POLICIES}/${created.json.data.id}`, { token: user });
    await call(run.baseUrl, 'GET', '/api/data-overview', { token: user });
    await call(run.baseUrl, 'GET', POLICIES);
    await call(run.baseUrl, 'POST', '/api/user/logout', { token: user });

    // A refused or denied call is logged once answered, not before its answer: wait for the last ones to land.
    let list: AuditEntry[] = [];
    await expect
      .poll(async () => {
        list = (await entries('&sort=id&order=asc')).list;
        return list.some((e) => e.action === `GET ${POLICIES}` && e.actor === 'anonymous') && list.some((e) => e.action === 'sign-out');
      })
      .toBe(true);
    const find = (p: (e: AuditEntry) => boolean) => list.find(p);
    expect(find((e) => e.action === 'sign-in' && e.actor === 'user' && e.result === 'success')).toMatchObject({ role: 'user' });
    expect(find((e) => e.action === 'sign-in' && e.actor === 'admin' && e.result === 'failure')).toMatchObject({ code: 40000 });
    expect(find((e) => e.action === `POST ${POLICIES}`)).toMatchObject({
      actor: 'admin',
      role: 'admin',
      resource: 'policies',
      recordId: String(created.json.data.id),
      result: 'success',
    });
    expect(find((e) => e.action === `DELETE ${POLICIES}/:id`)).toMatchObject({ actor: 'user', role: 'user', result: 'denied', code: 40300 });
    expect(find((e) => e.action === 'GET /api/data-overview')).toMatchObject({ actor: 'user', result: 'denied' });
    expect(find((e) => e.action === `GET ${POLICIES}` && e.actor === 'anonymous')).toMatchObject({ result: 'denied', code: 50008 });
    expect(find((e) => e.action === 'sign-out')).toMatchObject({ actor: 'user', result: 'success' });
    for (const e of list) expect(Date.parse(e.time)).not.toBeNaN();
  });

  it('filters by actor, action, result and time range', async () => {
    expect((await entries('&result=denied')).list.every((e) => e.result === 'denied')).toBe(true);
    expect((await entries('&actor=user')).list.every((e) => e.actor.includes('user'))).toBe(true);
    expect((await entries('&action=sign-in')).list.every((e) => e.action === 'sign-in')).toBe(true);
    const all = await entries();
    expect((await entries(`&time_gte=${encodeURIComponent(new Date(Date.now() + 60_000).toISOString())}`)).total).toBe(0);
    expect((await entries(`&time_lte=${encodeURIComponent(new Date(Date.now() + 60_000).toISOString())}`)).total).toBeGreaterThanOrEqual(all.total);
  });

  it('logs a code request as its own action, and a phone sign-in only when it makes a session', async () => {
    const phone = '13800000002';
    await call(run.baseUrl, 'POST', '/api/v1/auth/token', { body: { phoneNum: phone } });
    const outbox = await call<{ code: string }[]>(run.baseUrl, 'GET', `/api/dev/sms-outbox?phone=${phone}`);
    const signedIn = await call<{ token: string }>(run.baseUrl, 'POST', '/api/v1/auth/token', { body: { phoneNum: phone, code: outbox.json.data[0].code } });
    expect(signedIn.json.code).toBe(20000);
    const mine = (await entries()).list.filter((e) => e.actor === '138****0002').map((e) => `${e.action} ${e.result}`);
    expect(mine.sort()).toEqual(['sign-in success', 'sms-code-requested success']);
  });

  it('masks phone numbers and never holds a token', async () => {
    await call(run.baseUrl, 'POST', '/api/v1/auth/token', { body: { phoneNum: '13812345678', code: '000000' } });
    await call(run.baseUrl, 'POST', '/api/v1/auth/token', { body: { phoneNum: '138 1234 5678', code: '000000' } });
    const text = await everything(run.api);
    expect(text).not.toContain('13812345678');
    expect(text).not.toContain('138 1234 5678');
    expect(text).toContain('138****5678');
    expect(text).not.toContain(admin);
  });

  it('is append-only and admin-only', async () => {
    const user = await login(run.baseUrl, 'user', 'user');
    expect((await call(run.baseUrl, 'GET', LOG, { token: user })).json.code).toBe(40300);
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      const res = await call(run.baseUrl, method, method === 'POST' ? LOG : `${LOG}/1`, { token: admin, body: method === 'DELETE' ? undefined : {} });
      expect(res.status).toBe(405);
    }
    const first = (await entries('&sort=id&order=asc')).list[0];
    expect((await call<AuditEntry>(run.baseUrl, 'GET', `${LOG}/${first.id}`, { token: admin })).json.data).toEqual(first);
  });
});
