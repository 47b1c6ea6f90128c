/**
 * A signed-in first load's requests, sent by index.html (dataProvider/earlyAnswers.ts): the HTTP
 * client reads each answer once instead of asking again, only for the very URL and token it went
 * to, and the build's list URLs are the very ones the console's list loader reads.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { ROLE_KEY, TOKEN_KEY } from '../../authProvider/session';
import { createDataProvider, EARLY_ANSWERS, takeEarlyAnswer, type EarlyRequest } from '../../dataProvider';
import { firstPageUrls } from '../../src/engine/listPrefetch/firstPageUrls';
import { listQueryAt } from '../../src/engine/listPrefetch/listLoader';
import { declarations, endpointsOf } from '../../src/registry/declarations';
import { clientAnswering, envelope, respond } from './fakeHttp';

const PAGE_1 = '/api/list/policy?current=1&pageSize=10&sort=createdTime&order=desc';
const QUERY_1 = { current: 1, pageSize: 10, sort: 'createdTime', order: 'desc' };
const early = (token: string, rows = [{ id: 7, name: 'early' }], sentAt = performance.now()): EarlyRequest => ({
  token,
  sentAt,
  response: Promise.resolve(respond(200, envelope({ list: rows, total: 31 }))),
});
const leave = (requests: Record<string, EarlyRequest>) => ((globalThis as Record<string, unknown>)[EARLY_ANSWERS] = requests);
const asking = () => clientAnswering(() => respond(200, envelope({ list: [{ id: 1, name: 'asked' }], total: 1 })), { earlyAnswer: takeEarlyAnswer });

afterEach(() => {
  localStorage.clear();
  delete (globalThis as Record<string, unknown>)[EARLY_ANSWERS];
});

describe('the HTTP client and the early answers', () => {
  it('reads the answer sent to the same URL with the same token once, and asks the API for it after that', async () => {
    localStorage.setItem(TOKEN_KEY, 'tok');
    leave({ [PAGE_1]: early('tok') });
    const { http, sent } = asking();
    expect((await http('/api/list/policy', { query: QUERY_1 })).data).toEqual({ list: [{ id: 7, name: 'early' }], total: 31 });
    expect(sent).toEqual([]);
    expect((await http('/api/list/policy', { query: QUERY_1 })).data).toEqual({ list: [{ id: 1, name: 'asked' }], total: 1 });
    expect(sent.map((s) => s.url)).toEqual([PAGE_1]);
  });

  it('asks as usual for another URL, another token (a new sign-in), a write, or an answer older than the first load', async () => {
    localStorage.setItem(TOKEN_KEY, 'tok');
    const { http, sent } = asking();
    leave({ [PAGE_1]: early('tok') });
    await http('/api/list/policy', { query: { ...QUERY_1, current: 2 } });
    leave({ [PAGE_1]: early('old') });
    await http('/api/list/policy', { query: QUERY_1 });
    leave({ [PAGE_1]: early('tok') });
    await http('/api/list/policy', { method: 'POST', query: QUERY_1, body: {} });
    leave({ [PAGE_1]: early('tok', [], performance.now() - 60_000) });
    await http('/api/list/policy', { query: QUERY_1 });
    expect(sent.map((s) => `${s.method} ${s.url}`)).toEqual([
      'GET /api/list/policy?current=2&pageSize=10&sort=createdTime&order=desc',
      `GET ${PAGE_1}`,
      `POST ${PAGE_1}`,
      `GET ${PAGE_1}`,
    ]);
  });

  it('is cancelled as a fetch is, while the early answer is still on its way', async () => {
    localStorage.setItem(TOKEN_KEY, 'tok');
    leave({ [PAGE_1]: { token: 'tok', sentAt: performance.now(), response: new Promise<Response>(() => undefined) } });
    const { http } = asking();
    const controller = new AbortController();
    const reading = http('/api/list/policy', { query: QUERY_1, signal: controller.signal });
    controller.abort();
    await expect(reading).rejects.toMatchObject({ status: 0 });
  });

  it("gives react-admin's list the early rows through the data provider", async () => {
    localStorage.setItem(TOKEN_KEY, 'tok');
    leave({ [PAGE_1]: early('tok') });
    const { http, sent } = asking();
    const dataProvider = createDataProvider(http, { policies: '/api/list/policy' });
    const params = { pagination: { page: 1, perPage: 10 }, sort: { field: 'createdTime', order: 'DESC' as const }, filter: {} };
    expect(await dataProvider.getList('policies', params)).toMatchObject({ data: [{ id: 7, name: 'early' }], total: 31 });
    expect(sent).toEqual([]);
  });
});

describe("the build's first page URLs (firstPageUrls)", () => {
  it("are the very URLs the console's list loader reads at each list's own path, with the roles that may read it", async () => {
    const urls = await firstPageUrls('');
    // Who may list it, by the console's rule: every role for the policies, admins alone for the audit log.
    expect(urls['/list/search-table']).toEqual({ url: PAGE_1, roles: ['admin', 'user'] });
    expect(urls['/audit']?.roles).toEqual(['admin']);
    // The card list shows its records at its own path, not as a generated list.
    expect(Object.keys(urls)).not.toContain('/list/card');
    localStorage.setItem(TOKEN_KEY, 'tok');
    localStorage.setItem(ROLE_KEY, 'admin');
    const { http, sent } = clientAnswering(() => respond(200, envelope({ list: [], total: 0 })));
    const dataProvider = createDataProvider(http, endpointsOf(declarations));
    const queryClient = new QueryClient();
    for (const path of Object.keys(urls)) await queryClient.fetchQuery(listQueryAt(new URL(path, window.location.origin), declarations, dataProvider)!);
    expect(sent.map((s) => s.url)).toEqual(Object.values(urls).map((u) => u.url));
  });
});
