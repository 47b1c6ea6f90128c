/**
 * The database keeps what the API acknowledged (contract "Server hardening"): across restarts,
 * kill -9 and an immediate restart, on either engine; a write and its log entry commit together.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { call, login, newPolicy, perTest, POLICIES, seededPolicies, type ListPage, type Policy, type RunningApi } from './helpers';
import { readTable } from './engine';
import { spawnApi } from './processes';

const seed = seededPolicies();

const { start, newDir } = perTest('mds-durable-');
afterEach(() => vi.restoreAllMocks());

const listAll = async (run: RunningApi, token: string) => (await call<ListPage>(run.baseUrl, 'GET', `${POLICIES}?pageSize=100`, { token })).json.data;

describe('acknowledged writes', () => {
  it('are there after the API is closed and started again on the same folder', async () => {
    const dir = newDir();
    const first = await start(dir);
    const token = await login(first.baseUrl, 'admin', 'admin');
    const created = await call<Policy>(first.baseUrl, 'POST', POLICIES, { token, body: newPolicy() });
    expect(created.status).toBe(201);
    const patched = await call<Policy>(first.baseUrl, 'PATCH', `${POLICIES}/${seed[0].id}`, { token, body: { name: 'Changed before restart' } });
    expect(patched.status).toBe(200);
    const deleted = await call(first.baseUrl, 'DELETE', `${POLICIES}/${seed[1].id}`, { token });
    expect(deleted.status).toBe(200);
    await first.stop();

    const second = await start(dir);
    // The session survives the restart too.
    expect((await call(second.baseUrl, 'GET', '/api/user/info', { token })).status).toBe(200);
    const again = await call<Policy>(second.baseUrl, 'GET', `${POLICIES}/${created.json.data.id}`, { token });
    expect(again.json.data).toEqual(created.json.data);
    expect((await call<Policy>(second.baseUrl, 'GET', `${POLICIES}/${seed[0].id}`, { token })).json.data.name).toBe('Changed before restart');
    expect((await call(second.baseUrl, 'GET', `${POLICIES}/${seed[1].id}`, { token })).status).toBe(404);
    expect((await listAll(second, token)).total).toBe(seed.length);
    // Ids go on after the restart: none is handed out twice.
    const next = await call<Policy>(second.baseUrl, 'POST', POLICIES, { token, body: newPolicy({ number: '777777' }) });
    expect(next.json.data.id).toBeGreaterThan(created.json.data.id);
  });

  it('are on disk before the 2xx is sent', async () => {
    const dir = newDir();
    const run = await start(dir);
    const token = await login(run.baseUrl, 'admin', 'admin');
    const created = await call<Policy>(run.baseUrl, 'POST', POLICIES, { token, body: newPolicy() });
    expect(created.status).toBe(201);
    // Read by another connection while the API runs: committed, not only in the API's memory.
    expect((await readTable(dir, 'policies')).map((r) => r.number)).toContain(created.json.data.number);
  });

  it('survive a kill -9 of the API process, whose lock does not block the next start', async () => {
    const dir = newDir();
    const api = await spawnApi(dir);
    try {
      const token = await login(api.baseUrl, 'admin', 'admin');
      const created = await call<Policy>(api.baseUrl, 'POST', POLICIES, { token, body: newPolicy() });
      expect(created.status).toBe(201);
      api.child.kill('SIGKILL');
      await api.exited;
    } finally {
      if (api.child.exitCode === null && api.child.signalCode === null) api.child.kill('SIGKILL');
    }
    // The dead process's lock went with it: the next start, at once, is not refused.
    const run = await start(dir);
    const token = await login(run.baseUrl, 'admin', 'admin');
    const page = await listAll(run, token);
    expect(page.total).toBe(seed.length + 1);
    expect(page.list.find((r) => r.number === newPolicy().number)).toMatchObject(newPolicy());
  }, 60_000);

  it('all land, with distinct ids, when 20 creates arrive at once', async () => {
    const dir = newDir();
    const run = await start(dir);
    const token = await login(run.baseUrl, 'admin', 'admin');
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        call<Policy>(run.baseUrl, 'POST', POLICIES, { token, body: newPolicy({ number: String(800000 + i), name: `Parallel ${i}` }) }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(Array(20).fill(201));
    const ids = results.map((r) => r.json.data.id);
    expect(new Set(ids).size).toBe(20);
    for (const id of ids) expect(seed.some((s) => s.id === id)).toBe(false);
    const page = await listAll(run, token);
    expect(page.total).toBe(seed.length + 20);
    for (const r of results) expect(page.list).toContainEqual(r.json.data);
    // And the same 20 on disk.
    await run.stop();
    const reopened = await start(dir);
    expect((await listAll(reopened, token)).total).toBe(seed.length + 20);
  });

  it('lets parallel creates of the same number through only once', async () => {
    const run = await start(newDir());
    const token = await login(run.baseUrl, 'admin', 'admin');
    const results = await Promise.all(Array.from({ length: 10 }, () => call(run.baseUrl, 'POST', POLICIES, { token, body: newPolicy({ number: '555555' }) })));
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(9);
    expect((await listAll(run, token)).total).toBe(seed.length + 1);
  });
});

describe('a refused write', () => {
  it('(a duplicate number) changes nothing and leaves a failure in the operation log, no success', async () => {
    const run = await start(newDir());
    const token = await login(run.baseUrl, 'admin', 'admin');
    const before = await readTable(run.dataDir, 'policies');
    const refused = await call(run.baseUrl, 'POST', POLICIES, { token, body: newPolicy({ number: seed[0].number }) });
    expect(refused.status).toBe(409);
    expect(await readTable(run.dataDir, 'policies')).toEqual(before);
    await expect
      .poll(async () => (await readTable(run.dataDir, 'audit')).filter((e) => e.action === `POST ${POLICIES}`).map((e) => e.result))
      .toEqual(['failure']);
  });

  it('whose log entry cannot be written is not acknowledged and not kept: write and entry commit together', async () => {
    const run = await start(newDir());
    const token = await login(run.baseUrl, 'admin', 'admin');
    const before = await readTable(run.dataDir, 'policies');
    // The log refuses every entry from now on; the write's transaction must fail whole.
    await run.api.data.db.schema.alterTable('audit').renameTo('audit_away').execute();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const res = await call(run.baseUrl, 'POST', POLICIES, { token, body: newPolicy() });
    expect(res.status).toBe(500);
    expect(res.json.code).toBe(50000);
    expect(await readTable(run.dataDir, 'policies')).toEqual(before);
    expect(logged).toHaveBeenCalled();
    logged.mockRestore();
    await run.api.data.db.schema.alterTable('audit_away').renameTo('audit').execute();
  });
});

describe('a crash during concurrent writes', () => {
  it('loses no acknowledged write and never leaves a corrupt store, over many SIGKILLs', async () => {
    const TRIALS = 12;
    const dir = newDir();
    let token = '';
    let acked = 0;
    let lost = 0;
    let corrupt = 0;
    const ackedNumbers = new Set<string>();
    for (let trial = 0; trial < TRIALS; trial++) {
      const api = await spawnApi(dir);
      try {
        // The session is in the store too: one sign-in serves every restart.
        if (!token) token = await login(api.baseUrl, 'admin', 'admin');
        let stop = false;
        const writer = async (w: number) => {
          for (let i = 0; !stop; i++) {
            const number = String(10_000_000 + trial * 100_000 + w * 1000 + i);
            try {
              const res = await call<Policy>(api.baseUrl, 'POST', POLICIES, { token, body: newPolicy({ number, name: `Trial ${trial} writer ${w}` }) });
              if (res.status === 201) {
                acked++;
                ackedNumbers.add(number);
              }
            } catch {
              return; // the process is gone: this write was never acknowledged
            }
          }
        };
        const writers = Array.from({ length: 6 }, (_, w) => writer(w));
        // Kill at a different moment each trial, while the writers are busy.
        await new Promise((r) => setTimeout(r, 150 + ((trial * 97) % 400)));
        api.child.kill('SIGKILL');
        await api.exited;
        stop = true;
        await Promise.all(writers);
      } finally {
        if (api.child.exitCode === null && api.child.signalCode === null) api.child.kill('SIGKILL');
      }
      // What is on disk now is what the next start reads: it must parse, and hold every acknowledged write.
      let numbers: Set<string>;
      try {
        numbers = new Set((await readTable(dir, 'policies')).map((p) => String(p.number)));
      } catch {
        corrupt++;
        continue;
      }
      for (const n of ackedNumbers) if (!numbers.has(n)) lost++;
    }
    // And a last start reads the store the last kill left.
    const last = await spawnApi(dir);
    const page = await call<ListPage>(last.baseUrl, 'GET', `${POLICIES}?pageSize=1`, { token });
    last.child.kill('SIGKILL');
    await last.exited;
    console.log(`[durability] ${TRIALS} SIGKILL trials: ${acked} writes acknowledged, ${lost} lost, ${corrupt} unreadable databases`);
    expect(acked).toBeGreaterThan(TRIALS);
    expect(lost).toBe(0);
    expect(corrupt).toBe(0);
    expect(page.json.data.total).toBeGreaterThanOrEqual(seed.length + acked - 0);
  }, 180_000);

  it('on SIGTERM answers the writes in flight, then exits cleanly and releases its lock', async () => {
    const dir = newDir();
    const api = await spawnApi(dir);
    try {
      const token = await login(api.baseUrl, 'admin', 'admin');
      const inFlight = Array.from({ length: 5 }, (_, i) =>
        call<Policy>(api.baseUrl, 'POST', POLICIES, { token, body: newPolicy({ number: String(900000 + i) }) }).catch(() => undefined),
      );
      await new Promise((r) => setTimeout(r, 20));
      api.child.kill('SIGTERM');
      const answered = (await Promise.all(inFlight)).filter((r) => r?.status === 201);
      expect(await api.exited).toEqual({ code: 0, signal: null });
      const numbers = (await readTable(dir, 'policies')).map((r) => r.number);
      for (const r of answered) expect(numbers).toContain(r!.json.data.number);
      // Released: another API starts on the folder.
      const next = await start(dir);
      expect((await call(next.baseUrl, 'POST', '/api/user/login', { body: { username: 'admin', password: 'admin' } })).status).toBe(200);
    } finally {
      if (api.child.exitCode === null && api.child.signalCode === null) api.child.kill('SIGKILL');
    }
  }, 60_000);
});
