/**
 * Each locale's feature and page messages are one chunk of their own (src/i18n/featureMessages.ts):
 * the console starts with its stored locale's, and loads the other's when the reader switches.
 * Fresh modules per test: the unit setup has loaded both locales into the shared ones.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { declarations } from '../../src/registry/declarations';

async function freshI18n() {
  vi.resetModules();
  const messages = await import('../../src/i18n/featureMessages');
  const { createI18nProvider } = await import('../../src/i18n/i18nProvider');
  return { ...messages, createI18nProvider };
}

describe('feature messages, one locale at a time', () => {
  beforeEach(() => localStorage.setItem('arco-locale', 'zh-CN'));

  it('starts in the stored locale with only its messages, and loads the other on a switch', async () => {
    const { loadFeatureMessages, hasFeatureMessages, createI18nProvider } = await freshI18n();
    await loadFeatureMessages('zh-CN');
    expect(hasFeatureMessages('en-US')).toBe(false);
    const i18n = createI18nProvider(declarations);
    expect(i18n.translate('messageBox.title')).toBe('消息通知');
    // Declared resources and react-admin's own texts are there in both locales from the start.
    expect(i18n.translate('resources.policies.fields.name')).toBe(declarations.find((d) => d.name === 'policies')!.messages['zh-CN'].fields.name);
    await i18n.changeLocale('en-US');
    expect(hasFeatureMessages('en-US')).toBe(true);
    expect(i18n.translate('messageBox.title')).toBe('Messages');
    expect(i18n.getLocale()).toBe('en-US');
  });

  it("says what is missing when the console is started before its locale's messages", async () => {
    const { createI18nProvider } = await freshI18n();
    expect(() => createI18nProvider(declarations)).toThrow("The zh-CN messages are not loaded yet: await loadFeatureMessages('zh-CN') first");
  });
});
