/**
 * Hostile input, property-based (contract "Server hardening", "Limits"): fast-check sends every
 * route and method of the authorization table odd paths, queries, headers and bodies, as any
 * caller: NUL characters, ids beyond the id column, a thousand ids, names with direction and
 * control characters, files that only look like images among them. Whatever comes, the API answers an envelope below 500, with no stack trace, file path
 * or library name in it, and an answer that refuses the call changes nothing in the store.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { METHODS, type RouteRule } from '../../fake-api/authorization';
import { loadDeclarations } from '../../resources/lib/loadDeclarations';
import { DOCS_PATH, DOCUMENT_PATH } from '../../fake-api/openapi';
import { EVENTS_PATH } from '../../domain/events';
import type { ResourceDecl } from '../../resources/lib/schema';
import { answerText, startApi, type RunningApi } from './helpers';
import { expire, revoke, sessionFor, snapshot, userId } from './dataHelpers';
import { jpegImage, pngImage, POLYGLOTS } from '../fixtures/images';

const SEED = 20260302;
/** Cases per route and method: every cell of the table is tried, none left to chance; served ones most. */
const RUNS_SERVED = 12;
const RUNS_REFUSED = 2;
const EXTRA_METHODS = ['HEAD', 'OPTIONS', 'PROPFIND'];

let run: RunningApi;
let decls: ResourceDecl[];
const tokens: Record<'admin' | 'user' | 'expired' | 'revoked', string> = { admin: '', user: '', expired: '', revoked: '' };

async function mint() {
  const idOf = (role: string) => userId(run.api, role);
  for (const role of ['admin', 'user'] as const) tokens[role] = await sessionFor(run.api, await idOf(role), role);
  tokens.revoked = await sessionFor(run.api, await idOf('user'), 'user');
  await revoke(run.api, tokens.revoked);
  tokens.expired = await sessionFor(run.api, await idOf('admin'), 'admin');
  // Expired a second ago: remembered as expired (50014), not unknown.
  await expire(run.api, tokens.expired);
}

beforeAll(async () => {
  decls = await loadDeclarations();
  run = await startApi({ declarations: decls });
  await mint();
}, 60_000);
afterAll(() => run.stop());

const odd = fc.constantFrom(
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '\u0000',
  'a\u0000b',
  '\u202e\u202d',
  'report\u202egnp.csv',
  'line\u2028break',
  'next\u0085line',
  '\u2067isolate\u2069',
  '𝕳𝖊𝖑𝖑𝖔 👩‍⚕️',
  '\ud800',
  'e\u0301',
  '../../etc/passwd',
  '%00',
  '%2e%2e%2f',
  '{"$gt":""}',
  '__proto__',
  'constructor',
  '.*',
  '(a+)+$',
  '1e309',
  '-0',
  'NaN',
  '9'.repeat(40),
  'x'.repeat(3000),
);
const text = fc.oneof(fc.string({ maxLength: 40 }), fc.string({ unit: 'grapheme', maxLength: 20 }), odd);
const scalar = fc.oneof(
  text,
  fc.integer(),
  fc.double(),
  fc.constantFrom(Number.MAX_SAFE_INTEGER + 2, -1, 0, 1e308, -1e308, 101, 1_000_000, 2_147_483_648, 9_999_999_999),
  fc.boolean(),
  fc.constant(null),
);

/** A value that nests `depth` levels. */
const nested = (depth: number): unknown => (depth === 0 ? 1 : { a: [nested(depth - 1)] });

/** A file a write sends: real images, polyglots, a table, under names that read as something else. */
const fileish = fc.record({
  name: fc.constantFrom('chart.png', 'photo.jpg', 'table.csv', 'report\u202egnp.csv', 'table\u2028.csv', 'x\u0085.png', 'a\u0000.csv'),
  data: fc.constantFrom(...[pngImage(), jpegImage(), Buffer.from('a,b\n1,2\n'), ...POLYGLOTS.map(([, bytes]) => bytes)].map((b) => b.toString('base64'))),
});

/** A body shaped like a record of some declaration, with hostile values and extra keys. */
const recordish = fc.integer({ min: 0, max: 1000 }).chain((i) => {
  const decl = decls[i % decls.length];
  const names = [...Object.keys(decl.fields), 'id', 'owner', 'role', 'accountId', 'phone', '__proto__', 'constructor', 'unknownField'];
  return fc.dictionary(fc.constantFrom(...names), fc.oneof(scalar, fc.array(scalar, { maxLength: 3 }), fc.object({ maxDepth: 2 }), fileish), { maxKeys: 8 });
});

/** Built once: a list far longer than any endpoint takes, and a body over the 1 MiB limit. */
const MANY_IDS = JSON.stringify({ ids: Array.from({ length: 5000 }, (_, i) => i) });
const OVER_LIMIT = JSON.stringify({ name: 'x'.repeat(1_100_000) });

