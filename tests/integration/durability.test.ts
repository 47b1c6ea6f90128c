/**
 * The store keeps what it acknowledged (contract "Server hardening": atomic writes, a lock against a
 * second instance, restore from the last good copy, refuse an unreadable store loudly).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApi } from '../../fake-api/app';
import { Store } from '../../fake-api/store';
import policies from '../../resources/policies';
import {
  call,
  dbFile,
  login,
  newPolicy,
  POLICIES,
  readDbText,
  seededPolicies,
  startApi,
  tempDir,
  type ListPage,
  type Policy,
  type RunningApi,
} from './helpers';

const seed = seededPolicies();
const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Everything started by a test, stopped after it whatever happened. */
const running: RunningApi[] = [];
const dirs: string[] = [];
const start = async (dataDir: string) => {
  const run = await startApi({ dataDir });
  running.push(run);
  return run;
};
const newDir = () => {
  const dir = tempDir('mds-durable-');
  dirs.push(dir);
  return dir;
};

afterEach(async () => {
  for (const run of running.splice(0)) await run.stop();
  for (const dir of dirs.splice(0)) {
    fs.rmSync(dir, { recursive: true, force: true });
  }
  vi.restoreAllMocks();
});

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
    const onDisk = JSON.parse(readDbText(dir)) as { collections: Record<string, Policy[]> };
    expect(onDisk.collections.policies).toContainEqual(created.json.data);
  });

  it('survive a kill -9 of the API process, whose lock does not block the next start', async () => {
    const dir = newDir();
    const port = await new Promise<number>((resolve, reject) => {
      const srv = net.createServer();
      srv.listen(0, '127.0.0.1', () => {
        const { port: p } = srv.address() as net.AddressInfo;
        srv.close(() => resolve(p));
      });
      srv.on('error', reject);
    });
    const child = spawn(process.execPath, ['--import', 'tsx', 'fake-api/main.ts'], {
      cwd: REPO,
      env: { ...process.env, NODE_ENV: 'test', API_PORT: String(port), DATA_DIR: dir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    try {
      let output = '';
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`the API did not start:\n${output}`)), 20_000);
        const onData = (chunk: Buffer) => {
          output += chunk.toString();
          if (output.includes(`127.0.0.1:${port}`)) {
            clearTimeout(timer);
            resolve();
          }
        };
        child.stdout.on('data', onData);
        child.stderr.on('data', onData);
        child.once('exit', (code) => reject(new Error(`the API exited with ${code}:\n${output}`)));
      });
      const baseUrl = `http://127.0.0.1:${port}`;
      const token = await login(baseUrl, 'admin', 'admin');
      const created = await call<Policy>(baseUrl, 'POST', POLICIES, { token, body: newPolicy() });
      expect(created.status).toBe(201);
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGKILL');
      await exited;
    } finally {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    }
    // The dead process's lock is still there; it must not keep the store closed.
    expect(fs.readFileSync(`${dbFile(dir)}.lock`, 'utf8')).toBe(String(child.pid));
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

describe('the store lock', () => {
  it('refuses a second API on a folder that is in use, and the first goes on', async () => {
    const dir = newDir();
    const first = await start(dir);
    await expect(createApi({ dataDir: dir, declarations: [policies], demo: true })).rejects.toThrow(/in use/);
    const token = await login(first.baseUrl, 'admin', 'admin');
    expect((await call(first.baseUrl, 'POST', POLICIES, { token, body: newPolicy() })).status).toBe(201);
    // Once the first is closed, the folder is free.
    await first.stop();
    const second = await start(dir);
    expect((await listAll(second, token)).total).toBe(seed.length + 1);
  });

  it.each(['999999', '', 'not a pid'])('ignores a stale lock file holding %j', async (content) => {
    const dir = newDir();
    fs.writeFileSync(`${dbFile(dir)}.lock`, content);
    const run = await start(dir);
    const token = await login(run.baseUrl, 'admin', 'admin');
    expect((await listAll(run, token)).total).toBe(seed.length);
    expect(fs.readFileSync(`${dbFile(dir)}.lock`, 'utf8')).toBe(String(process.pid));
  });

  it('is released by close', async () => {
    const dir = newDir();
    const run = await start(dir);
    expect(fs.existsSync(`${dbFile(dir)}.lock`)).toBe(true);
    await run.stop();
    expect(fs.existsSync(`${dbFile(dir)}.lock`)).toBe(false);
  });
});

