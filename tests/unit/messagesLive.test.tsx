/**
 * The bell's inbox follows the live stream: a notice delivered (or a message read in another tab)
 * is counted at once, and all is read again after the stream's reset; other records' changes ask
 * for nothing.
 */
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { CoreAdminContext, memoryStore, testI18nProvider } from 'react-admin';
import type { LiveEvent } from '../../domain/events';
import type { LiveEvents, LiveListener, LiveMessage } from '../../dataProvider/liveEvents';
import { UNREAD, type Message } from '../../resources/messages';
import { ApiErrorContext } from '../../src/api/ApiErrorProvider';
import { HttpContext } from '../../src/api/HttpContext';
import { setLive } from '../../src/engine/live/liveClient';
import { useMessages } from '../../src/messageBox/useMessages';
import { clientAnswering, envelope, respond } from './fakeHttp';

afterEach(() => {
  cleanup();
  setLive(undefined);
});

const unread = (id: number): Message => ({
  id,
  type: 'notice',
  title: `Notice ${id}`,
  subTitle: '',
  avatar: '',
  content: '',
  time: '2026-12-01T10:00:00.000Z',
  status: UNREAD,
});

/** A stream whose messages the test sends. */
function fakeStream() {
  const listeners = new Set<LiveListener>();
  const client: LiveEvents = {
    subscribe: (l) => (listeners.add(l), () => void listeners.delete(l)),
    close: () => listeners.clear(),
    lastEventId: undefined,
  };
  setLive({ client, parts: { list: () => null } });
  const send = (m: LiveMessage) => act(() => listeners.forEach((l) => l(m)));
  const event = (e: Partial<LiveEvent>): LiveMessage => ({
    kind: 'event',
    event: { resource: 'messages', id: 1, action: 'create', revision: 1, actor: null, at: '2026-12-01T10:00:00.000Z', ...e },
  });
  return { send, event };
}

function renderInbox(inbox: Message[]) {
  const api = clientAnswering((sent) => (sent.url.endsWith('/api/message/list') ? respond(200, envelope(inbox)) : respond(404, envelope(null, 40400))));
  const wrapper = ({ children }: { children: ReactNode }) => (
    <CoreAdminContext store={memoryStore()} i18nProvider={testI18nProvider()}>
      <HttpContext.Provider value={api.http}>
        <ApiErrorContext.Provider value={() => undefined}>{children}</ApiErrorContext.Provider>
      </HttpContext.Provider>
    </CoreAdminContext>
  );
  const asked = () => api.sent.filter((s) => s.url.endsWith('/api/message/list')).length;
  return { ...renderHook(() => useMessages(), { wrapper }), asked };
}

describe('the inbox, live', () => {
  it('counts a notice delivered elsewhere at once, asks again after a reset, and not for other records', async () => {
    const stream = fakeStream();
    const inbox = [unread(1)];
    const { result, asked } = renderInbox(inbox);
    await waitFor(() => expect(result.current.unreadTotal).toBe(1));
    expect(asked()).toBe(1);

    stream.send(stream.event({ resource: 'policies', id: 7, action: 'update' }));
    inbox.push(unread(2));
    stream.send(stream.event({ id: 2 }));
    await waitFor(() => expect(result.current.unreadTotal).toBe(2));
    expect(asked()).toBe(2);

    inbox.push(unread(3));
    stream.send({ kind: 'reset' });
    await waitFor(() => expect(result.current.unreadTotal).toBe(3));
    expect(asked()).toBe(3);
  });
});
