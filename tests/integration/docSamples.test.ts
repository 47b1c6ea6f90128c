/**
 * The API feature docs/adding-a-page.md shows is run, not only read: written beside the other
 * feature files' imports, loaded, served, and called as the guide says it answers.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FeatureModule } from '../../fake-api/feature';
import { docSample } from '../docSamples';
import { call, login, startApi, type RunningApi } from './helpers';

let dir: string;
let api: RunningApi;

beforeAll(async () => {
  // A folder of its own under fake-api/, so the sample's relative imports resolve as in features/.
  // Made here, not on import: a run that collects this file without running it leaves none behind.
  dir = fs.mkdtempSync(path.resolve('fake-api/tmp-doc-sample-'));
  const sample = docSample('fake-api/features/announcement.ts');
  const file = path.join(dir, 'announcement.ts');
  fs.writeFileSync(file, sample.code);
  const feature = (await import(file)) as FeatureModule;
  api = await startApi({ features: [feature] });
});
afterAll(async () => {
  await api?.stop();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

describe('the feature of docs/adding-a-page.md', () => {
  it('is read by every signed-in role and set by admins only, through its authorization rows', async () => {
    const admin = await login(api.baseUrl, 'admin', 'admin');
    const user = await login(api.baseUrl, 'user', 'user');
    expect((await call(api.baseUrl, 'GET', '/api/announcement')).json.code).toBe(50008);
    expect((await call(api.baseUrl, 'PUT', '/api/announcement', { token: user, body: { text: 'Hi' } })).json.code).toBe(40300);
    const set = await call(api.baseUrl, 'PUT', '/api/announcement', { token: admin, body: { text: 'Maintenance at 22:00' } });
    expect(set.json).toMatchObject({ code: 20000, data: { text: 'Maintenance at 22:00' } });
    expect((await call(api.baseUrl, 'GET', '/api/announcement', { token: user })).json.data).toEqual({ text: 'Maintenance at 22:00' });
  });

  it('refuses a bad body with the field named, and changes nothing', async () => {
    const admin = await login(api.baseUrl, 'admin', 'admin');
    const before = (await call(api.baseUrl, 'GET', '/api/announcement', { token: admin })).json.data;
    const refused = await call(api.baseUrl, 'PUT', '/api/announcement', { token: admin, body: { text: 'x'.repeat(201) } });
    expect(refused.json.code).toBe(40000);
    expect(refused.json.data).toMatchObject({ errors: { text: expect.any(String) } });
    expect((await call(api.baseUrl, 'GET', '/api/announcement', { token: admin })).json.data).toEqual(before);
  });
});
