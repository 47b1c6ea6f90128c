/**
 * The router's list prefetch (issue #6) only helps if it asks for exactly what react-admin's
 * list then asks for, under the same query key: checked against react-admin's own list here.
 */
import { cleanup, render, waitFor } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { AdminContext, ListBase, type DataProvider } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { GENERATED_LIST_PAGES, listAt, listDefaults, listParamsAt } from '../../src/engine/listPrefetch';
import { createStore } from '../../src/store';
import { declarations } from '../../src/registry/declarations';

const policies = declarations.find((d) => d.name === 'policies')!;
const plain = declarations.find((d) => !d.listPath)!;

describe('which page shows which generated list', () => {
  it('maps the search table to policies and /<resource> to a resource without a list page of its own', () => {
    expect(GENERATED_LIST_PAGES).toContain('/list/search-table');
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
    const asked: unknown[] = [];
    const dataProvider = {
      getList: async (_resource: string, params: unknown) => {
        asked.push(params);
        return { data: [], total: 0 };
      },
    } as unknown as DataProvider;
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

describe('the console store', () => {
  it('keeps what the console stores but not react-admin’s copy of a list’s URL params', () => {
    const store = createStore();
    store.setup();
    store.setItem('policies.listParams', { page: 2 });
    store.setItem('mds.listState.policies', { density: 'small' });
    expect(store.getItem('policies.listParams')).toBeUndefined();
    expect(store.getItem('mds.listState.policies')).toEqual({ density: 'small' });
    store.teardown();
  });
});
