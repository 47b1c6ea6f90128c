/** POST /api/user/menu: the server menu follows the token's role, never the client. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import policies from '../../resources/policies';
import { defineResource } from '../../resources/lib/schema';
import { call, login, startApi, type RunningApi } from './helpers';

interface Item {
  name: string;
  path?: string;
  meta?: { locale?: string };
  children?: Item[];
}

/** An admin-only declared resource with a menu entry of its own under Administration. */
const keys = defineResource({
  name: 'keys',
  endpoint: '/api/test/keys',
  icon: 'Key',
  menu: { group: 'admin', order: 1 },
  access: { read: ['admin'], write: ['admin'] },
  recordLabel: 'label',
  defaultSort: { field: 'label', order: 'ASC' },
  seed: { count: 1 },
  fields: { label: { kind: 'text', required: true, seed: { kind: 'const', value: 'Signing key' } } },
  messages: {
    'en-US': { name: 'Key |||| Keys', menu: 'Keys', fields: { label: 'Label' } },
    'zh-CN': { name: '密钥 |||| 密钥', menu: '密钥', fields: { label: '标签' } },
  },
});
const names = (items: Item[]): string[] => items.flatMap((i) => [i.name, ...names(i.children ?? [])]);

let api: RunningApi;
beforeAll(async () => {
  api = await startApi({ declarations: [policies, keys] });
});
afterAll(() => api.stop());

describe('the server menu', () => {
  it('gives the admin every route', async () => {
    const token = await login(api.baseUrl, 'admin', 'admin');
    const { status, json } = await call<Item[]>(api.baseUrl, 'POST', '/api/user/menu', { token });
    expect(status).toBe(200);
    expect(names(json.data)).toEqual(
      expect.arrayContaining(['Workplace', 'Monitor', 'DataAnalysis', 'Step', 'Group', 'Basic', 'Success', 'Error', '403', 'Info']),
    );
  });

  it('gives the user only what a user may open, whatever the client sends', async () => {
    const token = await login(api.baseUrl, 'user', 'user');
    const { json } = await call<Item[]>(api.baseUrl, 'POST', '/api/user/menu', { token, body: { role: 'admin' } });
    const got = names(json.data);
    expect(got).toEqual(expect.arrayContaining(['Workplace', 'SearchTable', 'Card', '404', '500', 'Info', 'Setting']));
    for (const adminOnly of ['Monitor', 'DataAnalysis', 'MultiDimensionDataAnalysis', 'Step', 'Group', 'Basic', 'Success', 'Error', '403'])
      expect(got).not.toContain(adminOnly);
    // A group with nothing left in it is not sent.
    expect(got).not.toContain('form');
  });

  it('lists a declared resource with a menu entry to the roles that may read it, under Administration', async () => {
    const admin = await call<Item[]>(api.baseUrl, 'POST', '/api/user/menu', { token: await login(api.baseUrl, 'admin', 'admin') });
    const group = admin.json.data.find((g) => g.name === 'admin');
    expect(group?.meta?.locale).toBe('menu.group.admin');
    expect(group?.children).toEqual([
      expect.objectContaining({ name: 'keys', path: '/keys', meta: expect.objectContaining({ locale: 'resources.keys.menu' }) }),
    ]);
    const user = await call<Item[]>(api.baseUrl, 'POST', '/api/user/menu', { token: await login(api.baseUrl, 'user', 'user') });
    expect(names(user.json.data)).not.toContain('keys');
    expect(names(user.json.data)).not.toContain('admin');
  });

  it('needs a session', async () => {
    const { status, json } = await call(api.baseUrl, 'POST', '/api/user/menu');
    expect(status).toBe(401);
    expect(json.code).toBe(50008);
  });

  it('is served by POST only', async () => {
    const token = await login(api.baseUrl, 'admin', 'admin');
    expect((await call(api.baseUrl, 'GET', '/api/user/menu', { token })).status).toBe(405);
  });
});
