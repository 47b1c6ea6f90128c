/**
 * Graceful shutdown (fake-api/shutdown.ts), as a service manager stops the API: SIGTERM or SIGINT
 * under a write load answers the requests accepted, closes the database and exits 0; every write
 * it acknowledged is there after the next start, and none it took went unanswered.
 */
import { describe, expect, it } from 'vitest';
import { call, login, newPolicy, perTest, POLICIES, seededPolicies, type ListPage, type Policy } from './helpers';
import { readTable } from './engine';
import { spawnApi, type ApiProcess } from './processes';

const { start, newDir } = perTest('mds-shutdown-');
const seed = seededPolicies();

/**
 * Writers creating policies until the API stops answering; resolves with the ids it acknowledged.
 * A request the server never took (the port closed, an idle connection closed under it) fails at
 * the connection; that is not a lost write, as the count of rows afterwards shows.
 */
function writeLoad(api: ApiProcess, token: string, writers: number) {
  const acknowledged: number[] = [];
  let next = 0;
  let failures = 0;
  const writer = async () => {
    while (failures < writers * 3) {
      const n = next++;
      try {
        const r = await call<Policy>(api.baseUrl, 'POST', POLICIES, { token, body: newPolicy({ number: String(20_000_000 + n), name: `Load ${n}` }) });
        // Any answer given is a whole one: a refusal would say why, never a half-done write.
        expect(r.status).toBe(201);
        acknowledged.push(r.json.data.id);
      } catch {
        failures++;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    }
  };
  const done = Promise.all(Array.from({ length: writers }, writer)).then(() => acknowledged);
  return { acknowledged, done };
}

async function stopUnderLoad(signal: NodeJS.Signals) {
  const dir = newDir();
  const api = await spawnApi(dir);
  try {
    const token = await login(api.baseUrl, 'admin', 'admin');
    const load = writeLoad(api, token, 8);
    await expect.poll(() => load.acknowledged.length, { timeout: 30_000 }).toBeGreaterThanOrEqual(40);
    api.child.kill(signal);
    const exit = await api.exited;
    const acknowledged = await load.done;
    expect(exit, api.output()).toEqual({ code: 0, signal: null });
    expect(api.output()).toMatch(/stopped/);

    // The next start is not held back (the store was closed, its lock released).
    const run = await start(dir);
    const admin = await login(run.baseUrl, 'admin', 'admin');
    const total = (await call<ListPage>(run.baseUrl, 'GET', `${POLICIES}?pageSize=1`, { token: admin })).json.data.total;
    // Every acknowledged write is there, and nothing was written that went unanswered.
    expect(total).toBe(seed.length + acknowledged.length);
    const ids = new Set((await readTable(dir, 'policies')).map((p) => Number(p.id)));
    expect(acknowledged.filter((id) => !ids.has(id))).toEqual([]);
  } finally {
    if (api.child.exitCode === null && api.child.signalCode === null) api.child.kill('SIGKILL');
  }
}

describe('graceful shutdown', () => {
  it('on SIGTERM under a write load answers what it took, keeps every acknowledged write and exits 0', () => stopUnderLoad('SIGTERM'), 120_000);

  it('on SIGINT (Ctrl-C) does the same', () => stopUnderLoad('SIGINT'), 120_000);

  it('refuses to start with a shutdown timeout that is not a whole number of seconds', async () => {
    await expect(spawnApi(newDir(), { SHUTDOWN_TIMEOUT_S: 'soon' })).rejects.toThrow(/SHUTDOWN_TIMEOUT_S must be a whole number/);
  }, 60_000);
});
