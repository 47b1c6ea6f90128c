import type { ReactElement } from 'react';
import { IconButton } from '@mui/material';
import TranslateIcon from '@mui/icons-material/Translate';
import { useLocaleMenu, type LocaleMenuProps } from './useLocaleMenu';

/**
 * The navbar's language button and its menu, fed by props (react-admin's locale and notifications).
 * `tooltip` wraps the button in the navbar's tooltip, as its other buttons have.
 */
export function LocaleMenu({ tooltip, ...props }: LocaleMenuProps & { tooltip: (button: ReactElement, title: string) => ReactElement }) {
  const { label, button, menu } = useLocaleMenu(props);
  return (
    <>
      {tooltip(
        <IconButton color="inherit" {...button}>
          <TranslateIcon />
        </IconButton>,
        label,
      )}
      {menu}
    </>
  );
}