describe('a damaged store at start-up', () => {
  /** A folder whose db.json has seen a few writes (so db.json.bak exists), closed. */
  const usedStore = async () => {
    const dir = newDir();
    const run = await start(dir);
    const token = await login(run.baseUrl, 'admin', 'admin');
    await call(run.baseUrl, 'PATCH', `${POLICIES}/${seed[0].id}`, { token, body: { name: 'Saved once' } });
    await run.stop();
    expect(fs.existsSync(`${dbFile(dir)}.bak`)).toBe(true);
    return { dir, token };
  };

  it.each([
    ['truncated to half its bytes', (text: string) => text.slice(0, Math.floor(Buffer.byteLength(text) / 2))],
    ['emptied', () => ''],
    ['valid JSON of the wrong shape', () => '{"hello":"world"}'],
  ])('is restored from db.json.bak when db.json is %s', async (_label, damage) => {
    const { dir, token } = await usedStore();
    const good = JSON.parse(fs.readFileSync(`${dbFile(dir)}.bak`, 'utf8')) as { collections: { policies: Policy[] } };
    fs.writeFileSync(dbFile(dir), damage(readDbText(dir)));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);

    const run = await start(dir);
    expect(run.api.store.restoredFromBackup).toBe(true);
    expect(warn).toHaveBeenCalled();
    const page = await listAll(run, token);
    expect(page.total).toBe(good.collections.policies.length);
    expect(page.total).toBeGreaterThanOrEqual(seed.length);
    expect(page.list).toEqual(good.collections.policies);
    // The store on disk is whole again.
    expect(() => JSON.parse(readDbText(dir)) as unknown).not.toThrow();
    // And it takes writes.
    expect((await call(run.baseUrl, 'POST', POLICIES, { token, body: newPolicy() })).status).toBe(201);
  });

  it('keeps the good copy after a restore: damaged again before any write, it is restored again', async () => {
    const { dir, token } = await usedStore();
    const good = readDbText(dir);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    fs.writeFileSync(dbFile(dir), good.slice(0, 100));
    const first = await start(dir);
    expect(first.api.store.restoredFromBackup).toBe(true);
    await first.stop();
    fs.writeFileSync(dbFile(dir), good.slice(0, 100));
    const second = await start(dir);
    expect(second.api.store.restoredFromBackup).toBe(true);
    expect((await listAll(second, token)).total).toBeGreaterThanOrEqual(seed.length);
  });

  it('is refused loudly when db.json and db.json.bak are both garbage, and left as it was', async () => {
    const { dir } = await usedStore();
    fs.writeFileSync(dbFile(dir), '{"version":1,"collec');
    fs.writeFileSync(`${dbFile(dir)}.bak`, 'garbage');
    await expect(createApi({ dataDir: dir, declarations: [policies], demo: true })).rejects.toThrow(/damaged/);
    // Not silently replaced by a fresh seed.
    expect(readDbText(dir)).toBe('{"version":1,"collec');
    expect(fs.readFileSync(`${dbFile(dir)}.bak`, 'utf8')).toBe('garbage');
    // The refused start leaves no lock behind.
    expect(fs.existsSync(`${dbFile(dir)}.lock`)).toBe(false);
  });

  it('is refused when db.json is garbage and there is no backup', async () => {
    const dir = newDir();
    fs.writeFileSync(dbFile(dir), '');
    await expect(createApi({ dataDir: dir, declarations: [policies], demo: true })).rejects.toThrow(/damaged/);
    expect(readDbText(dir)).toBe('');
  });
});

