import { useId, useState } from 'react';
import { Badge, Box, IconButton, Tooltip } from '@mui/material';
import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import { useNavigate, useTranslate } from 'react-admin';
import messages, { type MessageType } from '../../resources/messages';
import { DialogPopover } from '../components/DialogPopover';
import { LazyMessageBox, prefetchMessageBox } from './LazyMessageBox';
import { useMessages } from './useMessages';
import { visuallyHidden } from './visuallyHidden';

/** Where "view more" goes: the messages list, filtered to the tab the reader was on. */
const listPath = (type: MessageType) => `/${messages.name}?${new URLSearchParams({ filter: JSON.stringify({ type }) }).toString()}`;

/**
 * The navbar's message box: a bell with the real unread total that opens the box. The popover
 * traps focus while open and gives it back to the bell when it closes.
 */
export function MessageBoxButton() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const inbox = useMessages();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const id = useId();
  const title = translate('messageBox.title');
  const close = () => setAnchor(null);

  return (
    <>
      <Tooltip title={title}>
        <IconButton
          color="inherit"
          // The badge's number is visible text, so it is part of the name (axe: label-content-name-mismatch).
          aria-label={inbox.unreadTotal > 0 ? `${title} ${inbox.unreadTotal > 99 ? '99+' : inbox.unreadTotal}` : title}
          aria-describedby={inbox.unreadTotal > 0 ? `${id}-unread` : undefined}
          aria-haspopup="dialog"
          aria-expanded={anchor ? 'true' : 'false'}
          {...prefetchMessageBox}
          onClick={(e) => {
            setAnchor(e.currentTarget);
            void inbox.refetch();
          }}
        >
          {/* No badge at 0: MUI keeps the last number in a hidden badge, which would be text the name lacks. */}
          {inbox.unreadTotal > 0 ? (
            <Badge badgeContent={inbox.unreadTotal} color="error" max={99}>
              <NotificationsOutlined />
            </Badge>
          ) : (
            <NotificationsOutlined />
          )}
        </IconButton>
      </Tooltip>
      {inbox.unreadTotal > 0 && (
        <Box component="span" id={`${id}-unread`} sx={visuallyHidden}>
          {translate('messageBox.unread', { count: inbox.unreadTotal })}
        </Box>
      )}
      <DialogPopover anchor={anchor} onClose={close} title={title} paperSx={{ width: 400, maxWidth: 'calc(100vw - 16px)', mt: 1 }}>
        <LazyMessageBox
          inbox={inbox}
          onOpen={close}
          onViewMore={(type) => {
            close();
            navigate(listPath(type));
          }}
        />
      </DialogPopover>
    </>
  );
}
