/**
 * The API's log as an operator reads it: one JSON line per request under its request id (also sent
 * back as X-Request-Id), the route's template and never a secret; errors with their stack, kept
 * server-side; LOG_LEVEL obeyed, and refused when it is no level.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadFeatures, type FeatureModule } from '../../fake-api/feature';
import invitations, { DEMO_INVITATION_CODES } from '../../resources/invitations';
import policies from '../../resources/policies';
import { freePort } from '../../scripts/freePort';
import { engineEnv } from './engine';
import { ADMIN_PHONE, call, login, newPolicy, POLICIES, startApi, tempDir, type Policy, type RunningApi } from './helpers';
import { capturedLog, type LogLine } from './logLines';
import { killApi, spawnApi } from './processes';

/** A route whose handler throws, as a bug would. */
const FAILING = '/api/test/failing';
const failing: FeatureModule = {
  routes: [{ method: 'GET', path: FAILING, roles: 'public' }],
  default: () =>
    express.Router().get(FAILING, () => {
      throw new Error('the disk caught fire');
    }),
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

let consoleDir: string;
let log: ReturnType<typeof capturedLog>;
let api: RunningApi;
/** Behind a proxy the API trusts (TRUST_PROXY=loopback: the tests' own address). */
let proxiedLog: ReturnType<typeof capturedLog>;
let proxied: RunningApi;

beforeAll(async () => {
  consoleDir = tempDir('mds-logs-console-');
  fs.writeFileSync(path.join(consoleDir, 'index.html'), '<!doctype html><title>MDS Console</title>');
  const features = [...(await loadFeatures()), failing];
  log = capturedLog();
  // No TRUST_PROXY: every client is untrusted.
  api = await startApi({ declarations: [policies, invitations], features, consoleDir, logger: log.logger, env: {} });
  proxiedLog = capturedLog();
  proxied = await startApi({ logger: proxiedLog.logger, env: { TRUST_PROXY: 'loopback' } });
});
afterAll(async () => {
  await api?.stop();
  await proxied?.stop();
  if (consoleDir) fs.rmSync(consoleDir, { recursive: true, force: true });
});

/** The lines of one request, by the id its answer carried: written once the answer is finished, so waited for. */
async function linesOf(of: ReturnType<typeof capturedLog>, reqId: string | null, count = 1): Promise<LogLine[]> {
  expect(reqId).toBeTruthy();
  await expect.poll(() => of.lines().filter((l) => l.reqId === reqId).length).toBeGreaterThanOrEqual(count);
  return of.lines().filter((l) => l.reqId === reqId);
}
const requestLine = async (reqId: string | null) => (await linesOf(log, reqId)).find((l) => l.status !== undefined)!;

describe('one line per request', () => {
  it('names the route by its template, the status, the duration and the signed-in user, never the path as sent', async () => {
    const token = await login(api.baseUrl, 'admin', 'admin');
    const read = await call<Policy>(api.baseUrl, 'GET', `${POLICIES}/3`, { token });
    expect(read.status).toBe(200);
    const line = await requestLine(read.headers.get('X-Request-Id'));
    expect(line).toMatchObject({ level: 'info', method: 'GET', route: `${POLICIES}/:id`, status: read.status, msg: `GET ${POLICIES}/:id ${read.status}` });
    expect(typeof line.userId).toBe('number');
    expect(line.durationMs).toBeGreaterThanOrEqual(0);
    expect(Date.parse(line.time)).not.toBeNaN();
    expect(JSON.stringify(line)).not.toContain('policy/3');
    expect(await linesOf(log, read.headers.get('X-Request-Id'))).toHaveLength(1);
  });

  it('logs a refusal as a warning, unknown paths as unmatched, and the console pages as console', async () => {
    const anonymous = await call(api.baseUrl, 'GET', POLICIES);
    expect(await requestLine(anonymous.headers.get('X-Request-Id'))).toMatchObject({ level: 'warn', route: POLICIES, status: anonymous.status });
    expect((await requestLine(anonymous.headers.get('X-Request-Id'))).userId).toBeUndefined();
    const unknown = await call(api.baseUrl, 'GET', '/api/no/such/route/42');
    expect(await requestLine(unknown.headers.get('X-Request-Id'))).toMatchObject({ level: 'warn', route: 'unmatched', status: 404 });
    const page = await fetch(`${api.baseUrl}/policies/42/show`);
    expect(page.status).toBe(200);
    expect(await requestLine(page.headers.get('X-Request-Id'))).toMatchObject({ level: 'info', method: 'GET', route: 'console', status: 200 });
  });

  it('logs an unexpected error with its stack under the request id, and tells the client only that it failed', async () => {
    const res = await call(api.baseUrl, 'GET', FAILING);
    expect(res.status).toBe(500);
    expect(res.json).toMatchObject({ code: 50000, msg: 'Internal server error' });
    expect(res.text).not.toContain('caught fire');
    const lines = await linesOf(log, res.headers.get('X-Request-Id'), 2);
    expect(lines.map((l) => l.level)).toEqual(['error', 'error']);
    const error = lines.find((l) => l.err)!;
    expect(error.err).toMatchObject({ type: 'Error', message: 'the disk caught fire' });
    expect(error.err!.stack).toMatch(/^Error: the disk caught fire\n\s+at /);
    expect(lines.find((l) => !l.err)).toMatchObject({ route: FAILING, status: 500 });
  });
});

describe('X-Request-Id', () => {
  it('comes back on every answer, fresh for each request from a client the API does not trust', async () => {
    const ids = [];
    for (const url of [POLICIES, '/api/no/such/route', '/favicon-missing.ico', '/']) {
      const res = await fetch(`${api.baseUrl}${url}`, { headers: { 'X-Request-Id': 'chosen-by-the-client' } });
      await res.arrayBuffer();
      ids.push(res.headers.get('X-Request-Id'));
    }
    for (const id of ids) expect(id).toMatch(UUID);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('is the one a trusted proxy gave, when well-formed, and that id is in the log', async () => {
    const given = 'lb-7f3a:42.1_A';
    const res = await call(proxied.baseUrl, 'GET', POLICIES, { headers: { 'X-Request-Id': given } });
    expect(res.headers.get('X-Request-Id')).toBe(given);
    expect((await linesOf(proxiedLog, given))[0]).toMatchObject({ route: POLICIES, status: res.status });
    for (const malformed of ['two words', 'x'.repeat(129), 'a"b', '{"level":"fatal"}']) {
      const replaced = await call(proxied.baseUrl, 'GET', POLICIES, { headers: { 'X-Request-Id': malformed } });
      expect(replaced.headers.get('X-Request-Id'), malformed).toMatch(UUID);
    }
  });
});

describe('secrets', () => {
  it('are never logged: passwords, tokens, SMS codes, phone numbers, bodies', async () => {
    const NEW_PHONE = '13912345678';
    const WRONG_PASSWORD = 'Correct-Horse-Battery-Staple-9';
    expect((await call(api.baseUrl, 'POST', '/api/user/login', { body: { username: 'admin', password: WRONG_PASSWORD } })).status).toBe(400);
    const adminToken = await login(api.baseUrl, 'admin', 'admin');
    // A new phone registers with an invitation and an SMS code: a user record with the phone is written.
    const invitationCode = DEMO_INVITATION_CODES[0];
    expect((await call(api.baseUrl, 'POST', '/api/v1/auth/token', { body: { phoneNum: NEW_PHONE, invitationCode } })).json.code).toBe(20000);
    const outbox = await call<{ code: string }[]>(api.baseUrl, 'GET', `/api/dev/sms-outbox?phone=${NEW_PHONE}`);
    const smsCode = outbox.json.data[0].code;
    const signedIn = await call<{ token: string }>(api.baseUrl, 'POST', '/api/v1/auth/token', { body: { phoneNum: NEW_PHONE, code: smsCode, invitationCode } });
    expect(signedIn.json.code).toBe(20000);
    const phoneToken = signedIn.json.data.token;
    expect((await call(api.baseUrl, 'GET', '/api/user/security', { token: phoneToken })).json.code).toBe(20000);
    // An admin's SMS sign-in, and a record whose text holds a phone number.
    await call(api.baseUrl, 'POST', '/api/v1/auth/token', { body: { phoneNum: ADMIN_PHONE } });
    const created = await call(api.baseUrl, 'POST', POLICIES, { token: adminToken, body: newPolicy({ number: '87654321', name: `Call ${NEW_PHONE}` }) });
    expect(created.status).toBe(201);
    await requestLine(created.headers.get('X-Request-Id'));

    const text = log.text();
    for (const secret of [adminToken, phoneToken, WRONG_PASSWORD, NEW_PHONE, ADMIN_PHONE, invitationCode]) expect(text).not.toContain(secret);
    expect(text).not.toMatch(new RegExp(`(?<!\\d)${smsCode}(?!\\d)`));
    expect(text).not.toMatch(/authorization|bearer|password|phoneNum/i);
  });
});

describe('LOG_LEVEL', () => {
  it('silent: the API writes nothing, not even its start line or a refusal', async () => {
    const dir = tempDir('mds-logs-silent-');
    const port = await freePort();
    const child = spawn(process.execPath, ['--import', 'tsx', 'fake-api/main.ts'], {
      env: { ...process.env, NODE_ENV: 'test', API_PORT: String(port), LOG_LEVEL: 'silent', ...(await engineEnv(dir)) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (c: Buffer) => (output += c.toString()));
    child.stderr.on('data', (c: Buffer) => (output += c.toString()));
    try {
      const answered = () =>
        fetch(`http://127.0.0.1:${port}${POLICIES}`).then(
          (r) => r.status,
          () => 0,
        );
      await expect.poll(answered, { timeout: 30_000, interval: 200 }).toBe(401);
      expect((await fetch(`http://127.0.0.1:${port}/api/no/such/route`)).status).toBe(404);
      expect(output).toBe('');
    } finally {
      child.kill('SIGKILL');
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);

  it('unset: JSON lines, one saying where the API listens; a level that is none stops the start', async () => {
    const dir = tempDir('mds-logs-level-');
    try {
      const running = await spawnApi(dir);
      try {
        const res = await fetch(`${running.baseUrl}${POLICIES}`);
        await expect.poll(() => running.output()).toContain(res.headers.get('X-Request-Id'));
        const lines = running
          .output()
          .trim()
          .split('\n')
          .map((l) => JSON.parse(l) as LogLine);
        expect(lines.find((l) => l.msg.startsWith('API on'))).toMatchObject({
          level: 'info',
          msg: expect.stringContaining(`API on ${running.baseUrl}`) as string,
        });
        expect(lines.find((l) => l.reqId === res.headers.get('X-Request-Id'))).toMatchObject({ route: POLICIES, status: 401 });
      } finally {
        await killApi(running);
      }
      await expect(spawnApi(dir, { LOG_LEVEL: 'loud' })).rejects.toThrow(/exited with 1:.*cannot start: LOG_LEVEL must be one of fatal, error, warn, info/s);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 90_000);
});
