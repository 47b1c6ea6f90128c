/**
 * Requests generated from the API's description itself (fake-api/openapi), property-based: for
 * every operation it lists, as admin, as user and unsigned, fast-check builds path, query and body
 * from the operation's own schemas (sometimes a body of anything, a NUL character in a value, an id
 * beyond the id column, a thousand ids, a file name with direction or control characters, a file
 * that only looks like an image). Every answer must be one the description documents for that
 * operation, with that HTTP status and code, and none may be 500.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conformanceTo } from '../../contract/conformance';
import { loadDeclarations } from '../../resources/lib/loadDeclarations';
import type { Operation } from '../../fake-api/openapi';
import { answerText, startApi, type RunningApi } from './helpers';
import { sessionFor, userId } from './dataHelpers';
import { arbitraryOf } from './schemaArbitrary';
import { jpegImage, pngImage, POLYGLOTS } from '../fixtures/images';

const SEED = 20261126;
/** Requests per operation and caller. */
const RUNS = 5;
const CALLERS = ['admin', 'user', 'none'] as const;
type Caller = (typeof CALLERS)[number];

let run: RunningApi;
const tokens: Record<'admin' | 'user', string> = { admin: '', user: '' };
const mint = async () => {
  for (const role of ['admin', 'user'] as const) tokens[role] = await sessionFor(run.api, await userId(run.api, role), role);
};

beforeAll(async () => {
  run = await startApi({ declarations: await loadDeclarations() });
  await mint();
}, 60_000);
afterAll(() => run.stop());

type Schema = Record<string, unknown>;
interface Request {
  path: string;
  query: [string, string][];
  body?: { type: string; payload: string | Blob };
}

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
/** Real images and the files that only look like one, as an upload sends them and as a write's `file` holds them. */
const IMAGES = [pngImage(), jpegImage(), ...POLYGLOTS.map(([, bytes]) => bytes)];
const pathValue = fc.oneof(
  fc.integer({ min: 1, max: 60 }).map(String),
  fc.constantFrom('0', 'abc', '1-0123456789abcdef', '2147483648', '9999999999', '99999999999999999999'),
);

/** What a schema's value may be turned into: text with a NUL, a huge id, a file that lies about its name or its bytes. */
const HOSTILE = fc.constantFrom<unknown>(
  'a\u0000b',
  2_147_483_648,
  9_999_999_999,
  { name: 'report\u202egnp.csv', data: Buffer.from('a,b\n1,2\n').toString('base64') },
  { name: 'table\u2028.csv', data: Buffer.from('a,b\n1,2\n').toString('base64') },
  ...IMAGES.map((bytes) => ({ name: 'chart.png', data: bytes.toString('base64') })),
);
/** A body from the schema, now and then with one of its fields made hostile. */
const withHostileField = (body: fc.Arbitrary<unknown>) =>
  fc.tuple(body, fc.option(fc.tuple(fc.nat(), HOSTILE), { freq: 3, nil: undefined })).map(([value, hostile]) => {
    if (!hostile || typeof value !== 'object' || value === null || Array.isArray(value)) return value;
    const keys = Object.keys(value);
    return keys.length ? { ...value, [keys[hostile[0] % keys.length]]: hostile[1] } : value;
  });
/** A thousand ids (or values of another parameter), more than any list takes. */
const longList = (name: string) => Array.from({ length: 1000 }, (_, i): [string, string] => [name, String(i + 1)]);

