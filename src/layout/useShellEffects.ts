import { useEffect } from 'react';
import { useMediaQuery } from '@mui/material';
import { useTranslate } from 'react-admin';
import { recentVisits, routeHref } from '../routes';
import { deviceSettings, MOBILE_QUERY, useSettings } from '../appSettings';
import { useCurrentRoute } from './useCurrentRoute';
import { useDocumentTitle } from '../hooks/useDocumentTitle';
import { useCheckboxNames } from './useCheckboxNames';
import { useKeyboardRows } from './useKeyboardRows';
import { useProgressNames } from './useProgressNames';
import { useMissingPartNotice } from './useMissingPartNotice';

/** What the shell does on every route change (to `pathname`) and settings change. */
export function useShellEffects(pathname: string) {
  const translate = useTranslate();
  const { route, resource } = useCurrentRoute(pathname);
  const [settings, update] = useSettings();
  const isMobile = useMediaQuery(MOBILE_QUERY, { noSsr: true });

  // Localized document title per route; a resource's create, edit and show screens say which ("Edit - Search Table").
  const page = route ? translate(route.titleKey) : resource ? translate(`resources.${resource.name}.menu`, { _: resource.name }) : '';
  useDocumentTitle(resource && resource.action !== 'list' ? `${translate(`ra.action.${resource.action}`)} - ${page}` : page);
  useCheckboxNames();
  useKeyboardRows();
  useProgressNames();
  useMissingPartNotice();

  // Recently visited, for the workplace.
  useEffect(() => {
    if (route && !route.hidden)
      recentVisits.record({ name: route.name, titleKey: route.titleKey, path: route.path.includes(':') ? pathname : routeHref(route), icon: route.icon });
  }, [route, pathname]);

  // docs/product.md §4: dark sets a dark-theme attribute on <body>; colorWeak inverts the page by 80 %.
  useEffect(() => {
    if (settings.theme === 'dark') document.body.setAttribute('arco-theme', 'dark');
    else document.body.removeAttribute('arco-theme');
  }, [settings.theme]);
  useEffect(() => {
    document.body.style.filter = settings.colorWeak ? 'invert(80%)' : 'none';
  }, [settings.colorWeak]);

  // Runtime device and menu visibility.
  useEffect(() => {
    const runtime = deviceSettings(isMobile);
    if (settings.device !== runtime.device) update(runtime);
  }, [isMobile, settings.device, update]);
}
