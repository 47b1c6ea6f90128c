import { Avatar } from '@mui/material';
import AssignmentOutlined from '@mui/icons-material/AssignmentOutlined';
import CampaignOutlined from '@mui/icons-material/CampaignOutlined';
import type { Message } from '../../resources/messages';

/** The sender's picture, else their initials; notices and todos get an icon of their kind. */
export function MessageAvatar({ message }: { message: Message }) {
  const sx = { width: 36, height: 36, fontSize: 14 };
  if (message.type === 'notice')
    return (
      <Avatar sx={{ ...sx, bgcolor: 'warning.main' }}>
        <CampaignOutlined fontSize="small" />
      </Avatar>
    );
  if (message.type === 'todo')
    return (
      <Avatar sx={{ ...sx, bgcolor: 'success.main' }}>
        <AssignmentOutlined fontSize="small" />
      </Avatar>
    );
  const initials = message.title
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => [...w][0])
    .join('')
    .toUpperCase();
  return (
    <Avatar src={message.avatar || undefined} alt="" sx={{ ...sx, bgcolor: 'primary.main' }}>
      {initials}
    </Avatar>
  );
}
