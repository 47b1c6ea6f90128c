import { lazy, Suspense, useState, type ReactElement } from 'react';
import { IconButton } from '@mui/material';
import TranslateIcon from '@mui/icons-material/Translate';

const loadOptions = () => import('./LocaleOptions');
// MUI's menu (popover, modal, focus trap, transitions) is fetched when the pointer or the focus comes to the button, not with the login page.
const LocaleOptions = lazy(() => loadOptions().then((m) => ({ default: m.LocaleOptions })));

interface LocaleMenuProps {
  locale: string;
  setLocale: (locale: string) => void;
  translate: (key: string) => string;
  notify: (message: string, options: { type: 'success'; autoHideDuration: number }) => void;
  /**
   * Wraps the button in a tooltip (the navbar's, as its other buttons have); without one the
   * browser's own hint shows. The login page goes without: MUI's Tooltip brings Popper.js.
   */
  tooltip?: (button: ReactElement, title: string) => ReactElement;
}

/**
 * The language button and its menu. Plain MUI fed by props: the navbar passes react-admin's locale
 * and notifications, the login page its login kit's (it must not load react-admin).
 */
export function LocaleMenu({ locale, setLocale, translate, notify, tooltip }: LocaleMenuProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // Mounted from the first opening on, so that closing animates.
  const [opened, setOpened] = useState(false);
  const label = translate('mds.locale.label');
  const preload = () => void loadOptions();
  const button = (
    <IconButton
      color="inherit"
      aria-label={label}
      title={tooltip ? undefined : label}
      aria-haspopup="menu"
      aria-expanded={anchor ? true : undefined}
      onPointerEnter={preload}
      onFocus={preload}
      onClick={(e) => {
        setAnchor(e.currentTarget);
        setOpened(true);
      }}
    >
      <TranslateIcon />
    </IconButton>
  );
  return (
    <>
      {tooltip ? tooltip(button, label) : button}
      {opened && (
        <Suspense fallback={null}>
          <LocaleOptions
            anchor={anchor}
            locale={locale}
            translate={translate}
            onClose={(picked) => {
              setAnchor(null);
              if (!picked || picked === locale) return;
              setLocale(picked);
              notify('mds.locale.changed', { type: 'success', autoHideDuration: 2000 });
            }}
          />
        </Suspense>
      )}
    </>
  );
}
