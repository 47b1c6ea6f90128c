import { ListItemIcon, Menu, MenuItem } from '@mui/material';
import CheckIcon from '@mui/icons-material/Check';
import { LOCALES } from '../i18n/locales';

interface LocaleOptionsProps {
  anchor: HTMLElement | null;
  locale: string;
  translate: (key: string) => string;
  /** Closes the menu; with the option picked, when one was. */
  onClose: (picked?: string) => void;
}

/** The locale menu's list: 中文 / English, with a check on the current one (LocaleMenu loads it when first opened). */
export function LocaleOptions({ anchor, locale, translate, onClose }: LocaleOptionsProps) {
  return (
    <Menu anchorEl={anchor} open={!!anchor} onClose={() => onClose()}>
      {LOCALES.map((option) => (
        <MenuItem key={option} selected={option === locale} lang={option} onClick={() => onClose(option)}>
          <ListItemIcon>{option === locale && <CheckIcon fontSize="small" />}</ListItemIcon>
          {translate(`mds.locale.${option}`)}
        </MenuItem>
      ))}
    </Menu>
  );
}
