import { IconButton, Tooltip } from '@mui/material';
import Fullscreen from '@mui/icons-material/Fullscreen';
import FullscreenExit from '@mui/icons-material/FullscreenExit';
import { useTranslate } from 'react-admin';
import { useFullscreen } from '../hooks/useFullscreen';

/** Not on a phone: its screen is the browser's already, and the navbar needs the room (360 px wide). */
export function FullscreenToggle() {
  const { isFull, toggle } = useFullscreen();
  const translate = useTranslate();
  const label = translate(isFull ? 'layout.screen.toExit' : 'layout.screen.toFull');
  return (
    <Tooltip title={label}>
      <IconButton color="inherit" aria-label={label} onClick={toggle} sx={{ display: { xs: 'none', sm: 'inline-flex' } }}>
        {isFull ? <FullscreenExit /> : <Fullscreen />}
      </IconButton>
    </Tooltip>
  );
}
