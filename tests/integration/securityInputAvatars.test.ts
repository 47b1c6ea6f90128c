/**
 * Avatars one row each, read by key (contract "Pages' data": `GET /api/user/avatar/:file` is
 * public): a read costs one lookup and touches no other user's avatar, a wrong hash is a 404 at
 * once, and the avatars an older version kept all together in one JSON row stay readable.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Api } from '../../fake-api/app';
import { login, startApi, tempDir, type RunningApi } from './helpers';
import { userId } from './dataHelpers';
import { jpegImage, pngImage } from '../fixtures/images';

/** Where an older version kept every avatar (fake-api/database/avatars.ts), written out: the test stands for that version too. */
const LEGACY_AVATAR_KEY = 'userCenter.avatars';

async function upload(run: RunningApi, token: string, bytes: Buffer): Promise<string> {
  const res = await fetch(`${run.baseUrl}/api/user/upload`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/octet-stream', Authorization: `Bearer ${token}` },
    body: new Uint8Array(bytes),
  });
  const json = (await res.json()) as { code: number; data: { avatar: string } };
  expect(json.code).toBe(20000);
  return json.data.avatar;
}

const avatarRows = async (api: Api) =>
  (await api.data.db.selectFrom('mds_avatars').select(['user_id', 'hash', 'type']).orderBy('user_id').execute()).map((r) => ({
    user: Number(r.user_id),
    hash: r.hash as string,
    type: r.type as string,
  }));
const LEGACY_STORE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../fixtures/legacy-store');
const legacyRow = (api: Api) => api.data.db.selectFrom('mds_state').select('value').where('key', '=', LEGACY_AVATAR_KEY).executeTakeFirst();

/** The avatars as an older version kept them: one JSON value, by user id. */
const legacyValue = (entries: Record<string, Buffer>) =>
  JSON.stringify(
    Object.fromEntries(
      Object.entries(entries).map(([id, bytes]) => [
        id,
        { type: 'image/png', hash: `${id.padStart(4, '0')}abcdef012345`.slice(0, 16), data: bytes.toString('base64') },
      ]),
    ),
  );
const putLegacy = (api: Api, value: string) =>
  api.data.db
    .insertInto('mds_state')
    .values({ key: LEGACY_AVATAR_KEY, value })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value }))
    .execute();

describe('avatars', () => {
  let run: RunningApi;
  let admin: string;
  let user: string;
  beforeAll(async () => {
    run = await startApi();
    [admin, user] = await Promise.all([login(run.baseUrl, 'admin', 'admin'), login(run.baseUrl, 'user', 'user')]);
  });
  afterAll(() => run.stop());

  it('are kept one row each, keyed by the user, and none in the features’ JSON state', async () => {
    const mine = await upload(run, user, pngImage(3, 3));
    const theirs = await upload(run, admin, jpegImage(5, 5));
    const ids = { user: await userId(run.api, 'user'), admin: await userId(run.api, 'admin') };
    expect(await avatarRows(run.api)).toEqual(
      [
        { user: ids.user, hash: mine.split('-').pop(), type: 'image/png' },
        { user: ids.admin, hash: theirs.split('-').pop(), type: 'image/jpeg' },
      ].sort((a, b) => a.user - b.user),
    );
    expect(await legacyRow(run.api)).toBeUndefined();
    for (const url of [mine, theirs]) expect((await fetch(`${run.baseUrl}${url}`)).status).toBe(200);
  });

  it("answers one user's avatar though another user's row is gone or broken", async () => {
    const mine = await upload(run, user, pngImage(2, 2));
    const adminId = await userId(run.api, 'admin');
    await run.api.data.db
      .updateTable('mds_avatars')
      .set({ type: 'text/html', bytes: Buffer.from('<script>') })
      .where('user_id', '=', adminId)
      .execute();
    const res = await fetch(`${run.baseUrl}${mine}`);
    expect(res.status).toBe(200);
    expect(Buffer.from(await res.arrayBuffer())).toEqual(pngImage(2, 2));
  });

  it('answers a wrong hash with 404 at once, however many avatars are kept (no read of them all)', async () => {
    // 800 avatars of 16 KiB, as an older version kept them (one JSON row): read whole on every request, that is 13 MB each time.
    await putLegacy(run.api, legacyValue(Object.fromEntries(Array.from({ length: 800 }, (_, i) => [String(100_000 + i), Buffer.alloc(16_384, i)]))));
    const id = await userId(run.api, 'user');
    const started = performance.now();
    for (let i = 0; i < 50; i++) {
      const res = await fetch(`${run.baseUrl}/api/user/avatar/${id}-${i.toString(16).padStart(16, '0')}`);
      expect(res.status).toBe(404);
      expect(((await res.json()) as { code: number }).code).toBe(40400);
    }
    // One lookup each: well under a second for 50 (reading the JSON row took about 100 ms each time).
    expect(performance.now() - started).toBeLessThan(1500);
    await run.api.data.db.deleteFrom('mds_state').where('key', '=', LEGACY_AVATAR_KEY).execute();
  });
});

