/**
 * The texts the SMS gateway writes (fake-api/sms.ts), in the recipient's language: the one a
 * caller gives, else Chinese (zh-CN) for a mainland number (+86) and English (en-US) for any other,
 * since the API keeps no language per user. A caller may also give its own text.
 */
import { templateGroup } from './smsProviders/provider';

export type SmsLanguage = 'en-US' | 'zh-CN';

export const languageOf = (e164: string): SmsLanguage => (e164.startsWith('+86') ? 'zh-CN' : 'en-US');

type Params = Record<string, string | number>;
type Render = (p: Params) => string;

const TEXTS: Record<string, Record<SmsLanguage, Render>> = {
  signIn: {
    'en-US': (p) => `Your MDS Console sign-in code is ${p.code}. It is valid for ${p.minutes} minutes; do not share it.`,
    'zh-CN': (p) => `您的 MDS 控制台登录验证码是 ${p.code}，${p.minutes} 分钟内有效，请勿告诉他人。`,
  },
  reminder: {
    'en-US': (p) => `MDS Console reminder: ${p.title}${p.date ? `, ${p.date}` : ''}.`,
    'zh-CN': (p) => `MDS 控制台提醒：${p.title}${p.date ? `，${p.date}` : ''}。`,
  },
};

/** The text of a template in a language, or undefined for a template the gateway has no text of. */
export function smsText(template: string, params: Params, lang: SmsLanguage): string | undefined {
  return TEXTS[templateGroup(template)]?.[lang](params);
}
