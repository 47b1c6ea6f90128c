import { lazy, Suspense, useState } from 'react';
import { useSettings } from './useSettings';

const load = () => import('./SettingsDrawer');
const SettingsDrawer = lazy(() => load().then((m) => ({ default: m.SettingsDrawer })));

/**
 * Fetches the drawer's code ahead, when the pointer or the focus comes to a settings button: by the
 * click it is there, and the drawer opens (and takes the focus) at once.
 */
export const prefetchSettingsDrawer = () => void load();

/**
 * The settings drawer, its code loaded when it is first opened (few visits open it), and kept after
 * that, so that it closes with its animation.
 */
export function LazySettingsDrawer() {
  const [settings] = useSettings();
  const [opened, setOpened] = useState(settings.globalSettings);
  if (settings.globalSettings && !opened) setOpened(true);
  return opened ? (
    <Suspense fallback={null}>
      <SettingsDrawer />
    </Suspense>
  ) : null;
}
