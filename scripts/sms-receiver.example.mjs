/**
 * A sample receiver for SMS_PROVIDER=webhook (fake-api/smsProviders/webhook.ts): it checks that a
 * text comes from the API (X-MDS-Signature: sha256=<hex HMAC-SHA256 of "<X-MDS-Timestamp>.<raw body>"
 * under the shared secret), refuses one older than 5 minutes or seen before, then hands it on.
 * Here it only prints what it got, without the number; put your SMS operator's call where it says so.
 *
 *   SMS_WEBHOOK_SECRET=<secret> PORT=8025 node scripts/sms-receiver.example.mjs
 *
 * It answers 204 once the text is taken, 401 to a request it cannot trust (the API does not try
 * that again), and should answer 5xx when the operator fails, which the API tries again.
 */
import crypto from 'node:crypto';
import http from 'node:http';

const secret = process.env.SMS_WEBHOOK_SECRET;
if (!secret) {
  console.error('SMS_WEBHOOK_SECRET is not set: it must be the API’s');
  process.exit(1);
}
const port = Number(process.env.PORT ?? 8025);
const MAX_AGE_S = 300;
const MAX_BYTES = 64 * 1024;
/** Signatures taken in the last MAX_AGE_S seconds: a replayed request is refused. */
const seen = new Map();

function trusted(timestamp, signature, raw) {
  const now = Date.now() / 1000;
  if (typeof timestamp !== 'string' || !/^\d{1,12}$/.test(timestamp) || Math.abs(now - Number(timestamp)) > MAX_AGE_S) return false;
  const expected = `sha256=${crypto.createHmac('sha256', secret).update(`${timestamp}.`).update(raw).digest('hex')}`;
  if (typeof signature !== 'string' || signature.length !== expected.length) return false;
  if (!crypto.timingSafeEqual(Buffer.from(signature), Buffer.from(expected)) || seen.has(signature)) return false;
  for (const [s, at] of seen) if (at < now - MAX_AGE_S) seen.delete(s);
  seen.set(signature, now);
  return true;
}

const server = http.createServer((req, res) => {
  if (req.method !== 'POST') return res.writeHead(405).end();
  const chunks = [];
  let size = 0;
  req.on('data', (chunk) => {
    size += chunk.length;
    if (size > MAX_BYTES) req.destroy();
    else chunks.push(chunk);
  });
  req.on('end', () => {
    const raw = Buffer.concat(chunks);
    if (!trusted(req.headers['x-mds-timestamp'], req.headers['x-mds-signature'], raw)) return res.writeHead(401).end('untrusted');
    const { to, template, text } = JSON.parse(raw.toString('utf8'));
    // Hand `text` to `to` through your SMS operator here; on its failure answer 503.
    console.log(`${template} to …${String(to).slice(-4)}: ${String(text).length} characters`);
    res.writeHead(204).end();
  });
});
server.listen(port, '127.0.0.1', () => console.log(`SMS receiver on http://127.0.0.1:${server.address().port}`));