/** A request for one operation, from its parameters and body schema. */
function requestOf(route: string, op: Operation, document: Schema): fc.Arbitrary<Request> {
  const params = op.parameters ?? [];
  const path = fc
    .tuple(...params.filter((p) => p.in === 'path').map((p) => pathValue.map((v) => [p.name, v] as const)), fc.constant(['', ''] as const))
    .map((pairs) => pairs.reduce((p, [name, v]) => (name ? p.replace(`{${name}}`, v) : p), route));
  const query = fc
    .tuple(
      ...params.filter((p) => p.in === 'query').map((p) => fc.option(arbitraryOf(p.schema, document), { nil: undefined }).map((v) => [p.name, v] as const)),
      fc.constant(['', undefined] as const),
    )
    .map((pairs) =>
      pairs.flatMap(([name, v]) => (name === '' || v === undefined ? [] : (Array.isArray(v) ? v : [v]).map((x) => [name, String(x)] as [string, string]))),
    )
    // Now and then (one time in ten each) a value with a NUL in it, or a parameter given a thousand times.
    .chain((pairs) =>
      fc.integer({ min: 0, max: 9 }).map((n): [string, string][] => {
        if (n === 8) return pairs.map(([name, v], i): [string, string] => [name, i === 0 ? `${v}\u0000` : v]);
        if (n === 9 && pairs.length > 0) return [...pairs, ...longList(pairs[0][0])];
        return pairs;
      }),
    );
  const content = (op.requestBody?.content ?? {}) as Record<string, { schema: Schema }>;
  const types = Object.keys(content);
  let body: fc.Arbitrary<Request['body']> = fc.constant(undefined);
  if (types.includes('application/json'))
    body = fc
      .oneof(
        { weight: 4, arbitrary: withHostileField(arbitraryOf(content['application/json'].schema, document)) },
        { weight: 1, arbitrary: fc.dictionary(fc.string({ maxLength: 12 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 3 }) },
      )
      .map((v) => ({ type: 'application/json', payload: JSON.stringify(v) }));
  else if (types.length > 0)
    body = fc
      .tuple(fc.constantFrom(...types), fc.constantFrom('png', 'image', 'random'), fc.uint8Array({ maxLength: 48 }), fc.constantFrom(...IMAGES))
      .map(([type, kind, rest, image]) => ({
        type,
        payload: new Blob([kind === 'png' ? Uint8Array.from([...PNG, ...rest]) : kind === 'image' ? new Uint8Array(image) : rest]),
      }));
  return fc.record({ path, query, body });
}

describe('requests generated from the API description', () => {
  it(`every operation, as admin, as user and unsigned: only documented answers, none 500 (seed ${SEED})`, async () => {
    const document = run.api.document as unknown as Schema & { paths: Record<string, Record<string, Operation>> };
    const conformance = conformanceTo(run.api.document);
    const operations = Object.entries(document.paths).flatMap(([route, ops]) =>
      Object.entries(ops).map(([method, op]) => ({ route, method: method.toUpperCase(), op })),
    );
    const stats = { operations: operations.length, cases: 0, mismatches: 0, fiveHundreds: 0, byStatus: {} as Record<number, number> };
    const failures: string[] = [];
    for (const [i, { route, method, op }] of operations.entries()) {
      for (const [k, caller] of CALLERS.entries()) {
        await fc.assert(
          fc.asyncProperty(requestOf(route, op, document), async (request) => {
            const headers: Record<string, string> = {};
            if (caller !== 'none') headers.Authorization = `Bearer ${tokens[caller as Exclude<Caller, 'none'>]}`;
            if (request.body) headers['Content-Type'] = request.body.type;
            const qs = new URLSearchParams(request.query).toString();
            const res = await fetch(`${run.baseUrl}${request.path}${qs ? `?${qs}` : ''}`, { method, headers, body: request.body?.payload });
            const text = await answerText(res);
            stats.cases++;
            stats.byStatus[res.status] = (stats.byStatus[res.status] ?? 0) + 1;
            const what = `${method} ${request.path}${qs ? `?${qs.slice(0, 80)}` : ''} as ${caller}`;
            if (res.status >= 500) {
              stats.fiveHundreds++;
              failures.push(`${res.status} on ${what}: ${text.slice(0, 200)}`);
            }
            const isJson = res.headers.get('content-type')?.startsWith('application/json');
            let parsed: unknown = text;
            if (isJson) parsed = JSON.parse(text);
            const mismatch = isJson || res.status >= 400 ? conformance.mismatch(method, request.path, res.status, parsed, res.headers) : undefined;
            if (mismatch) {
              stats.mismatches++;
              failures.push(`${mismatch}; on ${what}: ${text.slice(0, 300)}`);
            }
            // Signing out (or out of other sessions) spoils the tokens: take fresh ones.
            if (res.ok && /logout|sign-out-others/.test(request.path)) await mint();
          }),
          { seed: SEED + i * CALLERS.length + k, numRuns: RUNS },
        );
      }
    }
    console.log(
      `[document fuzz] seed ${SEED}: ${stats.operations} operations x ${CALLERS.length} callers, ${stats.cases} cases, ${stats.mismatches} mismatches, ${stats.fiveHundreds} answers >= 500; by status ${JSON.stringify(stats.byStatus)}`,
    );
    expect(failures.slice(0, 20)).toEqual([]);
    expect(stats.cases).toBe(stats.operations * CALLERS.length * RUNS);
  }, 240_000);
});
