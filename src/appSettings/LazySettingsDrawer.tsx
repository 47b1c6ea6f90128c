import { Suspense, useState } from 'react';
import { lazyPart } from '../components/lazyPart';
import { useSettings } from './useSettings';

const { Part: SettingsDrawer, prefetchProps } = lazyPart(() => import('./SettingsDrawer').then((m) => m.SettingsDrawer));

/** For a settings button: by the click the drawer's code is there, and it opens (and takes the focus) at once. */
export const prefetchSettingsDrawer = prefetchProps;

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
