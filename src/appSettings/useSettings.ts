import { useSyncExternalStore } from 'react';
import { settingsStore, type Settings } from './settingsStore';

/** The app settings and a setter that stores every change. */
export function useSettings(): [Settings, (patch: Partial<Settings>) => void] {
  const settings = useSyncExternalStore(settingsStore.subscribe, settingsStore.get, settingsStore.get);
  return [settings, settingsStore.update];
}
