/**
 * The SMS gateway (fake-api/sms.ts) by each SMS_PROVIDER, against local stand-ins (smsStubs.ts):
 * what a gateway receives, the retries, the delivery rows admins read, what never reaches a row or
 * a log line, the settings production mode needs, and the user's choice of reminder texts.
 */
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { wantsReminderSms } from '../../fake-api/sms';
import { call, login, startApi, tempDir, type RunningApi } from './helpers';
import { capturedLog } from './logLines';
import { spawnApi } from './processes';
import { aliyunStub, webhookStub, type Plan } from './smsStubs';

const TOKEN = '/api/v1/auth/token';
const DELIVERIES = '/api/monitor/sms-deliveries';
const SECRET = 'whsec-test-0123456789abcdef';
const ALIYUN = { id: 'LTAI-test-key-id', secret: 'aliyun-secret-test-0123456789' };

interface Delivery {
  id: number;
  recipient: string;
  template: string;
  provider: string;
  state: 'queued' | 'sent' | 'failed';
  attempts: number;
  lastError: string | null;
}

const closing: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const close of closing.splice(0).reverse()) await close();
});

/** An API on `env` whose SMS lines and request log are kept, to be searched for what must not be there. */
async function apiWith(env: Record<string, string>) {
  const smsLines: string[] = [];
  const log = capturedLog();
  const run = await startApi({ env, smsLog: (line) => smsLines.push(line), logger: log.logger });
  closing.push(() => run.stop());
  return { run, logText: () => `${smsLines.join('\n')}\n${log.text()}`, smsLines };
}

async function webhookApi(plan: Plan, env: Record<string, string> = {}) {
  const stub = await webhookStub(SECRET, plan);
  closing.push(stub.close);
  const api = await apiWith({ SMS_PROVIDER: 'webhook', SMS_WEBHOOK_URL: stub.url, SMS_WEBHOOK_SECRET: SECRET, ...env });
  return { ...api, stub };
}

const requestCode = async (run: RunningApi, phoneNum: string) => {
  const res = await call(run.baseUrl, 'POST', TOKEN, { body: { phoneNum } });
  expect(res.json.code).toBe(20000);
  return res;
};

/** The deliveries as an admin lists them, newest first. */
async function deliveries(run: RunningApi, query = ''): Promise<Delivery[]> {
  const res = await call<{ list: Delivery[] }>(run.baseUrl, 'GET', `${DELIVERIES}${query}`, { token: await login(run.baseUrl, 'admin', 'admin') });
  expect(res.json.code).toBe(20000);
  return res.json.data.list;
}

/** Waits for the newest delivery to settle (sent or failed), and answers it. */
async function settled(run: RunningApi): Promise<Delivery> {
  await expect.poll(async () => (await deliveries(run))[0]?.state, { timeout: 20_000 }).not.toBe('queued');
  return (await deliveries(run))[0];
}

/** Neither the rows nor the lines logged hold the full number, the code or a secret. */
async function expectNothingSecret(run: RunningApi, logText: string, phone: string, code: string, secrets: string[]) {
  const rows = JSON.stringify(await run.api.data.db.selectFrom('mds_sms_deliveries').selectAll().execute());
  for (const text of [rows, logText]) {
    for (const secret of [phone, phone.replace('+86', ''), code, ...secrets]) expect(text).not.toContain(secret);
  }
}

