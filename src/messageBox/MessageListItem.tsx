import { useContext } from 'react';
import { Box, ListItem, ListItemAvatar, ListItemButton, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { useLocaleState, useTranslate } from 'react-admin';
import { UNREAD, type Message } from '../../resources/messages';
import { DeclarationsContext } from '../engine/DeclarationsContext';
import { messageText, recordPath } from './notices/noticeText';
import { MessageAvatar } from './MessageAvatar';
import { MessageStateTag } from './MessageStateTag';
import { formatMessageTime, fullMessageTime } from './messageTime';
import { visuallyHidden } from './visuallyHidden';

interface MessageListItemProps {
  message: Message;
  onRead: (id: number, target: HTMLElement) => void;
  /** A notice's link followed (it is read, and the box closes). */
  onOpen: (message: Message) => void;
}

/**
 * One message: unread ones are buttons that mark them read; read ones are dimmed text. A notice about
 * a record is a link to the record's page, read when followed.
 */
export function MessageListItem({ message, onRead, onOpen }: MessageListItemProps) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const declarations = useContext(DeclarationsContext);
  const unread = message.status === UNREAD;
  const { title, content } = messageText(message, translate);
  const link = message.link && declarations.some((d) => d.name === message.link!.resource) ? recordPath(message.link) : undefined;
  const body = (
    <>
      <ListItemAvatar sx={{ minWidth: 48, alignSelf: 'flex-start', mt: 0.5 }}>
        <MessageAvatar message={message} />
      </ListItemAvatar>
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          {unread && <Box component="span" aria-hidden sx={{ width: 6, height: 6, borderRadius: '50%', bgcolor: 'error.main', flexShrink: 0 }} />}
          <Typography component="span" variant="body2" noWrap sx={{ fontWeight: 600, minWidth: 0 }}>
            {title}
          </Typography>
          {message.subTitle && (
            <Typography component="span" variant="body2" color="text.secondary" noWrap sx={{ minWidth: 0, flex: 1 }}>
              {message.subTitle}
            </Typography>
          )}
          <Box sx={{ flex: message.subTitle ? 0 : 1 }} />
          <MessageStateTag messageType={message.messageType} />
        </Box>
        <Typography
          variant="body2"
          color="text.secondary"
          title={content}
          sx={{ display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden', mt: 0.25 }}
        >
          {content}
        </Typography>
        <Typography component="time" dateTime={message.time} title={fullMessageTime(message.time, locale)} variant="caption" color="text.secondary">
          {formatMessageTime(message.time, locale)}
        </Typography>
        {unread && <Box sx={visuallyHidden}>{translate(link ? 'messageBox.unreadLink' : 'messageBox.unreadItem')}</Box>}
      </Box>
    </>
  );
  const sx = { alignItems: 'flex-start', gap: 0, py: 1.25, px: 2, borderBottom: 1, borderColor: 'divider' };
  // Read, it keeps the grey ground of a read message.
  if (link)
    return (
      <ListItem disablePadding>
        <ListItemButton
          component={Link}
          to={link}
          data-unread={unread || undefined}
          sx={unread ? sx : { ...sx, bgcolor: 'action.hover' }}
          onClick={() => onOpen(message)}
        >
          {body}
        </ListItemButton>
      </ListItem>
    );
  return unread ? (
    <ListItem disablePadding>
      <ListItemButton data-unread sx={sx} onClick={(e) => onRead(message.id, e.currentTarget)}>
        {body}
      </ListItemButton>
    </ListItem>
  ) : (
    // Read items are told apart by a grey ground, not by fading (faded text fails AA contrast).
    <ListItem sx={{ ...sx, bgcolor: 'action.hover' }}>{body}</ListItem>
  );
}
