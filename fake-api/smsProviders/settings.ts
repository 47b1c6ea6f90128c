/**
 * How texts are sent (SMS_PROVIDER), read from the environment when the API starts; a wrong or
 * missing setting stops the start with a message that names it (never its value: some are secrets).
 *   log      the text goes to the API's log (and, in demo mode, to the outbox page); demo mode's default
 *   webhook  POST to SMS_WEBHOOK_URL, signed with SMS_WEBHOOK_SECRET (webhook.ts)
 *   aliyun   Alibaba Cloud SMS through its official SDK (aliyun.ts)
 * Production mode has no default: an operator says which, so that codes never go to a log by accident.
 */
export const SMS_PROVIDERS = ['log', 'webhook', 'aliyun'] as const;
export type SmsProviderName = (typeof SMS_PROVIDERS)[number];

export interface WebhookSettings {
  url: string;
  secret: string;
}

export interface AliyunSettings {
  accessKeyId: string;
  accessKeySecret: string;
  signName: string;
  /** Template codes by template key (signIn, reminder). */
  templates: Record<string, string>;
  /** Host (https), or a URL whose scheme says http or https (a local stub). */
  endpoint: string;
}

export type SmsSettings = { timeoutMs: number } & (
  { provider: 'log' } | { provider: 'webhook'; webhook: WebhookSettings } | { provider: 'aliyun'; aliyun: AliyunSettings }
);

/** A sign-in waits for one attempt at most this long (SMS_TIMEOUT_MS). */
export const DEFAULT_TIMEOUT_MS = 5000;

/** Aliyun's template code of each template key: the sign-in code's is needed, a reminder's only to send reminders. */
const ALIYUN_TEMPLATES = { signIn: 'ALIYUN_SMS_TEMPLATE_SIGN_IN', reminder: 'ALIYUN_SMS_TEMPLATE_REMINDER' } as const;

const value = (env: NodeJS.ProcessEnv, name: string) => env[name]?.trim() ?? '';

function needs(env: NodeJS.ProcessEnv, provider: SmsProviderName, names: readonly string[]): void {
  const missing = names.filter((n) => value(env, n) === '');
  if (missing.length > 0) throw new Error(`SMS_PROVIDER=${provider} needs ${names.join(', ')}; not set: ${missing.join(', ')}`);
}

function timeoutOf(env: NodeJS.ProcessEnv): number {
  const raw = value(env, 'SMS_TIMEOUT_MS');
  if (raw === '') return DEFAULT_TIMEOUT_MS;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 100 || n > 60_000)
    throw new Error(`SMS_TIMEOUT_MS must be a whole number of milliseconds from 100 to 60000, got "${raw.slice(0, 20)}"`);
  return n;
}

export function smsSettings(env: NodeJS.ProcessEnv, demo: boolean): SmsSettings {
  const raw = value(env, 'SMS_PROVIDER').toLowerCase();
  if (raw === '' && !demo)
    throw new Error(
      'SMS_PROVIDER must be set in production (NODE_ENV=production): log (texts written to the API log), ' +
        'webhook (POSTed to SMS_WEBHOOK_URL) or aliyun (Alibaba Cloud SMS)',
    );
  const provider = raw === '' ? 'log' : SMS_PROVIDERS.find((p) => p === raw);
  if (!provider) throw new Error(`SMS_PROVIDER must be log, webhook or aliyun; "${raw.slice(0, 20)}" is none of them`);
  const timeoutMs = timeoutOf(env);
  if (provider === 'webhook') {
    needs(env, provider, ['SMS_WEBHOOK_URL', 'SMS_WEBHOOK_SECRET']);
    const url = URL.canParse(value(env, 'SMS_WEBHOOK_URL')) ? new URL(value(env, 'SMS_WEBHOOK_URL')) : undefined;
    if (!url || !['http:', 'https:'].includes(url.protocol)) throw new Error('SMS_WEBHOOK_URL must be an http:// or https:// URL');
    return { provider, timeoutMs, webhook: { url: url.href, secret: value(env, 'SMS_WEBHOOK_SECRET') } };
  }
  if (provider === 'aliyun') {
    needs(env, provider, ['ALIYUN_ACCESS_KEY_ID', 'ALIYUN_ACCESS_KEY_SECRET', 'ALIYUN_SMS_SIGN_NAME', ALIYUN_TEMPLATES.signIn]);
    const templates = Object.fromEntries(
      Object.entries(ALIYUN_TEMPLATES)
        .map(([key, name]) => [key, value(env, name)])
        .filter(([, code]) => code !== ''),
    );
    const endpoint = value(env, 'ALIYUN_SMS_ENDPOINT') || 'dysmsapi.aliyuncs.com';
    if (endpoint.includes('://') && !/^https?:\/\/[^/?#]+\/?$/.test(endpoint)) throw new Error('ALIYUN_SMS_ENDPOINT must be a host, or http(s)://host[:port]');
    return {
      provider,
      timeoutMs,
      aliyun: {
        accessKeyId: value(env, 'ALIYUN_ACCESS_KEY_ID'),
        accessKeySecret: value(env, 'ALIYUN_ACCESS_KEY_SECRET'),
        signName: value(env, 'ALIYUN_SMS_SIGN_NAME'),
        templates,
        endpoint,
      },
    };
  }
  return { provider, timeoutMs };
}
