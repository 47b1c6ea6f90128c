/**
 * Upgrades lose nothing: a data folder written by the JSON-store version (tests/fixtures/legacy-store,
 * made by that version's API: demo accounts, a phone user registered with an invitation, a policy
 * created, one renamed, one deleted, a saved view, a message read, the monitor's info saved) is
 * imported on the first start, and its files are kept beside the database, renamed.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadDeclarations } from '../../resources/lib/loadDeclarations';
import { call, login, newPolicy, POLICIES, startApi, tempDir, type Policy, type RunningApi } from './helpers';
import { recordsIn } from './dataHelpers';

const FIXTURE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../fixtures/legacy-store');

interface LegacyStore {
  collections: Record<string, Record<string, unknown>[]>;
  nextIds: Record<string, number>;
  users: { id: number; username?: string; role: string; profile: Record<string, unknown> }[];
  sessions: { tokenHash: string; userId: number; expiresAt: number }[];
  extras: Record<string, unknown>;
}
const legacy = JSON.parse(fs.readFileSync(path.join(FIXTURE, 'db.json'), 'utf8')) as LegacyStore;
const legacyLog = fs
  .readFileSync(path.join(FIXTURE, 'audit.jsonl'), 'utf8')
  .split('\n')
  .filter(Boolean)
  .map((line) => JSON.parse(line) as Record<string, unknown>);

let dataDir: string;
let run: RunningApi;
beforeAll(async () => {
  dataDir = tempDir('mds-legacy-');
  for (const file of fs.readdirSync(FIXTURE)) fs.copyFileSync(path.join(FIXTURE, file), path.join(dataDir, file));
  run = await startApi({ dataDir, declarations: await loadDeclarations() });
});
afterAll(async () => {
  await run.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('a data folder of the JSON-store version', () => {
  it('has every record of every collection imported as it was', async () => {
    const names = Object.keys(legacy.collections).filter((n) => n !== 'audit');
    expect(names.length).toBeGreaterThanOrEqual(9);
    // An empty field reads as absent now, whether it was written as null or never written.
    const withoutNulls = (r: Record<string, unknown>) => Object.fromEntries(Object.entries(r).filter(([, v]) => v !== null));
    for (const name of names) expect(await recordsIn(run.api, name), name).toEqual(legacy.collections[name].map(withoutNulls));
  });

  it('has every user, session and feature state', async () => {
    const users = await run.api.data.users(run.api.data.db);
    expect(users.map((u) => [u.id, u.username, u.role, u.profile])).toEqual(legacy.users.map((u) => [u.id, u.username, u.role, u.profile]));
    const sessions = await run.api.data.db.selectFrom('mds_sessions').select(['token_hash', 'user_id', 'expires_at']).orderBy('created_at').execute();
    expect(sessions).toEqual(legacy.sessions.map((s) => ({ token_hash: s.tokenHash, user_id: s.userId, expires_at: s.expiresAt })));
    for (const [key, value] of Object.entries(legacy.extras)) expect(await run.api.data.state(run.api.data.db, key, null), key).toEqual(value);
  });

  it('has the operation log, and adds to it', async () => {
    const token = await login(run.baseUrl, 'admin', 'admin');
    const log = await recordsIn(run.api, 'audit');
    expect(log.slice(0, legacyLog.length)).toEqual(legacyLog);
    expect(log.length).toBeGreaterThan(legacyLog.length);
    expect(log.at(-1)).toMatchObject({ actor: 'admin', action: 'sign-in' });
    expect((await call(run.baseUrl, 'GET', `/api/audit/log/${legacyLog[0].id as number}`, { token })).json.data).toEqual(legacyLog[0]);
  });

  it('goes on where it stopped: the next id, the used invitation, the renamed policy', async () => {
    const token = await login(run.baseUrl, 'admin', 'admin');
    const created = await call<Policy>(run.baseUrl, 'POST', POLICIES, { token, body: newPolicy({ number: '24681357' }) });
    expect(created.json.data.id).toBe(legacy.nextIds.policies);
    expect((await call<Policy>(run.baseUrl, 'GET', `${POLICIES}/3`, { token })).json.data.name).toBe('Renamed in the legacy store');
    expect((await call(run.baseUrl, 'GET', `${POLICIES}/4`, { token })).status).toBe(404);
    const invitations = await recordsIn(run.api, 'invitations');
    expect(invitations.find((i) => i.code === 'DEMO-2026-0002')).toMatchObject({ state: 'used' });
  });

  it('keeps the files beside the database, renamed, and imports them once', async () => {
    const files = fs.readdirSync(dataDir);
    expect(files).not.toContain('db.json');
    expect(files).not.toContain('audit.jsonl');
    expect(files.filter((f) => /^db\.json\.imported-/.test(f))).toHaveLength(1);
    expect(files.filter((f) => /^audit\.jsonl\.imported-/.test(f))).toHaveLength(1);
    const kept = files.find((f) => f.startsWith('db.json.imported-'))!;
    expect(fs.readFileSync(path.join(dataDir, kept), 'utf8')).toBe(fs.readFileSync(path.join(FIXTURE, 'db.json'), 'utf8'));
    const users = (await run.api.data.users(run.api.data.db)).length;
    await run.stop();
    run = await startApi({ dataDir, declarations: await loadDeclarations() });
    expect((await run.api.data.users(run.api.data.db)).length).toBe(users);
    expect(await recordsIn(run.api, 'policies')).toHaveLength(legacy.collections.policies.length + 1);
  });
});
