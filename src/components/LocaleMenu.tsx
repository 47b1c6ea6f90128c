import { useState } from 'react';
import { IconButton, ListItemIcon, Menu, MenuItem, Tooltip } from '@mui/material';
import TranslateIcon from '@mui/icons-material/Translate';
import CheckIcon from '@mui/icons-material/Check';
import { LOCALES } from '../i18n/locales';

interface LocaleMenuProps {
  locale: string;
  setLocale: (locale: string) => void;
  translate: (key: string) => string;
  notify: (message: string, options: { type: 'success'; autoHideDuration: number }) => void;
}

/**
 * 中文 / English, with a check on the current one. Plain MUI fed by props: the navbar passes
 * react-admin's locale and notifications, the login page its login kit's (it must not load react-admin).
 */
export function LocaleMenu({ locale, setLocale, translate, notify }: LocaleMenuProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Tooltip title={translate('mds.locale.label')}>
        <IconButton color="inherit" aria-label={translate('mds.locale.label')} aria-haspopup="menu" onClick={(e) => setAnchor(e.currentTarget)}>
          <TranslateIcon />
        </IconButton>
      </Tooltip>
      <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        {LOCALES.map((option) => (
          <MenuItem
            key={option}
            selected={option === locale}
            lang={option}
            onClick={() => {
              setAnchor(null);
              if (option === locale) return;
              setLocale(option);
              notify('mds.locale.changed', { type: 'success', autoHideDuration: 2000 });
            }}
          >
            <ListItemIcon>{option === locale && <CheckIcon fontSize="small" />}</ListItemIcon>
            {translate(`mds.locale.${option}`)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
