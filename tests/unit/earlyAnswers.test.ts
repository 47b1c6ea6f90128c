/**
 * A signed-in first load's requests, sent by index.html's inline script before the console's code
 * has run (dataProvider/earlyAnswers.ts), and the console taking their answers instead of asking again.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PREVIEW_ROLE_KEY, ROLE_KEY, TOKEN_KEY } from '../../authProvider/session';
import { ApiError } from '../../dataProvider/errors';
import { createHttpClient } from '../../dataProvider/http';
import { EARLY_ANSWER_MS, EARLY_ANSWERS, sendFirstRequests, withEarlyAnswers } from '../../dataProvider/earlyAnswers';
import { firstRequests } from '../../src/firstRequests';
import { session } from '../../authProvider/session';
import { envelope, fakeFetch, respond } from './fakeHttp';

const LIST = '/api/list/policy?current=1&pageSize=10&sort=createdTime&order=desc';
const PROFILE = '/api/user/info';
const PROJECTS = '/api/user/my-project/list';
/** The workplace's cards for a project, as the page asks for them. */
const cards = (project: string) =>
  ['overview', 'content-data', 'categories', 'announcements', 'balance', 'popular?type=text'].map((card) => `/api/project/${project}/${card}`);
const ADMIN_OPEN = '/api/data/access-requests?current=1&pageSize=5&sort=createdAt&order=desc&state=submitted&state=underReview';
const USER_OPEN = '/api/data/access-requests?current=1&pageSize=5&sort=createdAt&order=desc&state=draft&state=submitted&state=underReview&state=returned';

/** The page's own fetch (what the inline script uses) and the console's HTTP client over it. */
function loadAt(url: string) {
  window.history.replaceState(null, '', url);
  const page = fakeFetch((sent) => respond(200, envelope({ asked: sent.url })));
  vi.stubGlobal('fetch', page.fetch);
  return page;
}

const sendsOnLoad = async () => sendFirstRequests({ tokenKey: TOKEN_KEY, key: EARLY_ANSWERS, ...(await firstRequests('')) });
const consoleClient = () => createHttpClient({ getToken: session.token, fetch: withEarlyAnswers(globalThis.fetch) });

beforeEach(() => localStorage.setItem(TOKEN_KEY, 'tok-1'));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  delete (window as unknown as Record<string, unknown>)[EARLY_ANSWERS];
  localStorage.clear();
});

describe('first requests', () => {
  it("are the profile and projects everywhere and, at a list's clean URL, its first page; never a list some role may not read", async () => {
    const urls = (requests: { url: string }[] | undefined) => requests?.map((r) => r.url);
    const { always, byPath } = await firstRequests('');
    expect(urls(always)).toEqual([PROFILE, PROJECTS]);
    expect(urls(byPath['/list/search-table'])).toEqual([LIST]);
    expect(byPath).not.toHaveProperty('/audit');
    expect(urls((await firstRequests('https://api.example.com')).always)).toEqual([`https://api.example.com${PROFILE}`, `https://api.example.com${PROJECTS}`]);
  });

  it('are sent for a signed-in visitor only, the list only at its URL without a query string', async () => {
    localStorage.clear();
    const signedOut = loadAt('/list/search-table');
    await sendsOnLoad();
    expect(signedOut.sent).toEqual([]);
    localStorage.setItem(TOKEN_KEY, 'tok-1');
    const filtered = loadAt('/list/search-table?page=2');
    await sendsOnLoad();
    expect(filtered.sent.map((s) => s.url)).toEqual([PROFILE, PROJECTS]);
    const clean = loadAt('/list/search-table');
    await sendsOnLoad();
    expect(clean.sent.map((s) => [s.url, s.headers.get('Authorization')])).toEqual([
      [PROFILE, 'Bearer tok-1'],
      [PROJECTS, 'Bearer tok-1'],
      [LIST, 'Bearer tok-1'],
    ]);
  });

  it("on the workplace are its cards' figures for the project in the URL, else the remembered one, and the role's open requests", async () => {
    localStorage.setItem(ROLE_KEY, 'admin');
    const named = loadAt('/project/7');
    await sendsOnLoad();
    expect(named.sent.map((s) => s.url)).toEqual([PROFILE, PROJECTS, ...cards('7'), ADMIN_OPEN]);
    // Where a sign-in lands: the project last shown, else the first.
    const first = loadAt('/dashboard/workplace');
    await sendsOnLoad();
    expect(first.sent.map((s) => s.url)).toEqual([PROFILE, PROJECTS, ...cards('1'), ADMIN_OPEN]);
    localStorage.setItem('mds-current-project', 'a b');
    localStorage.setItem(ROLE_KEY, 'user');
    const remembered = loadAt('/dashboard/workplace');
    await sendsOnLoad();
    expect(remembered.sent.map((s) => s.url)).toEqual([PROFILE, PROJECTS, ...cards('a%20b'), USER_OPEN]);
    // An admin previewing another role: that role's list is left to the console.
    localStorage.setItem(ROLE_KEY, 'admin');
    localStorage.setItem(PREVIEW_ROLE_KEY, 'user');
    const previewing = loadAt('/project/a%20b');
    await sendsOnLoad();
    expect(previewing.sent.map((s) => s.url)).toEqual([PROFILE, PROJECTS, ...cards('a%20b')]);
    const elsewhere = loadAt('/project/7/more');
    await sendsOnLoad();
    expect(elsewhere.sent.map((s) => s.url)).toEqual([PROFILE, PROJECTS]);
  });
});

