/**
 * Local stand-ins for the SMS gateways the API sends to (fake-api/smsProviders/): each checks a
 * request as the real one would, with its own code (not the API's), and answers as it is told.
 */
import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** What a stub answers its n-th request (from 0): a status, or no answer at all. */
export type Plan = (n: number) => number | 'hang';

async function listen(handler: (req: http.IncomingMessage, body: string, res: http.ServerResponse) => void) {
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => handler(req, Buffer.concat(chunks).toString('utf8'), res));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export interface WebhookCall {
  /** The signature is the HMAC-SHA256 of "<timestamp>.<raw body>" under the secret, and the timestamp is within 5 minutes. */
  verified: boolean;
  body: { to: string; template: string; params: Record<string, unknown>; text: string };
}

/** The receiver of SMS_PROVIDER=webhook, verifying each request with `secret`. */
export async function webhookStub(secret: string, plan: Plan = () => 200) {
  const calls: WebhookCall[] = [];
  const server = await listen((req, raw, res) => {
    const timestamp = String(req.headers['x-mds-timestamp'] ?? '');
    const expected = `sha256=${crypto.createHmac('sha256', secret).update(`${timestamp}.${raw}`).digest('hex')}`;
    const given = String(req.headers['x-mds-signature'] ?? '');
    const fresh = Math.abs(Date.now() / 1000 - Number(timestamp)) <= 300;
    const verified = req.method === 'POST' && fresh && given.length === expected.length && crypto.timingSafeEqual(Buffer.from(given), Buffer.from(expected));
    const answer = plan(calls.length);
    calls.push({ verified, body: JSON.parse(raw) as WebhookCall['body'] });
    if (answer === 'hang') return;
    res.writeHead(verified ? answer : 401, { 'Content-Type': 'application/json' }).end('{}');
  });
  return { url: `${server.origin}/sms`, calls, close: server.close };
}

/** RFC 3986 encoding, as Alibaba Cloud's V3 signature takes names and values. */
const rfc3986 = (s: string) => encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
const sha256 = (s: string) => crypto.createHash('sha256').update(s).digest('hex');

/** Checks a request's ACS3-HMAC-SHA256 signature (Alibaba Cloud "V3 request structure and signature"). */
function acs3Valid(req: http.IncomingMessage, url: URL, raw: string, accessKeyId: string, secret: string): boolean {
  const m = /^ACS3-HMAC-SHA256 Credential=([^,]+),SignedHeaders=([^,]+),Signature=([0-9a-f]{64})$/.exec(String(req.headers.authorization ?? ''));
  if (!m || m[1] !== accessKeyId) return false;
  const signed = m[2].split(';');
  if (!['host', 'x-acs-action', 'x-acs-version', 'x-acs-date', 'x-acs-signature-nonce', 'x-acs-content-sha256'].every((h) => signed.includes(h))) return false;
  if (req.headers['x-acs-content-sha256'] !== sha256(raw)) return false;
  const query = [...url.searchParams.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([k, v]) => `${rfc3986(k)}=${rfc3986(v)}`)
    .join('&');
  const headers = signed.map((h) => `${h}:${String(req.headers[h] ?? '').trim()}\n`).join('');
  const canonical = [req.method, url.pathname, query, headers, signed.join(';'), sha256(raw)].join('\n');
  const expected = crypto
    .createHmac('sha256', secret)
    .update(`ACS3-HMAC-SHA256\n${sha256(canonical)}`)
    .digest('hex');
  return expected === m[3];
}

export interface AliyunCall {
  action: string | undefined;
  version: string | undefined;
  /** The SendSms parameters, as sent. */
  params: Record<string, string>;
  signatureValid: boolean;
}

/**
 * Alibaba Cloud SMS's SendSms (Dysmsapi 2017-05-25) as its API reference describes it: answers
 * `{ Code: "OK" }` to a signed request carrying PhoneNumbers, SignName, TemplateCode and a JSON
 * TemplateParam, else a refusal. `plan` may turn an answer into a 5xx, a business refusal (the
 * status 200 with another Code, `refuse`) or nothing.
 */
export async function aliyunStub(accessKeyId: string, secret: string, plan: (n: number) => number | 'hang' | 'refuse' = () => 200) {
  const calls: AliyunCall[] = [];
  const server = await listen((req, raw, res) => {
    const url = new URL(req.url ?? '/', 'http://stub');
    const params = Object.fromEntries(url.searchParams.entries());
    const signatureValid = acs3Valid(req, url, raw, accessKeyId, secret);
    const call: AliyunCall = { action: req.headers['x-acs-action'] as string, version: req.headers['x-acs-version'] as string, params, signatureValid };
    const answer = plan(calls.length);
    calls.push(call);
    if (answer === 'hang') return;
    const json = (status: number, body: object) => res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
    const wellFormed = call.action === 'SendSms' && ['PhoneNumbers', 'SignName', 'TemplateCode', 'TemplateParam'].every((k) => params[k]);
    let paramsJson = false;
    try {
      paramsJson = typeof JSON.parse(params.TemplateParam ?? '') === 'object';
    } catch {
      paramsJson = false;
    }
    if (!signatureValid) return json(400, { Code: 'SignatureDoesNotMatch', Message: 'signature mismatch', RequestId: 'stub' });
    if (!wellFormed || !paramsJson) return json(400, { Code: 'MissingParameter', Message: 'a parameter is missing', RequestId: 'stub' });
    if (answer === 'refuse') return json(200, { Code: 'isv.BUSINESS_LIMIT_CONTROL', Message: 'limit', RequestId: 'stub' });
    if (answer !== 200) return json(answer, { Code: 'ServiceUnavailable', Message: 'try later', RequestId: 'stub' });
    json(200, { Code: 'OK', Message: 'OK', BizId: 'stub-biz', RequestId: 'stub' });
  });
  return { endpoint: server.origin, calls, close: server.close };
}
