/**
 * index.html's inline scripts (build/inline/), as the build compiles them (build/inlineScript.ts): they
 * run in the page before any module, with nothing but their data, and do what the page needs.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { inlineScript } from '../../build/inlineScript';

const KEYS = { tokenKey: 'token', localeKey: 'arco-locale', defaultLocale: 'zh-CN' };

/** Runs the script's text as the page would (a classic script: no module syntax allowed). */
const run = async (script: Promise<{ children?: unknown }>) => new Function(String((await script).children))();

afterEach(() => {
  vi.unstubAllGlobals();
  delete (window as unknown as Record<string, unknown>).__early;
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

  it("ask on a signed-in first load for the navbar's data, and for a list's first page at its own path for a role that may read it, and leave the answers", async () => {
    const lists = {
      '/list/search-table': { url: '/api/list/policy?current=1', roles: ['admin', 'user'] },
      '/audit': { url: '/api/audit/log?current=1', roles: ['admin'] },
    };
    const data = { tokenKey: 'token', roleKey: 'userRole', key: '__early', always: ['/api/user/info'], lists };
    const asked: [string, Headers][] = [];
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      asked.push([url, new Headers(init.headers)]);
      return new Response('{"code":20000}', { status: 200 });
    });
    const left = () => (window as unknown as Record<string, Record<string, { token: string; response: Promise<Response> }> | undefined>).__early;
    const visit = async (path: string) => {
      asked.length = 0;
      window.history.replaceState(null, '', path);
      await run(inlineScript('firstRequests', data));
      return asked.map(([url, headers]) => [url, headers.get('Authorization')]);
    };
    // Signed out: nothing.
    expect(await visit('/list/search-table')).toEqual([]);
    expect(left()).toBeUndefined();
    localStorage.setItem('token', 'tok');
    localStorage.setItem('userRole', 'user');
    // Not a list, a list with a query (react-admin may ask for something else there), a list the role may not read.
    for (const path of ['/dashboard/workplace', '/list/search-table?page=2', '/audit']) expect(await visit(path)).toEqual([['/api/user/info', 'Bearer tok']]);
    expect(await visit('/list/search-table')).toEqual([
      ['/api/user/info', 'Bearer tok'],
      ['/api/list/policy?current=1', 'Bearer tok'],
    ]);
    expect(Object.keys(left()!)).toEqual(['/api/user/info', '/api/list/policy?current=1']);
    expect(left()!['/api/list/policy?current=1'].token).toBe('tok');
    expect(await (await left()!['/api/list/policy?current=1'].response).text()).toBe('{"code":20000}');
  });

  it('are compiled and minified, their data written in', async () => {
    const { children } = await inlineScript('intlReadyEarly', KEYS);
    expect(children).not.toMatch(/export|import|\n|: string/);
    expect(children).toContain('"arco-locale"');
  });
});
