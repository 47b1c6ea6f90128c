import { useState } from 'react';
import { IconButton, Menu, MenuItem, Tooltip, ListItemIcon } from '@mui/material';
import TranslateIcon from '@mui/icons-material/Translate';
import CheckIcon from '@mui/icons-material/Check';
import { useLocaleState, useNotify, useTranslate } from 'react-admin';
import { LOCALES } from '../i18n';

/** 中文 / English, with a check on the current one. */
export function LocaleMenu() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [locale, setLocale] = useLocaleState();
  const translate = useTranslate();
  const notify = useNotify();
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
