import { useLayoutEffect, useRef } from 'react';
import { Alert, Box, Button, List, ListItem, ListItemAvatar, Skeleton, Stack, Typography } from '@mui/material';
import InboxOutlined from '@mui/icons-material/InboxOutlined';
import { useTranslate } from 'react-admin';
import { UNREAD, type Message } from '../../resources/messages';
import { MessageListItem } from './MessageListItem';

/** Room for three messages, so the box keeps its size while loading or empty. */
export const LIST_MIN_HEIGHT = 3 * 86;

interface MessageListProps {
  messages: readonly Message[];
  isPending: boolean;
  error: Error | null;
  onRetry: () => void;
  onRead: (id: number) => void;
  /** A notice's record opened from it: the box closes. */
  onOpen: () => void;
  /** Where the focus goes when the last unread message it was on has been read. */
  onFocusLeft: () => void;
}

const unreadButtons = (list: HTMLElement | null) => [...(list?.querySelectorAll<HTMLElement>('[data-unread]') ?? [])];

/** One tab's messages, or its loading, error or empty state. */
export function MessageList({ messages, isPending, error, onRetry, onRead, onOpen, onFocusLeft }: MessageListProps) {
  const translate = useTranslate();
  const listRef = useRef<HTMLUListElement>(null);
  // A read message stops being a button; the focus it had goes to the next unread one. That waits
  // for the list to show it read: the mutation's own re-render may come first, with it still unread.
  const focusAfterRead = useRef<{ id: number; index: number } | null>(null);
  useLayoutEffect(() => {
    const pending = focusAfterRead.current;
    if (pending === null || messages.some((m) => m.id === pending.id && m.status === UNREAD)) return;
    focusAfterRead.current = null;
    const buttons = unreadButtons(listRef.current);
    if (buttons.length > 0) buttons[Math.max(0, Math.min(pending.index, buttons.length - 1))].focus();
    else onFocusLeft();
  }, [messages, onFocusLeft]);
  const read = (id: number, target: HTMLElement) => {
    focusAfterRead.current = { id, index: unreadButtons(listRef.current).indexOf(target) };
    onRead(id);
  };
  const open = (m: Message) => {
    if (m.status === UNREAD) onRead(m.id);
    onOpen();
  };
  if (isPending) {
    return (
      <List disablePadding aria-busy="true" sx={{ minHeight: LIST_MIN_HEIGHT }}>
        {[0, 1, 2].map((i) => (
          <ListItem key={i} sx={{ py: 1.5, px: 2, alignItems: 'flex-start' }}>
            <ListItemAvatar sx={{ minWidth: 48 }}>
              <Skeleton variant="circular" width={36} height={36} />
            </ListItemAvatar>
            <Box sx={{ flex: 1 }}>
              <Skeleton width="45%" />
              <Skeleton width="90%" />
              <Skeleton width="25%" />
            </Box>
          </ListItem>
        ))}
      </List>
    );
  }
  if (error) {
    return (
      <Box sx={{ minHeight: LIST_MIN_HEIGHT, p: 2, display: 'flex', alignItems: 'center' }}>
        <Alert
          severity="error"
          sx={{ width: '100%' }}
          action={
            <Button color="inherit" size="small" onClick={onRetry}>
              {translate('messageBox.retry')}
            </Button>
          }
        >
          {translate('messageBox.loadFailed')}
        </Alert>
      </Box>
    );
  }
  if (messages.length === 0) {
    return (
      <Stack sx={{ minHeight: LIST_MIN_HEIGHT, alignItems: 'center', justifyContent: 'center', color: 'text.disabled' }} spacing={1}>
        <InboxOutlined sx={{ fontSize: 48 }} />
        <Typography variant="body2">{translate('messageBox.noContent')}</Typography>
      </Stack>
    );
  }
  return (
    <List ref={listRef} disablePadding sx={{ minHeight: LIST_MIN_HEIGHT, maxHeight: 360, overflowY: 'auto' }}>
      {messages.map((m) => (
        <MessageListItem key={m.id} message={m} onRead={read} onOpen={open} />
      ))}
    </List>
  );
}