describe('a failed write', () => {
  it('(a duplicate refused inside the write) leaves memory and disk as they were', async () => {
    const dir = newDir();
    const run = await start(dir);
    const token = await login(run.baseUrl, 'admin', 'admin');
    const state = run.api.store.data;
    const disk = readDbText(dir);
    const bak = fs.readFileSync(`${dbFile(dir)}.bak`, 'utf8');
    const res = await call(run.baseUrl, 'POST', POLICIES, { token, body: newPolicy({ number: seed[0].number }) });
    expect(res.status).toBe(409);
    expect(run.api.store.data).toBe(state);
    expect(readDbText(dir)).toBe(disk);
    expect(fs.readFileSync(`${dbFile(dir)}.bak`, 'utf8')).toBe(bak);
    // The next write goes through and takes the next id.
    const ok = await call<Policy>(run.baseUrl, 'POST', POLICIES, { token, body: newPolicy() });
    expect(ok.status).toBe(201);
    expect(ok.json.data.id).toBe(seed.length + 1);
  });

  it('(the disk refusing the temp file) answers 50000 and leaves memory and disk as they were', async () => {
    const dir = newDir();
    const run = await start(dir);
    const token = await login(run.baseUrl, 'admin', 'admin');
    const state = run.api.store.data;
    const disk = readDbText(dir);
    // A folder where the temp file must go: the write fails even for root.
    const blocker = `${dbFile(dir)}.${process.pid}.tmp`;
    fs.mkdirSync(blocker);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const res = await call(run.baseUrl, 'POST', POLICIES, { token, body: newPolicy() });
    expect(res.status).toBe(500);
    expect(res.json.code).toBe(50000);
    expect(res.text).not.toMatch(/EISDIR|\.tmp|\/tmp\//);
    expect(run.api.store.data).toBe(state);
    expect(readDbText(dir)).toBe(disk);
    expect((await listAll(run, token)).total).toBe(seed.length);
    fs.rmdirSync(blocker);
    const ok = await call<Policy>(run.baseUrl, 'POST', POLICIES, { token, body: newPolicy() });
    expect(ok.status).toBe(201);
    expect((await listAll(run, token)).total).toBe(seed.length + 1);
  });
});

describe('Store', () => {
  interface Doc {
    n: number;
    items: number[];
  }
  const isDoc = (d: unknown): d is Doc => typeof d === 'object' && d !== null && typeof (d as Doc).n === 'number' && Array.isArray((d as Doc).items);
  const open = (file: string) => Store.open<Doc>({ file, initial: () => ({ n: 0, items: [] }), isValid: isDoc });

  it('rejects a write whose callback throws and leaves data and file untouched', async () => {
    const file = path.join(newDir(), 'db.json');
    const store = open(file);
    try {
      await store.write((d) => ({ state: { n: d.n + 1, items: [...d.items, 1] }, result: undefined }));
      const data = store.data;
      const text = fs.readFileSync(file, 'utf8');
      const boom = new Error('refused');
      await expect(
        store.write(() => {
          throw boom;
        }),
      ).rejects.toBe(boom);
      expect(store.data).toBe(data);
      expect(store.data).toEqual({ n: 1, items: [1] });
      expect(fs.readFileSync(file, 'utf8')).toBe(text);
      // The queue is not stuck after a failure.
      await expect(store.write((d) => ({ state: { ...d, n: d.n + 1 }, result: d.n + 1 }))).resolves.toBe(2);
      expect(JSON.parse(fs.readFileSync(file, 'utf8'))).toEqual({ n: 2, items: [1] });
    } finally {
      await store.close();
    }
  });

  it('rejects a write the disk refuses and leaves data and file untouched', async () => {
    const file = path.join(newDir(), 'db.json');
    const store = open(file);
    try {
      const data = store.data;
      const text = fs.readFileSync(file, 'utf8');
      fs.mkdirSync(`${file}.${process.pid}.tmp`);
      await expect(store.write((d) => ({ state: { ...d, n: 99 }, result: undefined }))).rejects.toThrow();
      expect(store.data).toBe(data);
      expect(fs.readFileSync(file, 'utf8')).toBe(text);
    } finally {
      await store.close();
    }
  });

  it('serializes concurrent writes: none is lost', async () => {
    const file = path.join(newDir(), 'db.json');
    const store = open(file);
    try {
      const results = await Promise.all(
        Array.from({ length: 20 }, (_, i) => store.write((d) => ({ state: { n: d.n + 1, items: [...d.items, i] }, result: d.n + 1 }))),
      );
      expect([...results].sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
      expect(store.data.n).toBe(20);
      expect(JSON.parse(fs.readFileSync(file, 'utf8'))).toEqual(store.data);
    } finally {
      await store.close();
    }
    // Reopened, the store holds every write.
    const again = open(file);
    expect(again.data.items).toHaveLength(20);
    await again.close();
  });

  it('waits for pending writes on close, then refuses more', async () => {
    const file = path.join(newDir(), 'db.json');
    const store = open(file);
    const pending = store.write((d) => ({ state: { ...d, n: 5 }, result: 'done' }));
    await store.close();
    await expect(pending).resolves.toBe('done');
    expect(JSON.parse(fs.readFileSync(file, 'utf8'))).toMatchObject({ n: 5 });
    await expect(store.write((d) => ({ state: d, result: undefined }))).rejects.toThrow(/closed/);
  });
});

/** A free loopback port. */
const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });

/** The fake API as its own process (`fake-api/main.ts`) on a store folder, once it listens. */
async function spawnApi(dir: string) {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'fake-api/main.ts'], {
    cwd: REPO,
    env: { ...process.env, NODE_ENV: 'test', API_PORT: String(port), DATA_DIR: dir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the API did not start:\n${output}`)), 30_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes(`127.0.0.1:${port}`)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    void exited.then(({ code }) => reject(new Error(`the API exited with ${code}:\n${output}`)));
  });
  return { child, baseUrl: `http://127.0.0.1:${port}`, exited, output: () => output };
}

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
        const doc = JSON.parse(readDbText(dir)) as { collections: Record<string, Policy[]> };
        numbers = new Set(doc.collections.policies.map((p) => p.number));
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
    console.log(`[durability] ${TRIALS} SIGKILL trials: ${acked} writes acknowledged, ${lost} lost, ${corrupt} corrupt stores`);
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
      expect(fs.existsSync(`${dbFile(dir)}.lock`)).toBe(false);
      const doc = JSON.parse(readDbText(dir)) as { collections: Record<string, Policy[]> };
      for (const r of answered) expect(doc.collections.policies).toContainEqual(r!.json.data);
    } finally {
      if (api.child.exitCode === null && api.child.signalCode === null) api.child.kill('SIGKILL');
    }
  }, 60_000);
});