type Body =
  | { kind: 'json'; value: unknown }
  | { kind: 'raw'; value: string; type?: string; encoding?: string }
  | { kind: 'bytes'; value: Uint8Array<ArrayBuffer>; type: string }
  | { kind: 'none' };

/** Raw bytes as an upload sends them: real images and the files that only look like one. */
const IMAGE_BYTES = [pngImage(), jpegImage(), ...POLYGLOTS.map(([, bytes]) => bytes)].map((b) => new Uint8Array(b) as Uint8Array<ArrayBuffer>);

const body: fc.Arbitrary<Body> = fc.oneof(
  fc.record({ kind: fc.constant('json' as const), value: recordish }),
  fc.record({ kind: fc.constant('json' as const), value: fc.jsonValue({ maxDepth: 4 }) }),
  fc.record({ kind: fc.constant('json' as const), value: fc.integer({ min: 8, max: 40 }).map(nested) }),
  fc.constant({ kind: 'raw' as const, value: MANY_IDS, type: 'application/json' }),
  fc.constant({ kind: 'raw' as const, value: OVER_LIMIT, type: 'application/json' }),
  fc.record({
    kind: fc.constant('raw' as const),
    value: fc.oneof(
      fc.string({ maxLength: 60 }),
      fc.constantFrom('{', '{"a":', '[1,2', 'null', '"str"', '{"a":1}{"b":2}', '\u0000', '{"__proto__":{"admin":true}}'),
    ),
    type: fc.constantFrom(
      undefined,
      'application/json',
      'text/plain',
      'application/x-www-form-urlencoded',
      'application/json; charset=utf-16',
      'multipart/form-data; boundary=x',
    ),
    encoding: fc.constantFrom(undefined, undefined, 'gzip', 'deflate', 'br', 'identity'),
  }),
  fc.record({
    kind: fc.constant('bytes' as const),
    value: fc.constantFrom(...IMAGE_BYTES),
    type: fc.constantFrom('image/png', 'image/jpeg', 'application/octet-stream'),
  }),
  fc.constant({ kind: 'none' as const }),
);

const queryParam = fc.tuple(
  fc.oneof(
    fc.constantFrom(
      'current',
      'pageSize',
      'sort',
      'order',
      'id',
      'type',
      'name',
      'status',
      'createdTime_gte',
      '_expand',
      '_embed',
      'q',
      'callback',
      '__proto__',
    ),
    text,
  ),
  fc.oneof(text, fc.constantFrom('0', '-1', '101', '1e9', '99999999999', '2147483648', 'a\u0000b', 'asc', 'desc', 'DROP TABLE', '2020-13-45', '')),
);
/**
 * A thousand ids (or 500 values of other filters): more than any list takes, which overflowed
 * SQLite's expression tree. Node refuses a request head over 16 KB itself (431): the lists fit in it.
 */
const LONG_LISTS = [
  ['id', 1000],
  ['name', 500],
  ['status', 500],
].map(([name, n]) => Array.from({ length: n as number }, (_, i): [string, string] => [name as string, String(i + 1)]));
const query = fc.oneof({ weight: 9, arbitrary: fc.array(queryParam, { maxLength: 5 }) }, { weight: 1, arbitrary: fc.constantFrom(...LONG_LISTS) });

type Caller = 'admin' | 'user' | 'expired' | 'revoked' | 'none' | 'garbage' | 'header';
const caller = fc.constantFrom<Caller>('admin', 'user', 'expired', 'revoked', 'none', 'garbage', 'header');

/** Percent-encoding; a lone surrogate becomes bytes that are not UTF-8 at all (hostile too). */
const enc = (v: string) => {
  try {
    return encodeURIComponent(v);
  } catch {
    return '%ED%A0%80';
  }
};

