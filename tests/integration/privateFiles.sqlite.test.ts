/** The data folder holds phone numbers and token hashes: nobody but the API's own user may read it. */
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { call, login, newPolicy, POLICIES, startApi, tempDir, type RunningApi } from './helpers';

const mode = (file: string) => (fs.statSync(file).mode & 0o777).toString(8);
/** Every file and folder under `dir`, with its permissions. */
const modes = (dir: string) => Object.fromEntries([dir, ...fs.readdirSync(dir).map((f) => path.join(dir, f))].map((f) => [path.basename(f), mode(f)]));

let run: RunningApi | undefined;
const parents: string[] = [];
afterEach(async () => {
  await run?.stop();
  parents.splice(0).forEach((d) => fs.rmSync(d, { recursive: true, force: true }));
});

let written = 0;
async function writeSome(dataDir: string) {
  run = await startApi({ dataDir });
  const admin = await login(run.baseUrl, 'admin', 'admin');
  expect((await call(run.baseUrl, 'POST', POLICIES, { token: admin, body: newPolicy({ number: String(87_654_300 + ++written) }) })).json.code).toBe(20000);
}

describe('the data folder', () => {
  it('is created 0700 with every file in it 0600', async () => {
    const parent = tempDir();
    parents.push(parent);
    const dataDir = path.join(parent, 'data');
    await writeSome(dataDir);
    const found = modes(dataDir);
    expect(Object.keys(found)).toEqual(expect.arrayContaining(['console.sqlite', 'console.sqlite-wal', 'console.sqlite.lock']));
    expect(found).toEqual(Object.fromEntries(Object.keys(found).map((f) => [f, f === 'data' ? '700' : '600'])));
  });

  it('is made private when an older version left it readable by everyone', async () => {
    const parent = tempDir();
    parents.push(parent);
    const dataDir = path.join(parent, 'data');
    await writeSome(dataDir);
    await run!.stop();
    run = undefined;
    fs.chmodSync(dataDir, 0o755);
    for (const f of fs.readdirSync(dataDir)) fs.chmodSync(path.join(dataDir, f), 0o644);
    await writeSome(dataDir);
    const found = modes(dataDir);
    expect(found).toEqual(Object.fromEntries(Object.keys(found).map((f) => [f, f === 'data' ? '700' : '600'])));
  });
});
