/**
 * SMS_PROVIDER=aliyun: Alibaba Cloud SMS (Dysmsapi 2017-05-25, action SendSms) through its
 * official SDK, which signs each request (ACS3-HMAC-SHA256) with ALIYUN_ACCESS_KEY_ID/_SECRET.
 * A text goes as ALIYUN_SMS_SIGN_NAME and the Aliyun template of its key (ALIYUN_SMS_TEMPLATE_SIGN_IN,
 * ALIYUN_SMS_TEMPLATE_REMINDER) with its parameters as TemplateParam; Aliyun writes the text from
 * the template, so the gateway's own text is not sent. The SDK is loaded on the first text: an
 * API sending by another provider never loads it. Retries are the gateway's (the SDK's are off).
 */
import type { SmsProvider } from './provider';
import { templateGroup, transportError } from './provider';
import type { AliyunSettings } from './settings';

type Sdk = typeof import('@alicloud/dysmsapi20170525');
type SmsClient = InstanceType<Sdk['default']>;

/** Aliyun's form of a number: a mainland one without its country code, any other with it and without the +. */
export const aliyunNumber = (e164: string) => (/^\+861\d{10}$/.test(e164) ? e164.slice(3) : e164.replace(/^\+/, ''));

/** Aliyun's error codes (isv.BUSINESS_LIMIT_CONTROL, SignatureDoesNotMatch…) are words; anything else is left out. */
const codeOf = (code: unknown) => (typeof code === 'string' && /^[\w.-]{1,80}$/.test(code) ? ` ${code}` : '');

async function clientFor(s: AliyunSettings, timeoutMs: number): Promise<{ client: SmsClient; Request: Sdk['SendSmsRequest'] }> {
  const [sdk, core] = await Promise.all([import('@alicloud/dysmsapi20170525'), import('@alicloud/openapi-core')]);
  // A CommonJS module: Node gives its exports as `default`, a loader with interop (tsx, Vitest) their own `default`.
  const Client = typeof sdk.default === 'function' ? sdk.default : (sdk.default as unknown as { default: Sdk['default'] }).default;
  const url = s.endpoint.includes('://') ? new URL(s.endpoint) : undefined;
  const config = new core.$OpenApiUtil.Config({
    accessKeyId: s.accessKeyId,
    accessKeySecret: s.accessKeySecret,
    endpoint: url ? url.host : s.endpoint,
    protocol: url ? url.protocol.slice(0, -1) : 'https',
    connectTimeout: timeoutMs,
    readTimeout: timeoutMs,
  });
  return { client: new Client(config), Request: sdk.SendSmsRequest };
}

export function aliyunProvider(settings: AliyunSettings): SmsProvider {
  let loaded: ReturnType<typeof clientFor> | undefined;
  return {
    async attempt({ to, template, params }, timeoutMs) {
      const templateCode = settings.templates[templateGroup(template)];
      if (!templateCode) return { ok: false, retry: false, error: `no Aliyun template for ${templateGroup(template)}` };
      try {
        // Made once; a failed load (a broken install) is tried again by the next attempt.
        loaded ??= clientFor(settings, timeoutMs).catch((e: unknown) => {
          loaded = undefined;
          throw e;
        });
        const { client, Request } = await loaded;
        const request = new Request({
          phoneNumbers: aliyunNumber(to),
          signName: settings.signName,
          templateCode,
          // Aliyun takes the values as strings only.
          templateParam: JSON.stringify(Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)]))),
        });
        const answer = await client.sendSms(request);
        if (answer.body?.code === 'OK') return { ok: true };
        // Answered, and refused (a number, a limit, a template): another attempt would be refused too.
        return { ok: false, retry: false, error: `Aliyun refused:${codeOf(answer.body?.code)}` };
      } catch (e) {
        const status = (e as { statusCode?: unknown }).statusCode;
        if (typeof status === 'number') return { ok: false, retry: status >= 500, error: `HTTP ${status}${codeOf((e as { code?: unknown }).code)}` };
        return { ok: false, retry: true, error: transportError(e, timeoutMs) };
      }
    },
  };
}
