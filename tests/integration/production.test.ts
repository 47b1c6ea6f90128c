/**
 * Production mode (NODE_ENV=production): none of the README's demo credentials, phones or invitation
 * codes works; the first admin comes from `npm run admin`. The API runs from its sources here;
 * oneFileBuild.test.ts checks that the file `npm run serve` runs is the same API.
 */
import { spawnSync, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_INVITATION_CODES } from '../../resources/invitations';
import { engineEnv, querySql } from './engine';
import { ADMIN_PHONE, call, tempDir, USER_PHONE } from './helpers';
import { killApi, spawnApi, stopApi, type ApiProcess } from './processes';

const parent = tempDir();
const dataDir = path.join(parent, 'data');
const PRODUCTION = { NODE_ENV: 'production', SMS_PROVIDER: 'log', RATE_LIMIT_ADDRESS: '100000', RATE_LIMIT_PHONE: '100000' };
const startProduction = () => spawnApi(dataDir, PRODUCTION);

/** Asks for a code and reads it from the API's log, where the fake SMS gateway writes it. */
async function codeFor(api: ApiProcess, phone: string): Promise<string> {
  expect((await call(api.baseUrl, 'POST', '/api/v1/auth/token', { body: { phoneNum: phone } })).json.code).toBe(20000);
  const masked = `${phone.slice(0, 3)}****${phone.slice(-4)}`;
  await expect.poll(() => api.output().includes(`sms to ${masked}`)).toBe(true);
  return [...api.output().matchAll(new RegExp(`sms to ${masked.replace(/\*/g, '\\*')}: .* (\\d{6})`, 'g'))].at(-1)![1];
}

let api: ApiProcess;
beforeAll(async () => {
  api = await startProduction();
});
afterAll(async () => {
  if (api) await stopApi(api);
  fs.rmSync(parent, { recursive: true, force: true });
});

describe('production mode', () => {
  it('has no demo accounts and no SMS outbox', async () => {
    for (const [username, password] of [
      ['admin', 'admin'],
      ['user', 'user'],
    ]) {
      const res = await call(api.baseUrl, 'POST', '/api/user/login', { body: { username, password } });
      expect(res.json.code).toBe(40400);
    }
    expect((await call(api.baseUrl, 'GET', '/api/dev/sms-outbox')).json.code).toBe(40400);
  });

  it("signs in none of the README's demo phones, with or without its invitation codes", async () => {
    for (const phone of [ADMIN_PHONE, USER_PHONE]) {
      const code = await codeFor(api, phone);
      expect((await call(api.baseUrl, 'POST', '/api/v1/auth/token', { body: { phoneNum: phone, code } })).json.msg).toBe(
        'an invitation code is needed to register a new phone number',
      );
      for (const invitationCode of DEMO_INVITATION_CODES) {
        const res = await call<{ token?: string }>(api.baseUrl, 'POST', '/api/v1/auth/token', { body: { phoneNum: phone, code, invitationCode } });
        expect(res.json.code).toBe(40000);
        expect(res.json.data?.token).toBeUndefined();
      }
    }
  });

  it('makes the first admin with npm run admin, who then signs in and finds no demo invitation', async () => {
    await stopApi(api);
    const env = { ...process.env, ...PRODUCTION, ...(await engineEnv(dataDir)) };
    const printed = execFileSync(process.execPath, ['--import', 'tsx', 'scripts/admin.ts', 'create', '--phone', '13900000066'], { env, encoding: 'utf8' });
    expect(printed).toContain('139****0066 is now an admin');
    api = await startProduction();
    const code = await codeFor(api, '13900000066');
    const signedIn = await call<{ token: string; role: string }>(api.baseUrl, 'POST', '/api/v1/auth/token', { body: { phoneNum: '13900000066', code } });
    expect(signedIn.json.data.role).toBe('admin');
    const invitations = await call<{ total: number }>(api.baseUrl, 'GET', '/api/v1/invitations', { token: signedIn.json.data.token });
    expect(invitations.json.data.total).toBe(0);
  });
});

describe('what a store was made for', () => {
  /** `npm run admin -- create` on a new data folder (or database), in the mode `nodeEnv` says. */
  async function admin(dir: string, nodeEnv: string) {
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/admin.ts', 'create', '--phone', '13900000067'], {
      env: { ...process.env, NODE_ENV: nodeEnv, ...(await engineEnv(dir)) },
      encoding: 'utf8',
    });
    return { status: result.status, output: result.stdout + result.stderr };
  }
  const newDir = () => path.join(fs.mkdtempSync(path.join(parent, 'kind-')), 'data');

  it('without NODE_ENV=production, npm run admin says it makes a demo store, which production mode refuses to serve', async () => {
    const dir = newDir();
    const made = await admin(dir, 'development');
    expect(made.status).toBe(0);
    expect(made.output).toMatch(/made a demo store .*with the demo accounts .*and sample records/s);
    expect(made.output).toContain('139****0067 is now an admin');
    await expect(spawnApi(dir, { NODE_ENV: 'production', SMS_PROVIDER: 'log' })).rejects.toThrow(
      /was made as a demo store.*new data folder.*NODE_ENV=production npm run admin -- create --phone/s,
    );
    const again = await admin(dir, 'production');
    expect(again.status).toBe(1);
    expect(again.output).toMatch(/was made as a demo store/);
    // A store made before stores knew their kind is a demo store when it holds the demo accounts.
    await querySql(dir, "DELETE FROM mds_migrations WHERE step LIKE 'store:%'", true);
    await expect(spawnApi(dir, { NODE_ENV: 'production', SMS_PROVIDER: 'log' })).rejects.toThrow(/was made as a demo store/);
  }, 90_000);

  it('with NODE_ENV=production, it says it makes a production store, which demo mode refuses to serve', async () => {
    const dir = newDir();
    const made = await admin(dir, 'production');
    expect(made.status).toBe(0);
    expect(made.output).toMatch(/Made a production store .*no demo accounts, no sample records/s);
    await expect(spawnApi(dir)).rejects.toThrow(/was made for production: start it with NODE_ENV=production/);
    await killApi(await spawnApi(dir, { NODE_ENV: 'production', SMS_PROVIDER: 'log' }));
    expect((await admin(dir, 'production')).output).toMatch(/the production store .* was an admin already/s);
  }, 90_000);
});
