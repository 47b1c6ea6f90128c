/**
 * Output requests carry a result file, checked by its content, kept with the record in one
 * transaction and read back only by those who may read the record; and they name only a grant
 * their writer holds, active or renewed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import accessRequests from '../../resources/accessRequests';
import auditDecl from '../../resources/audit';
import datasets from '../../resources/datasets';
import grants from '../../resources/grants';
import outputs from '../../resources/outputs';
import { b64, call, errorsOf, login, startApi, type RunningApi } from './helpers';
import { GIF, pngImage } from '../fixtures/images';

const PATH = '/api/data/outputs';
const TABLE = 'group,patients\nA,42\nB,18\n';
// A real image: the API decodes an image whole before it keeps it.
const PNG = pngImage(8, 8);
// Seeded grants: 1 is the user's and active; 2 is the user's, past its end date (expired).
const ACTIVE_GRANT = 1;
const LAPSED_GRANT = 2;

let api: RunningApi;
let user: string;
let admin: string;
beforeAll(async () => {
  api = await startApi({ declarations: [datasets, accessRequests, grants, outputs, auditDecl] });
  [user, admin] = await Promise.all([login(api.baseUrl, 'user', 'user'), login(api.baseUrl, 'admin', 'admin')]);
});
afterAll(() => api.stop());

interface Output {
  id: number;
  requester: string;
  file: { name: string; type: string; size: number; sha256: string };
}
const output = (file: unknown, grant = ACTIVE_GRANT) => ({ title: 'Table 2', grant, description: 'Counts by group.', file });
const create = (body: unknown, token = user) => call<Output>(api.baseUrl, 'POST', PATH, { token, body });
const total = async () => (await call<{ total: number }>(api.baseUrl, 'GET', PATH, { token: admin })).json.data.total;
const download = (id: number, token = user, field = 'file') =>
  fetch(`${api.baseUrl}${PATH}/${id}/files/${field}`, { headers: token ? { Authorization: `Bearer ${token}` } : {} });

describe('an output request file', () => {
  it('is stored with the record and read back byte for byte, as an attachment of its checked type', async () => {
    const created = await create(output({ name: 'table 2 – 分组.csv', data: b64(TABLE) }));
    expect(created.json.code).toBe(20000);
    // The writer's name, kept with the record (the name the operation log gives them).
    expect(created.json.data.requester).toBe('user');
    expect(created.json.data.file).toMatchObject({ name: 'table 2 – 分组.csv', type: 'text/csv', size: Buffer.byteLength(TABLE) });
    const res = await download(created.json.data.id);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment;.*filename\*=UTF-8''table%202%20%E2%80%93%20%E5%88%86%E7%BB%84\.csv/);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await res.text()).toBe(TABLE);
  });

  it('takes an image by its content (decoded whole)', async () => {
    const created = await create(output({ name: 'km-curve.png', data: b64(PNG) }));
    expect(created.json.data.file).toMatchObject({ type: 'image/png', size: PNG.length });
    expect(Buffer.from(await (await download(created.json.data.id)).arrayBuffer())).toEqual(PNG);
  });

  it.each([
    ['a program named .csv', { name: 'table.csv', data: b64(Buffer.from([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0])) }, 'must be one of: CSV, PNG, JPEG'],
    ['a page named .csv', { name: 'table.csv', data: b64('<html><script>alert(1)</script></html>\n<p>,</p>,,\n') }, 'must be one of'],
    ['a ragged table', { name: 'table.csv', data: b64('a,b,c\n1,2\n') }, 'must be one of'],
    ['a GIF, which no field takes', { name: 'chart.gif', data: b64(GIF) }, 'must be one of: CSV, PNG, JPEG'],
    ['an image named as a table', { name: 'table.csv', data: b64(PNG) }, 'holds PNG: its name must end in .png'],
    ['an empty file', { name: 'table.csv', data: '' }, 'is empty'],
    ['text that is not base64', { name: 'table.csv', data: 'not base64!' }, 'is empty'],
    ['a name with a folder', { name: '../etc/table.csv', data: b64(TABLE) }, 'name'],
    ['metadata without bytes', { name: 'table.csv', type: 'text/csv', size: 10, sha256: 'a'.repeat(64) }, 'Choose a file'],
  ])('refuses %s (40000 on the field) and creates nothing', async (_, file, message) => {
    const before = await total();
    const refused = await create(output(file));
    expect(refused.json.code).toBe(40000);
    expect(errorsOf(refused).file).toContain(message);
    expect(await total()).toBe(before);
  });

  it('refuses a file over 5 MiB and takes one of exactly 5 MiB', async () => {
    const limit = 5 * 1024 * 1024;
    const row = 'x,1\n';
    const exact = 'x,n\n' + row.repeat((limit - 4) / row.length);
    expect(Buffer.byteLength(exact)).toBe(limit);
    const over = await create(output({ name: 'big.csv', data: b64(exact + 'y,2\n') }));
    expect(over.json.code).toBe(40000);
    expect(errorsOf(over).file).toContain('at most 5 MB');
    const taken = await create(output({ name: 'big.csv', data: b64(exact) }));
    expect(taken.json.data.file.size).toBe(limit);
  });

  it('is kept when a write sends it back unchanged, replaced by a new one, and refused when forged', async () => {
    const { id, file } = (await create(output({ name: 'v1.csv', data: b64(TABLE) }))).json.data;
    const kept = await call<Output>(api.baseUrl, 'PUT', `${PATH}/${id}`, { token: user, body: { ...output(file), title: 'Table 2, revised' } });
    expect(kept.json.data.file).toEqual(file);
    const forged = await call(api.baseUrl, 'PATCH', `${PATH}/${id}`, { token: user, body: { file: { ...file, sha256: 'b'.repeat(64) } } });
    expect(forged.json.code).toBe(40000);
    const replaced = await call<Output>(api.baseUrl, 'PATCH', `${PATH}/${id}`, { token: user, body: { file: { name: 'v2.csv', data: b64('k,v\n1,2\n') } } });
    expect(replaced.json.data.file).toMatchObject({ name: 'v2.csv', size: 8 });
    expect(await (await download(id)).text()).toBe('k,v\n1,2\n');
  });

  it('is read only by those who may read the record, and goes with it', async () => {
    const { id } = (await create(output({ name: 'mine.csv', data: b64(TABLE) }))).json.data;
    expect((await download(id, '')).status).toBe(401);
    expect((await download(id, admin)).status).toBe(200);
    expect((await download(id, user, 'title')).status).toBe(404);
    expect((await download(id, user, '__proto__')).status).toBe(404);
    expect((await call(api.baseUrl, 'DELETE', `${PATH}/${id}`, { token: user })).json.code).toBe(20000);
    expect((await download(id)).status).toBe(404);
  });
});

describe("an output request's grant", () => {
  const refusedGrant = async (grant: number, token = user) => {
    const before = await total();
    const refused = await create(output({ name: 't.csv', data: b64(TABLE) }, grant), token);
    expect(refused.json.code).toBe(40000);
    expect(errorsOf(refused).grant).toMatch(/No such record/);
    expect(await total()).toBe(before);
  };
  it('must exist', () => refusedGrant(999));
  it('must not have lapsed', () => refusedGrant(LAPSED_GRANT));
  it("must be the writer's own, also for an admin who sees every grant", () => refusedGrant(ACTIVE_GRANT, admin));
  it('must still be active when it is changed, while other changes keep it', async () => {
    const { id } = (await create(output({ name: 't.csv', data: b64(TABLE) }))).json.data;
    const moved = await call(api.baseUrl, 'PATCH', `${PATH}/${id}`, { token: user, body: { grant: LAPSED_GRANT } });
    expect(moved.json.code).toBe(40000);
    const other = await call<{ grant: number }>(api.baseUrl, 'PATCH', `${PATH}/${id}`, { token: user, body: { title: 'Renamed' } });
    expect(other.json.data.grant).toBe(ACTIVE_GRANT);
  });
});
