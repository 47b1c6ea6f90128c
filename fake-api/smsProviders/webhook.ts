/**
 * SMS_PROVIDER=webhook: each text is POSTed as JSON `{ to, template, params, text }` to
 * SMS_WEBHOOK_URL, signed so that the receiver can tell it came from this API and is recent:
 *   X-MDS-Timestamp: <unix seconds>
 *   X-MDS-Signature: sha256=<hex HMAC-SHA256 under SMS_WEBHOOK_SECRET of "<timestamp>.<raw body>">
 * A 2xx answer is sent; a 5xx, a timeout or a network error may be retried; any other answer
 * (4xx, a redirect, which is not followed) is final. scripts/sms-receiver.example.mjs receives them.
 */
import crypto from 'node:crypto';
import { transportError, type SmsProvider } from './provider';
import type { WebhookSettings } from './settings';

export const TIMESTAMP_HEADER = 'X-MDS-Timestamp';
export const SIGNATURE_HEADER = 'X-MDS-Signature';

export const webhookSignature = (secret: string, timestamp: string, body: string) =>
  `sha256=${crypto.createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;

export function webhookProvider({ url, secret }: WebhookSettings): SmsProvider {
  return {
    async attempt({ to, template, params, text }, timeoutMs) {
      const body = JSON.stringify({ to, template, params, text });
      // The wall clock, whatever clock the API runs on: the receiver compares it with its own.
      const timestamp = String(Math.floor(Date.now() / 1000));
      try {
        const res = await fetch(url, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', [TIMESTAMP_HEADER]: timestamp, [SIGNATURE_HEADER]: webhookSignature(secret, timestamp, body) },
          body,
          redirect: 'manual',
          signal: AbortSignal.timeout(timeoutMs),
        });
        // Read to the end, so that the connection can be used again.
        await res.arrayBuffer();
        if (res.ok) return { ok: true };
        return { ok: false, retry: res.status >= 500, error: `HTTP ${res.status}` };
      } catch (e) {
        return { ok: false, retry: true, error: transportError(e, timeoutMs) };
      }
    },
  };
}
