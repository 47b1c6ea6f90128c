/** The texts the SMS gateway sends, in the phone's language (fake-api/smsTexts.ts). */
import { describe, expect, it } from 'vitest';
import { languageOf, smsText } from '../../fake-api/smsTexts';

describe('SMS texts', () => {
  it('say a sign-in code and its minutes in either language', () => {
    expect(smsText('signIn', { code: '123456', minutes: 5 }, 'en-US')).toBe(
      'Your MDS Console sign-in code is 123456. It is valid for 5 minutes; do not share it.',
    );
    expect(smsText('signIn', { code: '123456', minutes: 5 }, 'zh-CN')).toMatch(/123456.*5 分钟/);
  });

  it('say which reminder: a grant ending, an ethics approval expired, by the reminder key', () => {
    const params = { title: 'GRNT-2026-0001', date: '2026-12-09', days: 7 };
    expect(smsText('notice.reminder.grantEnds', params, 'en-US')).toBe('MDS Console reminder: your access grant GRNT-2026-0001 ends in 7 days, on 2026-12-09.');
    expect(smsText('notice.reminder.grantEnds', params, 'zh-CN')).toBe('MDS 控制台提醒：您的访问授权 GRNT-2026-0001 将于 7 天后（2026-12-09）到期。');
    const expired = { title: 'Sepsis readmissions', date: '2026-12-02', days: 0 };
    expect(smsText('notice.reminder.ethicsExpired', expired, 'en-US')).toBe(
      'MDS Console reminder: the ethics approval of Sepsis readmissions expired on 2026-12-02.',
    );
    expect(smsText('notice.reminder.ethicsExpired', expired, 'zh-CN')).toBe('MDS 控制台提醒：Sepsis readmissions 的伦理批件已于 2026-12-02 过期。');
  });

  it('is Chinese for a mainland number and English for any other', () => {
    expect(languageOf('+8613900000001')).toBe('zh-CN');
    expect(languageOf('+4915112345678')).toBe('en-US');
  });
});
