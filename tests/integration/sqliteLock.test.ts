/**
 * SQLite serves one API process per file: a second one is refused by a lock that the operating
 * system releases when its holder dies (see durability.test.ts for kill -9), and that close releases.
 */
import fs from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { createApi } from '../../fake-api/app';
import policies from '../../resources/policies';
import { call, login, newPolicy, POLICIES, startApi, tempDir, type RunningApi } from './helpers';

const running: RunningApi[] = [];
const dirs: string[] = [];
const start = async (dataDir: string) => {
  const run = await startApi({ dataDir });
  running.push(run);
  return run;
};
const newDir = () => {
  const dir = tempDir('mds-lock-');
  dirs.push(dir);
  return dir;
};

afterEach(async () => {
  for (const run of running.splice(0)) await run.stop();
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

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
