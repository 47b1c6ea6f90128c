/**
 * src/i18n: both locales complete (docs/product.md §9: default zh-CN, fallback en-US, stored under
 * arco-locale), every declared label present, and server texts shown in the user's language.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, it, expect, vi } from 'vitest';
import englishMessages from 'ra-language-english';
import chineseMessages from 'ra-language-chinese';
import { catalogue, ownMessages } from '../../src/i18n/messages';
import { serverMessageKey } from '../../src/i18n/serverMessages';
import { createI18nProvider, LOCALE_KEY } from '../../src/i18n/i18nProvider';
import zhCN from '../../src/i18n/locale/zh-CN';
import enUS from '../../src/i18n/locale/en-US';
import { interpolate } from '../../resources/lib/validate';
import type { ResourceDecl } from '../../resources/lib/schema';
import policies from '../../resources/policies';
// Every declaration in resources/, so a new one is checked with no test written for it.
import { declarations } from '../../src/registry/declarations';
import { flattenMessages } from './flattenMessages';

const en = flattenMessages(ownMessages(declarations, 'en-US'));
const zh = flattenMessages(ownMessages(declarations, 'zh-CN'));
const minus = (a: object, b: object) => Object.keys(a).filter((k) => !Object.hasOwn(b, k));

describe('catalogue completeness', () => {
  it('zh-CN has every key en-US has', () => {
    const missing = minus(en, zh);
    expect(missing, `zh-CN lacks ${missing.length} keys:\n${missing.join('\n')}`).toEqual([]);
  });

  it('zh-CN has no keys of its own beyond those ra-language-chinese has and ra-language-english lacks', () => {
    const legacy = new Set(minus(flattenMessages(chineseMessages), flattenMessages(englishMessages)));
    const extra = minus(zh, en).filter((k) => !legacy.has(k));
    expect(extra, `zh-CN keys unknown to en-US:\n${extra.join('\n')}`).toEqual([]);
  });

  it('every message of both locales is a non-empty string', () => {
    for (const [name, messages] of [
      ['en-US', en],
      ['zh-CN', zh],
    ] as const) {
      const bad = Object.entries(messages)
        .filter(([, v]) => typeof v !== 'string' || v === '')
        .map(([k]) => k);
      expect(bad, `${name} has empty or non-text messages:\n${bad.join('\n')}`).toEqual([]);
    }
  });

  it('every field and enum value of every declaration has a label in both locales', () => {
    const missing: string[] = [];
    for (const d of declarations) {
      const keys = [`resources.${d.name}.name`, `resources.${d.name}.menu`];
      for (const [field, f] of Object.entries(d.fields)) {
        keys.push(`resources.${d.name}.fields.${field}`);
        for (const value of f.values ?? []) keys.push(`resources.${d.name}.enums.${field}.${value}`);
        if (f.pattern) keys.push(f.pattern.messageKey);
      }
      for (const [locale, messages] of [
        ['en-US', en],
        ['zh-CN', zh],
      ] as const) {
        for (const key of keys) if (typeof messages[key] !== 'string' || messages[key] === '') missing.push(`${locale}: ${key}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('the Chinese labels of declared fields are Chinese, not copies of the English ones', () => {
    for (const d of declarations) {
      for (const field of Object.keys(d.fields)) {
        const key = `resources.${d.name}.fields.${field}`;
        expect(zh[key], key).not.toBe(en[key]);
      }
    }
  });
});

/** Every `locale/en-US.chunk.ts` under `dir`. */
const chunkMessageFiles = (dir: string): string[] =>
  (fs.readdirSync(dir, { recursive: true }) as string[]).filter((f) => f.endsWith(path.join('locale', 'en-US.chunk.ts'))).map((f) => path.join(dir, f));