describe('SMS_PROVIDER=webhook', () => {
  it('POSTs a signed JSON text that the receiver verifies, and records the delivery as sent', async () => {
    const { run, stub, logText } = await webhookApi(() => 200);
    await requestCode(run, '13900000301');
    expect(stub.calls).toHaveLength(1);
    const [{ verified, body }] = stub.calls;
    expect(verified).toBe(true);
    expect(body).toMatchObject({ to: '+8613900000301', template: 'signIn', params: { code: expect.stringMatching(/^\d{6}$/) } });
    // A mainland number is written to in Chinese, with the code and its 5 minutes.
    expect(body.text).toContain(String(body.params.code));
    expect(body.text).toMatch(/验证码.*5 分钟/);
    const delivery = await settled(run);
    expect(delivery).toMatchObject({ recipient: '139****0301', template: 'signIn', provider: 'webhook', state: 'sent', attempts: 1, lastError: null });
    await expectNothingSecret(run, logText(), '+8613900000301', String(body.params.code), [SECRET]);
  });

  it('answers the sign-in after the first attempt, then tries a 5xx again in the background until it is sent', async () => {
    const { run, stub, smsLines } = await webhookApi((n) => (n === 0 ? 503 : 200));
    await requestCode(run, '13900000302');
    // Answered with one attempt made; the second waits half a second.
    expect(stub.calls).toHaveLength(1);
    expect(await settled(run)).toMatchObject({ state: 'sent', attempts: 2, lastError: null });
    expect(smsLines).toContainEqual(expect.stringMatching(/signIn to 139\*{4}0302 via webhook: attempt 1 failed \(HTTP 503\), trying again/));
    expect(stub.calls.map((c) => c.verified)).toEqual([true, true]);
  });

  it('tries a timed-out attempt again, three attempts in all, then records the failure', async () => {
    const { run, stub, smsLines } = await webhookApi(() => 'hang', { SMS_TIMEOUT_MS: '300' });
    await requestCode(run, '13900000303');
    // The sign-in waited for one attempt, not for the retries.
    expect(stub.calls).toHaveLength(1);
    expect(await settled(run)).toMatchObject({ state: 'failed', attempts: 3, lastError: 'no answer within 300 ms' });
    expect(stub.calls).toHaveLength(3);
    expect(smsLines.at(-1)).toMatch(/signIn to 139\*{4}0303 via webhook: failed after 3 attempt/);
  });

  it('does not try a 4xx again', async () => {
    const { run, stub } = await webhookApi(() => 400);
    await requestCode(run, '13900000304');
    expect(await settled(run)).toMatchObject({ state: 'failed', attempts: 1, lastError: 'HTTP 400' });
    expect(stub.calls).toHaveLength(1);
  });

  it('tries again when the gateway cannot be reached', async () => {
    const stub = await webhookStub(SECRET);
    const url = stub.url;
    await stub.close();
    const { run } = await apiWith({ SMS_PROVIDER: 'webhook', SMS_WEBHOOK_URL: url, SMS_WEBHOOK_SECRET: SECRET });
    await requestCode(run, '13900000305');
    expect(await settled(run)).toMatchObject({ state: 'failed', attempts: 3, lastError: 'network error (ECONNREFUSED)' });
  });
});

describe("the README's sample receiver (scripts/sms-receiver.example.mjs)", () => {
  it('takes the signed texts the API sends, and refuses a stale or replayed one', async () => {
    const child = spawn(process.execPath, ['scripts/sms-receiver.example.mjs'], { env: { ...process.env, SMS_WEBHOOK_SECRET: SECRET, PORT: '0' } });
    closing.push(async () => void child.kill());
    const url = await new Promise<string>((resolve, reject) => {
      child.stdout.on('data', (chunk: Buffer) => {
        const m = /SMS receiver on (\S+)/.exec(chunk.toString());
        if (m) resolve(m[1]);
      });
      child.once('exit', (code) => reject(new Error(`the receiver exited with ${code}`)));
    });
    const { run } = await apiWith({ SMS_PROVIDER: 'webhook', SMS_WEBHOOK_URL: url, SMS_WEBHOOK_SECRET: SECRET });
    await requestCode(run, '13900000306');
    expect(await settled(run)).toMatchObject({ state: 'sent', attempts: 1 });

    /** A request signed with the secret for `signed`, carrying `body`. */
    const post = (timestamp: number, body: string, signed = body) => {
      const signature = `sha256=${crypto.createHmac('sha256', SECRET).update(`${timestamp}.${signed}`).digest('hex')}`;
      return fetch(url, { method: 'POST', body, headers: { 'X-MDS-Timestamp': String(timestamp), 'X-MDS-Signature': signature } });
    };
    const text = JSON.stringify({ to: '+8613900000306', template: 'signIn', params: { code: '123456' }, text: 'code 123456' });
    const now = Math.floor(Date.now() / 1000);
    expect((await post(now - 6 * 60, text)).status).toBe(401);
    expect((await post(now, text.replace('123456', '654321'), text)).status).toBe(401);
    expect((await post(now, text)).status).toBe(204);
    expect((await post(now, text)).status).toBe(401);
  });
});

describe('SMS_PROVIDER=aliyun', () => {
  async function aliyunApi(plan?: Parameters<typeof aliyunStub>[2], env: Record<string, string> = {}) {
    const stub = await aliyunStub(ALIYUN.id, ALIYUN.secret, plan);
    closing.push(stub.close);
    const api = await apiWith({
      SMS_PROVIDER: 'aliyun',
      ALIYUN_ACCESS_KEY_ID: ALIYUN.id,
      ALIYUN_ACCESS_KEY_SECRET: ALIYUN.secret,
      ALIYUN_SMS_SIGN_NAME: 'MDS',
      ALIYUN_SMS_TEMPLATE_SIGN_IN: 'SMS_100001',
      ALIYUN_SMS_ENDPOINT: stub.endpoint,
      ...env,
    });
    return { ...api, stub };
  }

  it('calls SendSms, signed, with the number, sign name, template code and the code as JSON TemplateParam', async () => {
    const { run, stub, logText } = await aliyunApi();
    await requestCode(run, '13900000311');
    expect(stub.calls).toHaveLength(1);
    const [request] = stub.calls;
    expect(request).toMatchObject({ action: 'SendSms', version: '2017-05-25', signatureValid: true });
    expect(request.params).toMatchObject({ PhoneNumbers: '13900000311', SignName: 'MDS', TemplateCode: 'SMS_100001' });
    const { code } = JSON.parse(request.params.TemplateParam) as { code: string };
    expect(code).toMatch(/^\d{6}$/);
    expect(await settled(run)).toMatchObject({ recipient: '139****0311', provider: 'aliyun', state: 'sent', attempts: 1 });
    await expectNothingSecret(run, logText(), '+8613900000311', code, [ALIYUN.secret]);
  });

  it("tries a 5xx again, but not Aliyun's refusal (a limit, a number)", async () => {
    const retried = await aliyunApi((n) => (n === 0 ? 503 : 200));
    await requestCode(retried.run, '13900000312');
    expect(await settled(retried.run)).toMatchObject({ state: 'sent', attempts: 2 });

    const refused = await aliyunApi(() => 'refuse');
    await requestCode(refused.run, '13900000313');
    expect(await settled(refused.run)).toMatchObject({ state: 'failed', attempts: 1, lastError: 'Aliyun refused: isv.BUSINESS_LIMIT_CONTROL' });
    expect(refused.stub.calls).toHaveLength(1);
  });
});

