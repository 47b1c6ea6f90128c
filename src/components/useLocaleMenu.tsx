import { Suspense, useState, type MouseEvent, type ReactNode } from 'react';
import { lazyPart } from './lazyPart';

// MUI's menu (popover, modal, focus trap, transitions) is fetched when the pointer or the focus comes to the button, not with the page.
const { Part: LocaleOptions, prefetchProps } = lazyPart(() => import('./LocaleOptions').then((m) => m.LocaleOptions));

export interface LocaleMenuProps {
  locale: string;
  setLocale: (locale: string) => void;
  translate: (key: string) => string;
  notify: (message: string, options: { type: 'success'; autoHideDuration: number }) => void;
}

/**
 * The language button's behaviour and its menu, for a button drawn by the caller: the navbar's
 * (MUI, LocaleMenu) or the login page's (plain, LoginLocaleMenu). `wrap` puts the menu in what it
 * needs around it (the login page: MUI's theme, loaded with the menu).
 */
export function useLocaleMenu({ locale, setLocale, translate, notify }: LocaleMenuProps, wrap: (menu: ReactNode) => ReactNode = (menu) => menu) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // Mounted from the first opening on, so that closing animates.
  const [opened, setOpened] = useState(false);
  const label = translate('mds.locale.label');
  const button = {
    'aria-label': label,
    'aria-haspopup': 'menu' as const,
    'aria-expanded': anchor ? true : undefined,
    ...prefetchProps,
    onClick: (e: MouseEvent<HTMLElement>) => {
      setAnchor(e.currentTarget);
      setOpened(true);
    },
  };
  const menu =
    opened &&
    wrap(
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
      </Suspense>,
    );
  return { label, button, menu };
}
