/**
 * A sort or select change waits for its rows, then changes the URL: the list renders
 * once, with them. Quick changes must not land out of order, and cached rows apply at once.
 */
import { act, cleanup, render } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { AdminContext, type DataProvider } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { session } from '../../authProvider';
import { DeclarationsContext } from '../../src/engine/DeclarationsContext';
import { useChangeList } from '../../src/engine/listPrefetch';
import type { ListState } from '../../src/engine/listState/listStateCodec';
import { createStore } from '../../src/store';
import { declarations } from '../../src/registry/declarations';

type Change = (change: Partial<ListState>) => void;

/** A data provider whose answers are given by the test, in any order. */
function heldAnswers() {
  const pending: { sort: string; answer: () => void }[] = [];
  const dataProvider = {
    getList: (_resource: string, params: { sort: { field: string } }) =>
      new Promise((resolve) => pending.push({ sort: params.sort.field, answer: () => resolve({ data: [{ id: 1 }], total: 1 }) })),
  } as unknown as DataProvider;
  return { pending, dataProvider };
}

function mount(dataProvider: DataProvider, queryClient = new QueryClient()) {
  const seen: { change?: Change; search?: string } = {};
  const Probe = () => {
    seen.change = useChangeList();
    seen.search = useLocation().search;
    return null;
  };
  render(
    <MemoryRouter initialEntries={['/list/search-table']}>
      <AdminContext dataProvider={dataProvider} queryClient={queryClient} store={createStore()}>
        <DeclarationsContext.Provider value={declarations}>
          <Probe />
        </DeclarationsContext.Provider>
      </AdminContext>
    </MemoryRouter>,
  );
  return seen;
}

const sortOf = (search?: string) => new URLSearchParams(search).get('sort');

describe('changing a list when its rows are in', () => {
  afterEach(() => {
    cleanup();
    session.clear();
  });

  it('changes the URL only once the rows have arrived, and the last of two quick changes wins', async () => {
    session.save('token-1', 'admin');
    const { pending, dataProvider } = heldAnswers();
    const seen = mount(dataProvider);
    await act(async () => {
      seen.change!({ sort: { field: 'count', order: 'ASC' } });
      seen.change!({ sort: { field: 'name', order: 'ASC' } });
    });
    expect(pending.map((p) => p.sort)).toEqual(['count', 'name']);
    expect(sortOf(seen.search)).toBeNull();
    // The later change's rows come first, then the earlier one's: the URL keeps the later change.
    await act(async () => pending[1].answer());
    expect(sortOf(seen.search)).toBe('name');
    await act(async () => pending[0].answer());
    expect(sortOf(seen.search)).toBe('name');
  });

  it('changes the URL at once, without asking, when the rows are in the cache', async () => {
    session.save('token-1', 'admin');
    const { pending, dataProvider } = heldAnswers();
    const seen = mount(dataProvider);
    await act(async () => seen.change!({ sort: { field: 'count', order: 'ASC' } }));
    await act(async () => pending[0].answer());
    await act(async () => seen.change!({ sort: { field: 'name', order: 'ASC' } }));
    await act(async () => pending[1].answer());
    expect(sortOf(seen.search)).toBe('name');
    // Back to count: its rows are cached, so the URL changes within the call.
    act(() => seen.change!({ sort: { field: 'count', order: 'ASC' } }));
    expect(sortOf(seen.search)).toBe('count');
    expect(pending).toHaveLength(2);
  });
});
