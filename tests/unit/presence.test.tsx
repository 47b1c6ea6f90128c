/**
 * Who else is editing, as a form's hook keeps it: others arriving and leaving are heard from the
 * stream, the reader's own presence is never shown, and when the reader's other tab closes the same
 * form (its `left` is the reader's too), this tab says it is still there at once.
 */
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { CoreAdminContext, memoryStore, testI18nProvider } from 'react-admin';
import { PRESENCE_PATH, type LiveEvent } from '../../domain/events';
import type { LiveEvents, LiveListener } from '../../dataProvider/liveEvents';
import { HttpContext } from '../../src/api/HttpContext';
import { setLive } from '../../src/engine/live/liveClient';
import { usePresence } from '../../src/engine/live/usePresence';
import { clientAnswering, envelope, respond } from './fakeHttp';

afterEach(() => {
  cleanup();
  setLive(undefined);
});

const ME = 1;
const OTHER = { id: 2, name: 'reviewer' };

function renderPresence() {
  const listeners = new Set<LiveListener>();
  const client: LiveEvents = { subscribe: (l) => (listeners.add(l), () => void listeners.delete(l)), close: () => undefined, lastEventId: undefined };
  setLive({ client, parts: { list: () => null } });
  const api = clientAnswering(() => respond(200, envelope({ editors: [] })));
  const queryClient = new QueryClient();
  queryClient.setQueryData(['auth', 'getIdentity'], { id: ME, fullName: 'admin' });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <CoreAdminContext store={memoryStore()} i18nProvider={testI18nProvider()} queryClient={queryClient}>
      <HttpContext.Provider value={api.http}>{children}</HttpContext.Provider>
    </CoreAdminContext>
  );
  const view = renderHook(() => usePresence('policies', 7), { wrapper });
  const tell = (action: 'editing' | 'left', actor: { id: number; name: string }) => {
    const event: LiveEvent = { resource: 'policies', id: 7, action, revision: null, actor, at: new Date().toISOString() };
    act(() => listeners.forEach((l) => l({ kind: 'event', event })));
  };
  const renewals = () => api.sent.filter((s) => s.url.endsWith(PRESENCE_PATH) && s.method === 'PUT').length;
  return { ...view, tell, renewals };
}

describe('usePresence', () => {
  it('shows others as they arrive and leave, never the reader, and renews at once when the reader’s other tab leaves', async () => {
    const { result, tell, renewals } = renderPresence();
    await waitFor(() => expect(renewals()).toBe(1));

    tell('editing', OTHER);
    tell('editing', { id: ME, name: 'admin' });
    expect(result.current).toEqual([OTHER]);
    tell('left', OTHER);
    expect(result.current).toEqual([]);
    expect(renewals()).toBe(1);

    // The reader's other tab closed the form: the server forgot the reader, this tab is still on it.
    tell('left', { id: ME, name: 'admin' });
    await waitFor(() => expect(renewals()).toBe(2));
  });
});
