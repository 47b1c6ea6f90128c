import { useEffect, useRef } from 'react';
import { useNotify } from 'react-admin';
import { useHttp } from '../api';
import { useSettings, type ServerMenuItem } from '../appSettings';

/**
 * docs/product.md §4 "Server menu fetch": with menuFromServer on and no menu yet, fetch it from
 * POST /api/user/menu with a loading notice, then success or error.
 * Returns the menu to check routes against, or null while the client menu rules.
 */
export function useServerMenu(): { menu: readonly ServerMenuItem[] | null; loading: boolean } {
  const [settings, update] = useSettings();
  const http = useHttp();
  const notify = useNotify();
  const inFlight = useRef(false);
  const needed = settings.menuFromServer && settings.serverMenu.length === 0;
  useEffect(() => {
    if (!needed || inFlight.current) return;
    inFlight.current = true;
    // Short: react-admin shows one notice at a time, and success or error follows it.
    notify('mds.serverMenu.loading', { type: 'info', autoHideDuration: 1000 });
    http<ServerMenuItem[]>('/api/user/menu', { method: 'POST' })
      .then(({ data }) => {
        update({ serverMenu: data });
        notify('mds.serverMenu.success', { type: 'success' });
      })
      .catch(() => {
        update({ menuFromServer: false });
        notify('mds.serverMenu.error', { type: 'error' });
      })
      .finally(() => {
        inFlight.current = false;
      });
  }, [needed, http, notify, update]);
  return { menu: settings.menuFromServer ? settings.serverMenu : null, loading: needed };
}
