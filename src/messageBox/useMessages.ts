import { useCallback, useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import messages, { READ, UNREAD, type Message, type MessageType } from '../../resources/messages';
import { useApiMutation, useApiQuery } from '../api';
import { useLiveEvents } from '../engine/live/useLiveEvents';
import { useFirstPaintDone } from '../hooks/useFirstPaintDone';

export const LIST_PATH = '/api/message/list';
export const READ_PATH = '/api/message/read';

interface ReadResult {
  ids: number[];
  unread: number;
}

const isListQuery = (q: { queryKey: readonly unknown[] }) => q.queryKey[0] === 'api' && q.queryKey[1] === LIST_PATH;

/**
 * The caller's inbox: the server's messages, the real unread total (the badge), and what the box
 * shows per tab once "empty" has cleared some of them from view (client side only, as the spec
 * says: the messages stay on the server and under "view more").
 */
export function useMessages() {
  // The badge's count is not part of the first screen: asked for once it is painted.
  const query = useApiQuery<Message[]>(LIST_PATH, { method: 'POST' }, { enabled: useFirstPaintDone() });
  const queryClient = useQueryClient();
  const mutation = useApiMutation<ReadResult, { ids: number[] }>(READ_PATH);
  const [cleared, setCleared] = useState<ReadonlySet<number>>(() => new Set());
  // A notice delivered, or a message read in another tab, shows at once (and all is read again after a reset).
  useLiveEvents((m) => {
    if (m.kind === 'reset' || m.event.resource === messages.name) void queryClient.invalidateQueries({ predicate: isListQuery });
  });

  const all = useMemo(() => query.data ?? [], [query.data]);
  const unreadTotal = all.filter((m) => m.status === UNREAD).length;
  const visible = useCallback((type: MessageType) => all.filter((m) => m.type === type && !cleared.has(m.id)), [all, cleared]);

  const { mutate } = mutation;
  const read = useCallback(
    (ids: number[]) => {
      if (ids.length === 0) return;
      // Shown read at once; the server's answer then refetches the list (or restores it on failure).
      // A fetch already under way would bring the old state back over it: it is called off.
      void queryClient.cancelQueries({ predicate: isListQuery });
      queryClient.setQueriesData<Message[]>({ predicate: isListQuery }, (old) => old?.map((m) => (ids.includes(m.id) ? { ...m, status: READ } : m)));
      mutate(
        { ids },
        {
          onSettled: () => {
            void queryClient.invalidateQueries({ predicate: isListQuery });
            // The messages list screen ("view more") shows the status too.
            void queryClient.invalidateQueries({ queryKey: [messages.name] });
          },
        },
      );
    },
    [mutate, queryClient],
  );

  const clear = useCallback((type: MessageType) => setCleared((prev) => new Set([...prev, ...all.filter((m) => m.type === type).map((m) => m.id)])), [all]);

  return {
    visible,
    unreadTotal,
    read,
    clear,
    isPending: query.isPending,
    isFetching: query.isFetching,
    // A failed refetch keeps the messages already shown (the failure is notified anyway).
    error: query.data ? null : query.error,
    refetch: query.refetch,
  };
}

export type Inbox = ReturnType<typeof useMessages>;