describe('the console', () => {
  it('takes each early answer once, for the same GET with the same token, and asks itself otherwise', async () => {
    const page = loadAt('/list/search-table');
    await sendsOnLoad();
    const http = consoleClient();
    expect((await http(LIST)).data).toEqual({ asked: LIST });
    expect((await http(PROFILE)).data).toEqual({ asked: PROFILE });
    expect(page.sent).toHaveLength(3);
    // Asked again: sent again.
    await http(LIST);
    expect(page.sent.map((s) => s.url)).toEqual([PROFILE, PROJECTS, LIST, LIST]);
  });

  it('does not take an answer sent with another token, for another method, or after the first load', async () => {
    const page = loadAt('/list/search-table');
    await sendsOnLoad();
    localStorage.setItem(TOKEN_KEY, 'tok-2');
    const http = consoleClient();
    await http(PROFILE);
    localStorage.setItem(TOKEN_KEY, 'tok-1');
    await http(PROFILE, { method: 'POST', body: {} });
    const sentAt = performance.now();
    vi.spyOn(performance, 'now').mockReturnValue(sentAt + EARLY_ANSWER_MS);
    await http(LIST);
    expect(page.sent.map((s) => [s.method, s.url, s.headers.get('Authorization')])).toEqual([
      ['GET', PROFILE, 'Bearer tok-1'],
      ['GET', PROJECTS, 'Bearer tok-1'],
      ['GET', LIST, 'Bearer tok-1'],
      ['GET', PROFILE, 'Bearer tok-2'],
      ['POST', PROFILE, 'Bearer tok-1'],
      ['GET', LIST, 'Bearer tok-1'],
    ]);
  });

  it('reads an answer it never takes to its end, so the request does not stay open', async () => {
    loadAt('/list/search-table');
    const answered: Response[] = [];
    vi.stubGlobal('fetch', async () => {
      const response = respond(200, envelope({}));
      answered.push(response);
      return response;
    });
    await sendsOnLoad();
    const early = (window as unknown as Record<string, { answer: Promise<Response> }[]>)[EARLY_ANSWERS];
    await Promise.all(early.map((e) => e.answer));
    expect(answered.length).toBeGreaterThan(0);
    expect(answered.every((r) => r.bodyUsed)).toBe(true);
    // And the console, taking one later, still gets its whole answer.
    expect((await consoleClient()(LIST)).data).toEqual({});
  });

  it('passes on an answer that has no body (a back end answering 204) as it came', async () => {
    loadAt('/list/search-table');
    vi.stubGlobal('fetch', async () => new Response(null, { status: 204, headers: { 'X-Trace': 'early' } }));
    await sendsOnLoad();
    const sent = (window as unknown as Record<string, { url: string; headers: Record<string, string> }[]>)[EARLY_ANSWERS].find((e) => e.url === LIST)!;
    const early = await withEarlyAnswers(() => Promise.reject(new Error('asked again')))(LIST, { headers: sent.headers });
    expect(early.status).toBe(204);
    expect(early.headers.get('X-Trace')).toBe('early');
    expect(await early.text()).toBe('');
  });

  it('gives up an early answer it no longer wants, as it gives up its own requests', async () => {
    let answer: (r: Response) => void = () => {};
    loadAt('/list/search-table');
    vi.stubGlobal('fetch', () => new Promise<Response>((resolve) => (answer = resolve)));
    await sendsOnLoad();
    const cancel = new AbortController();
    const asked = consoleClient()(PROFILE, { signal: cancel.signal });
    cancel.abort();
    await expect(asked).rejects.toBeInstanceOf(ApiError);
    answer(respond(200, envelope({})));
  });
});