describe('messages that come with a chunk', () => {
  it('are added by the code beside them, in both locales (the unit tests add them all, the console only what a loaded chunk adds)', () => {
    const files = chunkMessageFiles('src');
    // The pages whose texts only they show are among them (the policy list's first load carries none).
    expect(files).toContain(path.join('src', 'pages', 'monitor', 'locale', 'en-US.chunk.ts'));
    for (const file of files) {
      const folder = path.dirname(path.dirname(file));
      expect(fs.existsSync(path.join(folder, 'locale', 'zh-CN.chunk.ts')), file).toBe(true);
      const adders = fs
        .readdirSync(folder)
        .filter((f) => /\.tsx?$/.test(f))
        .map((f) => fs.readFileSync(path.join(folder, f), 'utf8'))
        .filter((code) => code.includes("from './locale/en-US.chunk'") && code.includes("from './locale/zh-CN.chunk'") && code.includes('addChunkMessages('));
      expect(adders.length, `${file}: no module in ${folder} adds it (addChunkMessages)`).toBeGreaterThan(0);
    }
  });
});

describe('catalogue', () => {
  it('is the locale own catalogue for en-US', () => {
    expect(catalogue(declarations, 'en-US')).toEqual(ownMessages(declarations, 'en-US'));
  });

  it('falls back to en-US for a message zh-CN lacks, and keeps the Chinese ones', () => {
    const { count: _count, ...zhFields } = policies.messages['zh-CN'].fields;
    const partial: ResourceDecl = { ...policies, messages: { ...policies.messages, 'zh-CN': { ...policies.messages['zh-CN'], fields: zhFields } } };
    const messages = flattenMessages(catalogue([partial], 'zh-CN'));
    expect(messages['resources.policies.fields.count']).toBe(policies.messages['en-US'].fields.count);
    expect(messages['resources.policies.fields.name']).toBe(policies.messages['zh-CN'].fields.name);
    expect(minus(flattenMessages(catalogue([partial], 'en-US')), messages)).toEqual([]);
  });
});

describe('serverMessageKey', () => {
  it('maps "Request failed with status code 404" with its status', () => {
    expect(serverMessageKey('Request failed with status code 404')).toEqual({ key: 'mds.http.status', args: { status: '404' } });
  });

  it('maps "timeout of 100 ms exceeded" with its milliseconds', () => {
    expect(serverMessageKey('timeout of 100 ms exceeded')).toEqual({ key: 'mds.http.timeout', args: { ms: '100' } });
  });

  it('maps "Network Error" and "account or password wrong"', () => {
    expect(serverMessageKey('Network Error')).toEqual({ key: 'mds.http.network', args: {} });
    expect(serverMessageKey('account or password wrong')).toEqual({ key: 'mds.login.wrong', args: {} });
  });

  it('returns undefined for unknown text, including names of Object.prototype', () => {
    expect(serverMessageKey('The moon is made of cheese')).toBeUndefined();
    expect(serverMessageKey('network error')).toBeUndefined();
    expect(serverMessageKey('Request failed with status code ')).toBeUndefined();
    expect(serverMessageKey('toString')).toBeUndefined();
    expect(serverMessageKey('constructor')).toBeUndefined();
  });

  it('maps the texts of spec and contract to keys both locales have', () => {
    const texts = [
      'Request failed with status code 500',
      'Network Error',
      'timeout of 50 ms exceeded',
      'Request aborted',
      'Error',
      'account or password wrong',
      'username cannot be empty',
      'password cannot be empty',
      'Your user group does not have the authority to perform this operation',
      'too many requests, try again in 30 s',
      'too many sign-in calls, try again in 5 s',
      'the verification code is wrong',
      'too many wrong codes: request a new one',
      'an invitation code is needed to register a new phone number',
      'the invitation code is not valid, or already used, expired or revoked',
      'the verification code has expired or was never sent: request a new one',
      'phone number must be a valid mobile number: 11 digits starting with 1, or + and the country code',
    ];
    for (const text of texts) {
      const mapped = serverMessageKey(text);
      expect(mapped, text).toBeDefined();
      expect(typeof en[mapped?.key ?? ''], `${text} → ${mapped?.key} in en-US`).toBe('string');
      expect(typeof zh[mapped?.key ?? ''], `${text} → ${mapped?.key} in zh-CN`).toBe('string');
    }
  });
});

