import { useCallback, useId, useState } from 'react';
import { Box, Button, Divider, LinearProgress, Tab, Tabs, Tooltip } from '@mui/material';
import { useTranslate } from 'react-admin';
import { MESSAGE_TYPES, UNREAD, type MessageType } from '../../resources/messages';
import { MessageList } from './MessageList';
import type { Inbox } from './useMessages';

interface MessageBoxProps {
  inbox: Inbox;
  onViewMore: (type: MessageType) => void;
  /** A notice's record was opened from the box. */
  onOpen: () => void;
}

/** The popover's content: a tab per message type with its unread count, its list and actions. */
export function MessageBox({ inbox, onViewMore, onOpen }: MessageBoxProps) {
  const translate = useTranslate();
  const id = useId();
  const [type, setType] = useState<MessageType>('message');
  const shown = inbox.visible(type);
  const unread = shown.filter((m) => m.status === UNREAD);
  const ready = !inbox.isPending && !inbox.error;
  // "Empty" and "All read" disable themselves: the focus moves to the tab rather than out of the box.
  const focusTab = useCallback(() => document.getElementById(`${id}-tab-${type}`)?.focus(), [id, type]);

  const tabLabel = (t: MessageType) => {
    const label = translate(`messageBox.tabs.${t}`);
    const count = inbox.visible(t).filter((m) => m.status === UNREAD).length;
    return count > 0 ? translate('messageBox.tabWithCount', { label, count }) : label;
  };

  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', pr: 1 }}>
        <Tabs value={type} onChange={(_, t: MessageType) => setType(t)} sx={{ flex: 1, minHeight: 44 }} aria-label={translate('messageBox.title')}>
          {MESSAGE_TYPES.map((t) => (
            <Tab
              key={t}
              value={t}
              label={tabLabel(t)}
              id={`${id}-tab-${t}`}
              aria-controls={`${id}-panel`}
              sx={{ minHeight: 44, textTransform: 'none', px: 1.5 }}
            />
          ))}
        </Tabs>
        <Tooltip title={translate('messageBox.emptyHint')}>
          {/* The span keeps the tooltip working while the button is disabled. */}
          <span>
            <Button
              size="small"
              sx={{ textTransform: 'none' }}
              disabled={!ready || shown.length === 0}
              onClick={() => {
                inbox.clear(type);
                focusTab();
              }}
            >
              {translate('messageBox.empty')}
            </Button>
          </span>
        </Tooltip>
      </Box>
      <Divider />
      <Box sx={{ height: 2 }}>{inbox.isFetching && !inbox.isPending && <LinearProgress sx={{ height: 2 }} />}</Box>
      <Box role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${type}`}>
        <MessageList
          messages={shown}
          isPending={inbox.isPending}
          error={inbox.error}
          onRetry={() => void inbox.refetch()}
          onRead={(messageId) => inbox.read([messageId])}
          onOpen={onOpen}
          onFocusLeft={focusTab}
        />
      </Box>
      <Divider />
      <Box sx={{ display: 'flex' }}>
        <Button
          fullWidth
          sx={{ borderRadius: 0, py: 1.25, textTransform: 'none' }}
          disabled={!ready || unread.length === 0}
          onClick={() => {
            inbox.read(unread.map((m) => m.id));
            focusTab();
          }}
        >
          {translate('messageBox.allRead')}
        </Button>
        <Divider orientation="vertical" flexItem />
        <Button fullWidth sx={{ borderRadius: 0, py: 1.25, textTransform: 'none' }} onClick={() => onViewMore(type)}>
          {translate('messageBox.viewMore')}
        </Button>
      </Box>
    </Box>
  );
}
