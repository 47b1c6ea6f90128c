/**
 * index.html's inline scripts (build/inline/), as the build compiles them (build/inlineScript.ts): they
 * run in the page before any module, with nothing but their data, and do what the page needs.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { inlineScript } from '../../build/inlineScript';

const KEYS = { tokenKey: 'token', localeKey: 'arco-locale', defaultLocale: 'zh-CN' };

/** Runs the script's text as the page would (a classic script: no module syntax allowed). */
const run = async (script: Promise<{ children?: unknown }>) => new Function(String((await script).children))();

afterEach(() => {
  localStorage.clear();
  document.head.querySelectorAll('link[rel=modulepreload]').forEach((l) => l.remove());
  window.history.replaceState(null, '', '/');
});

describe('the inline scripts', () => {
  const files = {
    ...KEYS,
    login: ['assets/login.js'],
    console: ['assets/console.js'],
    messages: { 'zh-CN': ['assets/zh-CN.js'], 'en-US': ['assets/en-US.js'] },
    routes: [[['^/list/search-table/?$'], ['assets/searchTable.js']]] as [string[], string[]][],
  };
  const preloaded = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel=modulepreload]')].map((l) => l.getAttribute('href'));

  it("preload the login page's files for a signed-out visitor, the console's, the locale's and the page's for a signed-in one", async () => {
    await run(inlineScript('preloadFirstPage', files));
    expect(preloaded()).toEqual(['/assets/login.js']);
    document.head.querySelectorAll('link[rel=modulepreload]').forEach((l) => l.remove());
    localStorage.setItem('token', 'any');
    localStorage.setItem('arco-locale', 'en-US');
    window.history.replaceState(null, '', '/list/search-table');
    await run(inlineScript('preloadFirstPage', files));
    expect(preloaded()).toEqual(['/assets/console.js', '/assets/en-US.js', '/assets/searchTable.js']);
  });

  it('are compiled and minified, their data written in', async () => {
    const { children } = await inlineScript('intlReadyEarly', KEYS);
    expect(children).not.toMatch(/export|import|\n|: string/);
    expect(children).toContain('"arco-locale"');
  });
});