/** Stack frames, file paths, library names: nothing of the server's insides. */
const LEAK = /\bat [\w.<>]+ \(|node_modules|\/(work|home|usr|tmp|root)\/|\.tsx?:\d+|json-server|body-parser|express|SyntaxError|TypeError|ReferenceError/i;

describe('hostile input, property-based', () => {
  it(`answers every route and method below 500 with a clean envelope, and changes nothing when it refuses (seed ${SEED})`, async () => {
    const rules: RouteRule[] = run.api.table.rules;
    const paths = [...new Set(rules.map((r) => r.path))];
    const methods = [...METHODS, ...EXTRA_METHODS];
    const served = new Set(rules.map((r) => `${r.method} ${r.path}`));
    const pairs = paths.flatMap((p) => methods.map((m) => [p, m, served.has(`${m} ${p}`) ? RUNS_SERVED : RUNS_REFUSED] as const));
    const expected = pairs.reduce((n, [, , runs]) => n + runs, 0);
    const stats = { cases: 0, fiveHundreds: 0, leaks: 0, notEnvelope: 0, changedOnRefusal: 0, byStatus: {} as Record<number, number> };
    const tried = new Set<string>();
    const failures: string[] = [];
    console.log(
      `[fuzz] seed ${SEED}: ${paths.length} routes x ${methods.length} methods (${pairs.length} pairs, ${served.size} served): ${RUNS_SERVED} runs on a served pair, ${RUNS_REFUSED} on the others`,
    );
    for (const [i, [pattern, method, runs]] of pairs.entries()) {
      if (failures.length > 0) break;
      await fc
        .assert(
          fc.asyncProperty(
            fc.oneof(
              fc.constantFrom(
                '1',
                '0',
                '-1',
                '99999999',
                '2147483648',
                '9999999999',
                '1.5',
                'abc',
                '%2F',
                '..',
                '%00',
                '1-0123456789abcdef',
                '2-0123456789abcdef',
              ),
              text.map(enc),
            ),
            query,
            body,
            caller,
            async (param, query, b, who) => {
              tried.add(`${method} ${pattern}`);
              const path = pattern.replace(/:\w+/g, param || '1');
              const qs = query.map(([k, v]) => `${enc(k)}=${enc(v)}`).join('&');
              const headers: Record<string, string> = {};
              if (who === 'admin' || who === 'user' || who === 'expired' || who === 'revoked') headers.Authorization = `Bearer ${tokens[who]}`;
              if (who === 'garbage') headers.Authorization = 'Bearer not-a-token-this-server-knows';
              if (who === 'header') headers['X-HTTP-Method-Override'] = 'DELETE';
              let payload: string | Uint8Array<ArrayBuffer> | undefined;
              if (b.kind === 'json') {
                payload = JSON.stringify(b.value) ?? 'null';
                headers['Content-Type'] = 'application/json';
              } else if (b.kind === 'raw') {
                payload = b.value;
                if (b.type) headers['Content-Type'] = b.type;
                if (b.encoding) headers['Content-Encoding'] = b.encoding;
              } else if (b.kind === 'bytes') {
                payload = b.value;
                headers['Content-Type'] = b.type;
              }
              if (method === 'GET' || method === 'HEAD') payload = undefined;
              const before = await snapshot(run.api);
              const res = await fetch(`${run.baseUrl}${path}${qs ? `?${qs}` : ''}`, { method, headers, body: payload, signal: AbortSignal.timeout(20_000) });
              const text = await answerText(res);
              stats.cases++;
              stats.byStatus[res.status] = (stats.byStatus[res.status] ?? 0) + 1;
              const what = `${method} ${path}?${qs.slice(0, 80)} as ${who}, body ${b.kind} ${typeof payload === 'string' ? payload.slice(0, 80) : `${payload?.length ?? 0} bytes`}`;
              if (res.status >= 500) {
                stats.fiveHundreds++;
                failures.push(`${res.status} on ${what}: ${text.slice(0, 200)}`);
              }
              if (LEAK.test(text)) {
                stats.leaks++;
                failures.push(`leak on ${what}: ${text.slice(0, 200)}`);
              }
              // An avatar image and the API description's pages are the answers that are not envelopes.
              const notEnvelope =
                res.ok && (pattern.startsWith('/api/user/avatar') || pattern === DOCUMENT_PATH || pattern.startsWith(DOCS_PATH) || pattern === EVENTS_PATH);
              if (method !== 'HEAD' && !notEnvelope) {
                try {
                  const env = JSON.parse(text) as { code?: unknown; status?: unknown; msg?: unknown };
                  if (typeof env.code !== 'number' || typeof env.msg !== 'string' || (env.status !== 'ok' && env.status !== 'fail'))
                    throw new Error('not an envelope');
                } catch {
                  stats.notEnvelope++;
                  failures.push(`not an envelope on ${what}: ${text.slice(0, 200)}`);
                }
              }
              if (res.status >= 400 && (await snapshot(run.api)) !== before) {
                stats.changedOnRefusal++;
                failures.push(`refused but changed the store: ${res.status} on ${what}`);
              }
              // Signing out (or out of other sessions) spoils the tokens: take fresh ones.
              if (res.ok && /logout|sign-out-others/.test(path)) await mint();
              return failures.length === 0;
            },
          ),
          { seed: SEED + i, numRuns: runs, endOnFailure: true },
        )
        .catch((e: Error) => failures.push(e.message.slice(0, 2000)));
    }
    console.log(
      `[fuzz] seed ${SEED}: ${stats.cases} hostile cases over ${tried.size} route x method pairs, ${stats.fiveHundreds} responses >= 500, ${stats.leaks} leaks, ${stats.notEnvelope} non-envelopes, ${stats.changedOnRefusal} refusals that changed the store; by status ${JSON.stringify(stats.byStatus)}`,
    );
    expect(failures).toEqual([]);
    expect(tried.size).toBe(pairs.length);
    expect(stats.cases).toBe(expected);
  }, 240_000);
});
