/**
 * The texts the SMS gateway writes (fake-api/sms.ts), in the recipient's language: the one a
 * caller gives, else Chinese (zh-CN) for a mainland number (+86) and English (en-US) for any other,
 * since the API keeps no language per user. A caller may also give its own text.
 */
import { templateGroup } from './smsProviders/provider';

export type SmsLanguage = 'en-US' | 'zh-CN';

export const languageOf = (e164: string): SmsLanguage => (e164.startsWith('+86') ? 'zh-CN' : 'en-US');

type Params = Record<string, string | number>;
/** A template's text from its parameters; `template` is the full key (a reminder's says which reminder). */
type Render = (p: Params, template: string) => string;

/** A reminder's subject and whether its date is still ahead, by its key (reminders.ts reminderKey). */
const reminderOf = (template: string, p: Params) => ({ grant: /\.grantEnd/.test(template), ahead: Number(p.days) > 0 });

const TEXTS: Record<string, Record<SmsLanguage, Render>> = {
  signIn: {
    'en-US': (p) => `Your MDS Console sign-in code is ${p.code}. It is valid for ${p.minutes} minutes; do not share it.`,
    'zh-CN': (p) => `您的 MDS 控制台登录验证码是 ${p.code}，${p.minutes} 分钟内有效，请勿告诉他人。`,
  },
  reminder: {
    'en-US': (p, template) => {
      const { grant, ahead } = reminderOf(template, p);
      const what = grant ? `your access grant ${p.title}` : `the ethics approval of ${p.title}`;
      const when = ahead
        ? `${grant ? 'ends' : 'expires'} in ${p.days} day${Number(p.days) === 1 ? '' : 's'}, on ${p.date}`
        : `${grant ? 'ended' : 'expired'} on ${p.date}`;
      return `MDS Console reminder: ${what} ${when}.`;
    },
    'zh-CN': (p, template) => {
      const { grant, ahead } = reminderOf(template, p);
      const what = grant ? `您的访问授权 ${p.title} ` : `${p.title} 的伦理批件`;
      const state = grant ? '到期' : '过期';
      return `MDS 控制台提醒：${what}${ahead ? `将于 ${p.days} 天后（${p.date}）${state}` : `已于 ${p.date} ${state}`}。`;
    },
  },
};

/** The text of a template in a language, or undefined for a template the gateway has no text of. */
export function smsText(template: string, params: Params, lang: SmsLanguage): string | undefined {
  return TEXTS[templateGroup(template)]?.[lang](params, template);
}