describe('avatars an older version kept in one JSON row', () => {
  const dataDir = tempDir();
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('stay readable at their URLs after the upgrade (a migration step moves them), and the row goes', async () => {
    const first = await startApi({ dataDir });
    const ids = { user: await userId(first.api, 'user'), admin: await userId(first.api, 'admin') };
    const images = { [ids.user]: pngImage(6, 6), [ids.admin]: pngImage(7, 7), 99_999: pngImage(1, 1) };
    // The database as the older version left it: no avatars table, the avatars in mds_state.
    const db = first.api.data.db;
    await db.schema.dropTable('mds_avatars').execute();
    await db.deleteFrom('mds_migrations').where('step', 'in', ['create table mds_avatars', 'move avatars from mds_state to mds_avatars']).execute();
    await putLegacy(first.api, legacyValue(Object.fromEntries(Object.entries(images).map(([id, b]) => [id, b]))));
    await first.stop();

    const second = await startApi({ dataDir });
    try {
      expect(await legacyRow(second.api)).toBeUndefined();
      const steps = (await second.api.data.db.selectFrom('mds_migrations').select('step').execute()).map((r) => r.step);
      expect(steps).toEqual(expect.arrayContaining(['create table mds_avatars', 'move avatars from mds_state to mds_avatars']));
      for (const id of [ids.user, ids.admin]) {
        const hash = `${String(id).padStart(4, '0')}abcdef012345`.slice(0, 16);
        const res = await fetch(`${second.baseUrl}/api/user/avatar/${id}-${hash}`);
        expect(res.status).toBe(200);
        expect(res.headers.get('content-type')).toBe('image/png');
        expect(Buffer.from(await res.arrayBuffer())).toEqual(images[id]);
      }
      // An avatar of a user who is gone is not brought over.
      expect((await avatarRows(second.api)).map((r) => r.user).sort()).toEqual([ids.user, ids.admin].sort());
    } finally {
      await second.stop();
    }
  });

  it("come over from an older version's JSON-file store imported on first start", async () => {
    // Its avatars were one state row, which the import brings back after the migrations ran.
    const dataDir = tempDir();
    fs.cpSync(LEGACY_STORE, dataDir, { recursive: true });
    const store = JSON.parse(fs.readFileSync(path.join(dataDir, 'db.json'), 'utf8')) as { extras?: Record<string, unknown> };
    store.extras = { ...store.extras, [LEGACY_AVATAR_KEY]: JSON.parse(legacyValue({ 2: pngImage(4, 4) })) };
    fs.writeFileSync(path.join(dataDir, 'db.json'), JSON.stringify(store));
    const run = await startApi({ dataDir });
    try {
      const res = await fetch(`${run.baseUrl}/api/user/avatar/2-0002abcdef012345`);
      expect(res.status).toBe(200);
      expect(Buffer.from(await res.arrayBuffer())).toEqual(pngImage(4, 4));
      expect(await legacyRow(run.api)).toBeUndefined();
    } finally {
      await run.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
