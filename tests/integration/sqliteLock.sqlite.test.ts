/**
 * SQLite serves one API process per file: a second one is refused by a lock that the operating
 * system releases when its holder dies (see durability.test.ts for kill -9), and that close releases.
 */
import { describe, expect, it } from 'vitest';
import { createApi } from '../../fake-api/app';
import policies from '../../resources/policies';
import { call, login, newPolicy, perTest, POLICIES } from './helpers';

const { start, newDir } = perTest('mds-lock-');

describe('the database lock', () => {
  it('refuses a second API on a SQLite file in use, and the first goes on', async () => {
    const dir = newDir();
    const first = await start(dir);
    await expect(createApi({ dataDir: dir, declarations: [policies], demo: true })).rejects.toThrow(/in use by another API process/);
    const token = await login(first.baseUrl, 'admin', 'admin');
    expect((await call(first.baseUrl, 'POST', POLICIES, { token, body: newPolicy() })).status).toBe(201);
  });

  it('is released by close', async () => {
    const dir = newDir();
    const first = await start(dir);
    await first.stop();
    const second = await start(dir);
    expect((await call(second.baseUrl, 'POST', '/api/user/login', { body: { username: 'admin', password: 'admin' } })).status).toBe(200);
  });
});
