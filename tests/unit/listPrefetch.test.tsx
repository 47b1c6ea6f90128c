/**
 * The router's list prefetch only helps if it asks for exactly what react-admin's
 * list then asks for, under the same query key: checked against react-admin's own list here.
 */
import { cleanup, render, waitFor } from '@testing-library/react';
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { AdminContext, ListBase, type DataProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ShouldRevalidateFunctionArgs } from 'react-router-dom';
import { session } from '../../authProvider';
import { createListLoader, LIST_FRESH_MS, listAt, listDefaults, listParamsAt, listStaleTime } from '../../src/engine/listPrefetch';
import { createStore } from '../../src/store';
import { declarations } from '../../src/registry/declarations';
import { listRecorder } from './listRecorder';

const policies = declarations.find((d) => d.name === 'policies')!;
const plain = declarations.find((d) => !d.listPath)!;

describe('which page shows which generated list', () => {
  it('maps the search table to policies and /<resource> to a resource without a list page of its own', () => {
    expect(policies.listPath).toBe('/list/search-table');
    expect(listAt('/list/search-table', declarations)?.name).toBe('policies');
    expect(listAt(`/${plain.name}`, declarations)?.name).toBe(plain.name);
    // /policies redirects to the search table: no list is shown there.
    expect(listAt('/policies', declarations)).toBeUndefined();
    expect(listAt('/list/card', declarations)).toBeUndefined();
    expect(listAt(`/${plain.name}/create`, declarations)).toBeUndefined();
    expect(listAt('/dashboard/workplace', declarations)).toBeUndefined();
  });
});

describe('the prefetch asks what the list asks', () => {
  afterEach(cleanup);
  const searches = [
    '',
    '?page=3',
    '?filter=%7B%22status%22%3A%22online%22%7D&order=ASC&page=2&perPage=25&sort=count',
    '?filter=%7B%7D&page=1&columns=name,status&density=small',
    '?page=abc&perPage=-',
  ];
  it.each(searches)('%s', async (search) => {
    const queryClient = new QueryClient();
    const { asked, dataProvider } = listRecorder();
    const { sort, perPage } = listDefaults(policies);
    const { unmount } = render(
      <MemoryRouter initialEntries={[`/list/search-table${search}`]}>
        <AdminContext dataProvider={dataProvider} queryClient={queryClient} store={createStore()}>
          <ListBase resource="policies" sort={sort} perPage={perPage} storeKey={false} disableAuthentication>
            <span />
          </ListBase>
        </AdminContext>
      </MemoryRouter>,
    );
    await waitFor(() => expect(asked).toHaveLength(1));
    const params = listParamsAt(policies, search);
    // Same key: react-query finds the router's answer as the list's own.
    expect(queryClient.getQueryCache().find({ queryKey: ['policies', 'getList', params], exact: true })).toBeDefined();
    expect(asked[0]).toMatchObject(params);
    // The list's answer is delivered a tick later (react-query): let it land before the next test.
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    await new Promise((resolve) => setTimeout(resolve, 10));
    unmount();
    queryClient.clear();
  });
});

describe('a navigation that needs no rows skips the loader', () => {
  afterEach(() => {
    session.clear();
    vi.useRealTimers();
  });
  const origin = 'http://console.test';
  const guardFor = (queryClient: QueryClient, asked: string[] = []) => {
    const dataProvider = {
      getList: async (resource: string) => {
        asked.push(resource);
        return { data: [{ id: 1 }], total: 1 };
      },
    } as unknown as DataProvider;
    const { loader, shouldRevalidate } = createListLoader(declarations, dataProvider, queryClient);
    const revalidates = (to: string) =>
      shouldRevalidate({
        nextUrl: new URL(to, origin),
        currentUrl: new URL('/dashboard/workplace', origin),
        defaultShouldRevalidate: true,
      } as ShouldRevalidateFunctionArgs);
    return { loader, revalidates };
  };

  it('runs for a list whose rows are not in the cache, and not for pages without a list', () => {
    session.save('token-1', 'admin');
    const { revalidates } = guardFor(new QueryClient());
    expect(revalidates('/list/search-table?page=2')).toBe(true);
    expect(revalidates('/dashboard/workplace')).toBe(false);
    expect(revalidates('/list/search-table/create')).toBe(false);
  });

  it('does not run for a list whose rows are in the cache; rows older than LIST_FRESH_MS are stale, for the list to ask again', async () => {
    session.save('token-1', 'admin');
    vi.useFakeTimers({ toFake: ['Date'] });
    const queryClient = new QueryClient();
    const asked: string[] = [];
    const { loader, revalidates } = guardFor(queryClient, asked);
    const url = '/list/search-table?filter=%7B%22status%22%3A%22online%22%7D';
    await loader({ request: new Request(new URL(url, origin)), params: {}, context: undefined } as Parameters<typeof loader>[0]);
    expect(asked).toEqual(['policies']);
    await vi.waitUntil(() => queryClient.isFetching() === 0);
    expect(revalidates(url)).toBe(false);
    // Another page of the same list is not in the cache.
    expect(revalidates(`${url}&page=2`)).toBe(true);
    const key = ['policies', 'getList', listParamsAt(policies, '?filter=%7B%22status%22%3A%22online%22%7D')];
    expect(queryClient.getQueryCache().find({ queryKey: key, exact: true })?.isStaleByTime(LIST_FRESH_MS)).toBe(false);
    vi.setSystemTime(Date.now() + LIST_FRESH_MS + 1);
    expect(revalidates(url)).toBe(false);
    expect(queryClient.getQueryCache().find({ queryKey: key, exact: true })?.isStaleByTime(LIST_FRESH_MS)).toBe(true);
  });

  it('counts rows a navigation asked for as fresh from when the list first shows them, however late its code arrives', async () => {
    session.save('token-1', 'admin');
    vi.useFakeTimers({ toFake: ['Date'] });
    const queryClient = new QueryClient();
    const asked: string[] = [];
    const { loader } = guardFor(queryClient, asked);
    await loader({ request: new Request(new URL('/list/search-table', origin)), params: {}, context: undefined } as Parameters<typeof loader>[0]);
    await vi.waitUntil(() => queryClient.isFetching() === 0);
    // A slow device: the list mounts well after the rows came.
    vi.setSystemTime(Date.now() + 3 * LIST_FRESH_MS);
    const queryKey = ['policies', 'getList', listParamsAt(policies, '')];
    const list = new QueryObserver(queryClient, { queryKey, queryFn: () => ({ data: [], total: 0 }), staleTime: listStaleTime });
    const stop = list.subscribe(() => {});
    expect(list.getCurrentResult().isStale).toBe(false);
    expect(asked).toEqual(['policies']);
    // From then on the usual rule: older than LIST_FRESH_MS, the list asks again.
    vi.setSystemTime(Date.now() + LIST_FRESH_MS + 1);
    const rows = queryClient.getQueryCache().find({ queryKey, exact: true })!;
    expect(rows.isStaleByTime(listStaleTime(rows))).toBe(true);
    stop();
  });

  it('runs for no list the user may not see, signed out or without the role', () => {
    const { revalidates } = guardFor(new QueryClient());
    expect(revalidates('/list/search-table')).toBe(false);
    session.save('token-2', 'user');
    expect(revalidates('/audit')).toBe(false);
    expect(revalidates('/list/search-table')).toBe(true);
  });
});
