import { useState } from 'react';
import { IconButton, ListItemIcon, Menu, MenuItem, Tooltip } from '@mui/material';
import TranslateIcon from '@mui/icons-material/Translate';
import CheckIcon from '@mui/icons-material/Check';
import { LOCALES } from '../i18n/locales';
import { useLoginKit } from './loginKit';

/** 中文 / English on the login page, with a check on the current one. */
export function LoginLocaleMenu() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const { locale, setLocale, translate, notify } = useLoginKit();
  return (
    <>
      <Tooltip title={translate('mds.locale.label')}>
        <IconButton color="inherit" aria-label={translate('mds.locale.label')} aria-haspopup="menu" onClick={(e) => setAnchor(e.currentTarget)}>
          <TranslateIcon />
        </IconButton>
      </Tooltip>
      <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        {LOCALES.map((l) => (
          <MenuItem
            key={l}
            selected={l === locale}
            lang={l}
            onClick={() => {
              setAnchor(null);
              if (l === locale) return;
              setLocale(l);
              notify('mds.locale.changed', { type: 'success', autoHideDuration: 2000 });
            }}
          >
            <ListItemIcon>{l === locale && <CheckIcon fontSize="small" />}</ListItemIcon>
            {translate(`mds.locale.${l}`)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
