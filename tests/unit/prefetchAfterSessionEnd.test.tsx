/**
 * A list asks ahead (the next page, a select filter's choices) only while its session lives: once the
 * server has ended it, an ask ahead would only fail, and after "Cancel" in the Confirm logout question
 * it would open that question again by itself.
 */
import { act, cleanup, renderHook } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { AdminContext } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { session, sessionLost } from '../../authProvider';
import { DeclarationsContext } from '../../src/engine';
import { usePrefetchList } from '../../src/engine/listPrefetch/usePrefetchList';
import { createStore } from '../../src/store';
import { declarations } from '../../src/registry/declarations';
import { listRecorder } from './listRecorder';

afterEach(cleanup);

describe('asking ahead for a list', () => {
  it('asks while the session lives, and no more once the server has ended it', async () => {
    session.save('a-token', 'admin');
    const { asked, dataProvider } = listRecorder();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <MemoryRouter initialEntries={['/list/search-table']}>
        <AdminContext dataProvider={dataProvider} queryClient={new QueryClient()} store={createStore()}>
          <DeclarationsContext.Provider value={declarations}>{children}</DeclarationsContext.Provider>
        </AdminContext>
      </MemoryRouter>
    );
    const { result } = renderHook(() => usePrefetchList(), { wrapper });
    await act(() => result.current.prefetch('page=2'));
    expect(asked).toHaveLength(1);
    sessionLost.emit(performance.now());
    await act(() => result.current.prefetch('page=3'));
    expect(asked).toHaveLength(1);
  });
});
