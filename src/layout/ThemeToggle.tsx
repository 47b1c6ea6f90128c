import { IconButton, Tooltip } from '@mui/material';
import DarkMode from '@mui/icons-material/DarkModeOutlined';
import LightMode from '@mui/icons-material/LightModeOutlined';
import { useTranslate } from 'react-admin';
import { useSettings } from '../appSettings';

export function ThemeToggle() {
  const [{ theme }, update] = useSettings();
  const translate = useTranslate();
  const label = translate(theme === 'dark' ? 'layout.theme.toLight' : 'layout.theme.toDark');
  return (
    <Tooltip title={label}>
      <IconButton color="inherit" aria-label={label} onClick={() => update({ theme: theme === 'dark' ? 'light' : 'dark' })}>
        {theme === 'dark' ? <LightMode /> : <DarkMode />}
      </IconButton>
    </Tooltip>
  );
}
