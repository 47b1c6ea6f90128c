/**
 * The API as `npm run serve` runs it: one file that `npm run build` bundles (vite.api.config.ts),
 * started with plain Node. It must be the same API as the sources: every declaration, feature and
 * route (its description is the committed one), reading and writing its database.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { committedDocument } from '../../fake-api/openapi/describe';
import { call, login, newPolicy, POLICIES, tempDir, type Policy } from './helpers';
import { killApi, spawnApi, type ApiProcess } from './processes';

let outDir: string;
let dataDir: string;
let api: ApiProcess;
beforeAll(async () => {
  // Under node_modules, so that the file finds the packages it leaves outside (Express, the drivers…) as dist-api/ does.
  fs.mkdirSync('node_modules/.cache', { recursive: true });
  outDir = fs.mkdtempSync('node_modules/.cache/mds-api-');
  execFileSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--config', 'vite.api.config.ts', '--outDir', outDir, '--logLevel', 'error'], {
    stdio: 'pipe',
  });
  dataDir = tempDir('mds-bundle-');
  api = await spawnApi(dataDir, {}, [path.join(outDir, 'main.js')]);
}, 120_000);
afterAll(async () => {
  if (api) await killApi(api);
  if (outDir) fs.rmSync(outDir, { recursive: true, force: true });
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('the one-file build of the API', () => {
  it('is one file that plain Node runs, without the TypeScript loader', () => {
    expect(fs.readdirSync(outDir)).toEqual(['main.js']);
    expect(api.child.spawnargs).not.toContain('tsx');
  });

  it('serves every declaration, feature and route: its description is the one built from the sources', async () => {
    const served = await call<unknown>(api.baseUrl, 'GET', '/api/openapi.json');
    expect(served.status).toBe(200);
    const committed = JSON.parse(committedDocument()) as { paths: Record<string, unknown> };
    expect(served.json).toEqual(committed);
    // In the same order too: routes are served in the order their files are found.
    expect(Object.keys((served.json as unknown as typeof committed).paths)).toEqual(Object.keys(committed.paths));
  });

  it("signs in, writes and reads back through its database, and answers a feature's route", async () => {
    const token = await login(api.baseUrl, 'admin', 'admin');
    const created = await call<Policy>(api.baseUrl, 'POST', POLICIES, { token, body: newPolicy({ number: '16180339' }) });
    expect(created.status).toBe(201);
    expect((await call<Policy>(api.baseUrl, 'GET', `${POLICIES}/${created.json.data.id}`, { token })).json.data).toEqual(created.json.data);
    // A feature's route (fake-api/features/workplace.ts), found when the file was built.
    const projects = await call<unknown[]>(api.baseUrl, 'GET', '/api/user/my-project/list', { token });
    expect(projects.json.code).toBe(20000);
    expect(projects.json.data.length).toBeGreaterThan(0);
  });
});
