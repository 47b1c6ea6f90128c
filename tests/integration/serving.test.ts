/**
 * How `npm run serve` answers (fake-api/consoleFiles.ts): the build's brotli or gzip copy of a
 * file as the browser accepts, hashed assets cached for a year, index.html revalidated, and the
 * API's JSON compressed above 1 KB, with the security headers kept.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, POLICIES, startApi, tempDir, type RunningApi } from './helpers';

const SCRIPT = `export const greeting = ${JSON.stringify('hello '.repeat(500))};\n`;
const INDEX = `<!doctype html><html><head><script type="module" src="/assets/index-AbCd1234.js"></script></head><body>${'<!-- console -->'.repeat(80)}</body></html>`;

/** A built console as Vite writes it: each text file beside its .br and .gz copies. */
function builtConsole(): string {
  const dir = tempDir('mds-console-');
  fs.mkdirSync(path.join(dir, 'assets'));
  const files = { 'index.html': INDEX, 'assets/index-AbCd1234.js': SCRIPT };
  for (const [name, text] of Object.entries(files)) {
    fs.writeFileSync(path.join(dir, name), text);
    fs.writeFileSync(path.join(dir, `${name}.br`), brotliCompressSync(text));
    fs.writeFileSync(path.join(dir, `${name}.gz`), gzipSync(text));
  }
  return dir;
}

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The body as it came over the wire, still encoded. */
  raw: Buffer;
  /** The body decoded as the browser would. */
  text: string;
}

/** A GET over plain node:http, so the encoding on the wire is seen as it is (fetch would hide it). */
function get(url: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const raw = Buffer.concat(chunks);
          const encoding = res.headers['content-encoding'];
          const body = encoding === 'br' ? brotliDecompressSync(raw) : encoding === 'gzip' ? gunzipSync(raw) : raw;
          resolve({ status: res.statusCode ?? 0, headers: res.headers, raw, text: body.toString() });
        });
      })
      .on('error', reject);
  });
}

let consoleDir: string;
let api: RunningApi;
beforeAll(async () => {
  consoleDir = builtConsole();
  api = await startApi({ consoleDir });
});
afterAll(async () => {
  await api?.stop();
  fs.rmSync(consoleDir, { recursive: true, force: true });
});

describe('the console files', () => {
  const script = () => `${api.baseUrl}/assets/index-AbCd1234.js`;

  it('sends brotli when the browser accepts it', async () => {
    const res = await get(script(), { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.raw.length).toBeLessThan(SCRIPT.length / 10);
    expect(res.text).toBe(SCRIPT);
    expect(res.headers['content-type']).toMatch(/javascript/);
  });

  it('sends gzip to a browser that does not accept brotli', async () => {
    const res = await get(script(), { 'Accept-Encoding': 'gzip' });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.text).toBe(SCRIPT);
  });

  it('sends the file as it is when no encoding is accepted', async () => {
    for (const headers of [{}, { 'Accept-Encoding': 'identity' }] as Record<string, string>[]) {
      const res = await get(script(), headers);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.raw.toString()).toBe(SCRIPT);
    }
  });

  it('says the answer varies with Accept-Encoding, whichever encoding it chose', async () => {
    for (const encoding of ['br', 'gzip', 'identity']) {
      for (const url of [script(), `${api.baseUrl}/index.html`, `${api.baseUrl}/login`]) {
        const res = await get(url, { 'Accept-Encoding': encoding });
        expect(res.headers.vary, `${url} ${encoding}`).toMatch(/accept-encoding/i);
      }
    }
  });

  it('caches hashed assets for a year as immutable, and has index.html and clean URLs revalidated', async () => {
    expect((await get(script(), { 'Accept-Encoding': 'br' })).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const page of ['/index.html', '/login', '/list/search-table']) {
      const res = await get(api.baseUrl + page, { 'Accept-Encoding': 'br, gzip' });
      expect(res.status).toBe(200);
      expect(res.headers['cache-control'], page).toBe('no-cache');
      expect(res.headers['content-encoding'], page).toBe('br');
      expect(res.text).toBe(INDEX);
      expect(res.headers['content-security-policy']).toMatch(/default-src 'self'/);
    }
  });

  it('answers a missing asset with a 404, not the console', async () => {
    const res = await get(`${api.baseUrl}/assets/missing-AbCd1234.js`, { 'Accept-Encoding': 'br' });
    expect(res.status).toBe(404);
  });
});

describe('the API answers', () => {
  it('compresses JSON above 1 KB and keeps the security headers', async () => {
    const token = await login(api.baseUrl, 'admin', 'admin');
    const headers = { Authorization: `Bearer ${token}` };
    const large = await get(`${api.baseUrl}${POLICIES}?current=1&pageSize=50`, { ...headers, 'Accept-Encoding': 'br, gzip' });
    expect(large.status).toBe(200);
    expect(large.headers['content-encoding']).toMatch(/^(br|gzip)$/);
    expect(large.headers.vary).toMatch(/accept-encoding/i);
    expect(JSON.parse(large.text).data.list).toHaveLength(50);
    expect(large.raw.length).toBeLessThan(large.text.length / 2);
    expect(large.headers['x-content-type-options']).toBe('nosniff');
    expect(large.headers['cache-control']).toBe('no-store');

    const gzipOnly = await get(`${api.baseUrl}${POLICIES}?current=1&pageSize=50`, { ...headers, 'Accept-Encoding': 'gzip' });
    expect(gzipOnly.headers['content-encoding']).toBe('gzip');
    const plain = await get(`${api.baseUrl}${POLICIES}?current=1&pageSize=50`, headers);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(plain.raw.toString()).data.list).toHaveLength(50);
  });

  it('sends a small answer as it is', async () => {
    const res = await get(`${api.baseUrl}/api/no-such-route`, { 'Accept-Encoding': 'br, gzip' });
    expect(res.raw.length).toBeLessThan(1024);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(res.text).code).toBe(40400);
  });
});