describe('createI18nProvider', () => {
  it('starts in zh-CN when no locale is stored and sets the document language', () => {
    document.documentElement.lang = '';
    const i18n = createI18nProvider(declarations);
    expect(i18n.getLocale()).toBe('zh-CN');
    expect(document.documentElement.lang).toBe('zh-CN');
    expect(i18n.translate('resources.policies.fields.name')).toBe(policies.messages['zh-CN'].fields.name);
  });

  it('starts in the locale stored under "arco-locale"', () => {
    localStorage.setItem('arco-locale', 'en-US');
    const i18n = createI18nProvider(declarations);
    expect(i18n.getLocale()).toBe('en-US');
    expect(document.documentElement.lang).toBe('en');
    expect(i18n.translate('ra.action.save')).toBe(englishMessages.ra.action.save);
  });

  it('a bulk delete says in Chinese how many records it deletes (Chinese has one plural form)', () => {
    const i18n = createI18nProvider(declarations);
    const options = { smart_count: 2, name: policies.messages['zh-CN'].menu };
    expect(i18n.translate('ra.message.bulk_delete_title', options)).toContain('2');
    expect(i18n.translate('ra.message.bulk_delete_content', options)).toContain('2');
  });

  it('ignores a stored value that is not a supported locale', () => {
    localStorage.setItem(LOCALE_KEY, 'fr-FR');
    expect(createI18nProvider(declarations).getLocale()).toBe('zh-CN');
  });

  it('changeLocale stores the choice, sets the document language and translates in the new locale', async () => {
    const i18n = createI18nProvider(declarations);
    await i18n.changeLocale('en-US');
    expect(localStorage.getItem('arco-locale')).toBe('en-US');
    expect(document.documentElement.lang).toBe('en');
    expect(i18n.getLocale()).toBe('en-US');
    expect(i18n.translate('resources.policies.fields.name')).toBe(policies.messages['en-US'].fields.name);
    await i18n.changeLocale('zh-CN');
    expect(localStorage.getItem('arco-locale')).toBe('zh-CN');
    expect(document.documentElement.lang).toBe('zh-CN');
  });

  it('the stored choice survives a reload', async () => {
    await createI18nProvider(declarations).changeLocale('en-US');
    expect(createI18nProvider(declarations).getLocale()).toBe('en-US');
  });

  it('translates known server texts into Chinese in zh-CN', () => {
    const i18n = createI18nProvider(declarations);
    expect(i18n.translate('Network Error')).toBe(zhCN.mds.http.network);
    expect(i18n.translate('account or password wrong')).toBe(zhCN.mds.login.wrong);
    expect(i18n.translate('Request failed with status code 404')).toBe(interpolate(zhCN.mds.http.status, { status: 404 }));
    expect(i18n.translate('timeout of 100 ms exceeded')).toBe(interpolate(zhCN.mds.http.timeout, { ms: 100 }));
    expect(i18n.translate('Network Error')).toMatch(/[\u4e00-\u9fff]/);
  });

  it('shows known server texts in English in en-US', () => {
    localStorage.setItem(LOCALE_KEY, 'en-US');
    const i18n = createI18nProvider(declarations);
    expect(i18n.translate('account or password wrong')).toBe(enUS.mds.login.wrong);
    expect(i18n.translate('timeout of 100 ms exceeded')).toBe('timeout of 100 ms exceeded');
  });

  it('shows an unknown text as it is', () => {
    // Polyglot reports the missing key on the console (the developer's cue), and shows the text.
    const report = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const i18n = createI18nProvider(declarations);
      expect(i18n.translate('The moon is made of cheese')).toBe('The moon is made of cheese');
      expect(report).toHaveBeenCalledWith(expect.stringContaining('Missing translation for key: "The moon is made of cheese"'));
    } finally {
      report.mockRestore();
    }
  });
});
