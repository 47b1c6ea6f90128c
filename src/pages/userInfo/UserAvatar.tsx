import { Avatar, type SxProps, type Theme } from '@mui/material';
import { hashString } from '../../../resources/lib/seed';
import { useChartColors } from '../../charts';
import { avatarUrl } from '../../api/avatarUrl';

interface UserAvatarProps {
  name: string;
  src?: string;
  size?: number;
  /** A colour of its own per name (people in a group), instead of the theme colour. */
  tinted?: boolean;
  sx?: SxProps<Theme>;
}

/** A person's avatar, or the first letter of the name on a colour when there is none. */
export function UserAvatar({ name, src, size = 32, tinted = false, sx }: UserAvatarProps) {
  const colors = useChartColors();
  const bgcolor = tinted ? colors.series[(hashString(name) >>> 0) % colors.series.length] : 'primary.main';
  return (
    <Avatar
      src={avatarUrl(src)}
      alt={name}
      sx={[{ width: size, height: size, bgcolor, color: '#fff', fontSize: size * 0.42 }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      {name.slice(0, 1).toUpperCase()}
    </Avatar>
  );
}
