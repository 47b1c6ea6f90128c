/**
 * A record's file is what its structure says, not what its first bytes say (contract "Files",
 * "Limits"): an image is kept only once a decoder read all of it, with nothing after its end and
 * a sane declared size; a name holds no character that makes it read as another.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import accessRequests from '../../resources/accessRequests';
import auditDecl from '../../resources/audit';
import datasets from '../../resources/datasets';
import grants from '../../resources/grants';
import outputs from '../../resources/outputs';
import { ApiFailure } from '../../fake-api/envelope';
import { b64, call, errorsOf, login, startApi, type RunningApi } from './helpers';
import { recordsIn } from './dataHelpers';
import { GIF, INTERLACED_PNG, jpegImage, OVERSIZED_PNG, PATIENT_CSV, pngImage, POLYGLOTS } from '../fixtures/images';

const PATH = '/api/data/outputs';

let api: RunningApi;
let user: string;
beforeAll(async () => {
  api = await startApi({ declarations: [datasets, accessRequests, grants, outputs, auditDecl] });
  user = await login(api.baseUrl, 'user', 'user');
});
afterAll(() => api.stop());

interface Output {
  id: number;
  file: { name: string; type: string; size: number; sha256: string };
}
const output = (file: unknown) => ({ title: 'Table 2', grant: 1, description: 'Counts by group.', file });
const create = (file: unknown) => call<Output>(api.baseUrl, 'POST', PATH, { token: user, body: output(file) });
const count = async () => (await recordsIn(api.api, 'outputs')).length;

describe('an image in a record file', () => {
  it.each([
    ['a PNG', 'chart.png', pngImage(16, 9), 'image/png'],
    ['a JPEG', 'photo.jpg', jpegImage(16, 9), 'image/jpeg'],
  ])('is kept when it is %s that decodes whole, and read back byte for byte', async (_, name, bytes, type) => {
    const created = await create({ name, data: b64(bytes) });
    expect(created.json.code).toBe(20000);
    expect(created.json.data.file).toMatchObject({ name, type, size: bytes.length });
    const res = await fetch(`${api.baseUrl}${PATH}/${created.json.data.id}/files/file`, { headers: { Authorization: `Bearer ${user}` } });
    expect(Buffer.from(await res.arrayBuffer())).toEqual(bytes);
  });

  it.each<[string, Buffer]>([
    ...POLYGLOTS.map(([what, bytes]): [string, Buffer] => [what, bytes]),
    ['a PNG declaring 20,000 × 20,000 pixels', OVERSIZED_PNG],
    ['an interlaced PNG (inflated without bound by its decoder)', INTERLACED_PNG],
  ])('is refused when it is %s (40000 on the field), and nothing is created', async (_, bytes) => {
    const before = await count();
    // Named as what its first bytes claim, so that only its content can give it away.
    const name = bytes[0] === 0xff ? 'photo.jpg' : 'chart.png';
    const refused = await create({ name, data: b64(bytes) });
    expect(refused.status).toBe(400);
    expect(refused.json.code).toBe(40000);
    expect(Object.keys(errorsOf(refused))).toEqual(['file']);
    expect(errorsOf(refused).file).not.toContain('its name must end');
    expect(await count()).toBe(before);
  });

  it('is refused as a GIF: no field takes GIF or WebP any more', async () => {
    const refused = await create({ name: 'chart.gif', data: b64(GIF) });
    expect(refused.json.code).toBe(40000);
    expect(errorsOf(refused).file).toContain('must be one of: CSV, PNG, JPEG');
  });

  it('is never stored unless it was decoded, whatever way the write came (the store refuses it itself)', async () => {
    // A whole-looking PNG with a table inside before its IEND: its ends pass, only a decoder refuses it.
    const [, hidden] = POLYGLOTS.find(([what]) => what.includes('IEND chunk after'))!;
    const record = { ...output({ name: 'chart.png', data: b64(hidden) }), owner: 2, requester: 'user', state: 'draft' };
    const write = api.api.data.transaction((trx) => api.api.data.records('outputs').insert(trx, record));
    await expect(write).rejects.toBeInstanceOf(ApiFailure);
    await expect(write).rejects.toMatchObject({ code: 40000, data: { errors: { file: expect.stringContaining('must be one of') } } });
  });
});

describe('a table in a record file', () => {
  it('is kept when it is UTF-8 text, and refused with a NUL byte in it', async () => {
    expect((await create({ name: 'patients.csv', data: b64(PATIENT_CSV) })).json.code).toBe(20000);
    const refused = await create({ name: 'patients.csv', data: b64(PATIENT_CSV.replace('Patient 7', 'Patient\u00007')) });
    expect(refused.json.code).toBe(40000);
    expect(Object.keys(errorsOf(refused))).toEqual(['file']);
  });
});

describe('a file name', () => {
  it.each([
    ['a right-to-left override (U+202E)', 'results\u202Evsc.exe'],
    ['a left-to-right override (U+202D)', 'results\u202D.csv'],
    ['a line separator (U+2028)', 'results\u2028.csv'],
    ['a paragraph separator (U+2029)', 'results\u2029.csv'],
    ['a next line (U+0085)', 'results\u0085.csv'],
    ['a zero-width space (U+200B)', 'res\u200Bults.csv'],
    ['a byte-order mark (U+FEFF)', '\uFEFFresults.csv'],
    ['a right-to-left isolate (U+2067)', 'results\u2067.csv'],
    ['a lone surrogate', 'results\uD800.csv'],
  ])('with %s is refused (40000 on the field), and nothing is created', async (_, name) => {
    const before = await count();
    const refused = await create({ name, data: b64('a,b\n1,2\n') });
    expect(refused.json.code).toBe(40000);
    expect(errorsOf(refused).file).toMatch(/file name/i);
    expect(await count()).toBe(before);
  });

  it('may be in any script, with spaces and dashes', async () => {
    const created = await create({ name: '结果 – Résultats (v2).csv', data: b64('a,b\n1,2\n') });
    expect(created.json.code).toBe(20000);
  });
});