describe('production mode', () => {
  it('refuses to start until SMS_PROVIDER says how texts go, and names a provider’s missing settings', async () => {
    const start = (env: Record<string, string>) => startApi({ env, demo: false });
    await expect(start({})).rejects.toThrow(/SMS_PROVIDER must be set in production \(NODE_ENV=production\): log .*webhook .*aliyun/);
    await expect(start({ SMS_PROVIDER: 'carrier-pigeon' })).rejects.toThrow(/SMS_PROVIDER must be log, webhook or aliyun/);
    await expect(start({ SMS_PROVIDER: 'webhook', SMS_WEBHOOK_URL: 'https://sms.example/hook' })).rejects.toThrow(/not set: SMS_WEBHOOK_SECRET$/);
    await expect(start({ SMS_PROVIDER: 'aliyun', ALIYUN_ACCESS_KEY_ID: ALIYUN.id })).rejects.toThrow(
      /not set: ALIYUN_ACCESS_KEY_SECRET, ALIYUN_SMS_SIGN_NAME, ALIYUN_SMS_TEMPLATE_SIGN_IN$/,
    );
    const log = await start({ SMS_PROVIDER: 'log' });
    closing.push(() => log.stop());
  });

  it('stops the process with the message an operator reads', async () => {
    const dir = tempDir('mds-sms-prod-');
    closing.push(async () => fs.rmSync(dir, { recursive: true, force: true }));
    await expect(spawnApi(dir, { NODE_ENV: 'production', SMS_PROVIDER: '' })).rejects.toThrow(/cannot start: SMS_PROVIDER must be set in production/);
  }, 60_000);
});

describe('failed deliveries', () => {
  it('are listed for admins (?state=failed), never for a user (40300)', async () => {
    const { run } = await webhookApi((n) => (n === 0 ? 200 : 400));
    await requestCode(run, '13900000321');
    await requestCode(run, '13900000322');
    await expect.poll(async () => (await deliveries(run, '?state=failed')).map((d) => d.recipient)).toEqual(['139****0322']);
    expect((await deliveries(run, '?state=sent')).map((d) => d.recipient)).toEqual(['139****0321']);
    const asUser = await call(run.baseUrl, 'GET', `${DELIVERIES}?state=failed`, { token: await login(run.baseUrl, 'user', 'user') });
    expect([asUser.status, asUser.json.code]).toEqual([403, 40300]);
    const token = await login(run.baseUrl, 'admin', 'admin');
    expect((await call(run.baseUrl, 'GET', `${DELIVERIES}?state=lost`, { token })).json.code).toBe(40000);
  });
});

describe('reminder texts', () => {
  it('are on until the user turns them off in their settings, which the reminders job reads', async () => {
    const { run } = await apiWith({});
    const user = await login(run.baseUrl, 'user', 'user');
    const settings = '/api/user/sms-settings';
    expect((await call(run.baseUrl, 'GET', settings, { token: user })).json.data).toEqual({ reminderSms: true });
    expect((await call(run.baseUrl, 'PUT', settings, { token: user, body: { reminderSms: false } })).json.data).toEqual({ reminderSms: false });
    expect((await call(run.baseUrl, 'GET', settings, { token: user })).json.data).toEqual({ reminderSms: false });
    expect((await call(run.baseUrl, 'PUT', settings, { token: user, body: { reminderSms: 'no' } })).json.code).toBe(40000);

    const { data } = run.api;
    const idOf = async (username: string) => (await data.userBy(data.db, 'username', username))!.id;
    expect(await wantsReminderSms(data, data.db, await idOf('user'))).toBe(false);
    expect(await wantsReminderSms(data, data.db, await idOf('admin'))).toBe(true);
  });
});
