/**
 * App settings (docs/product.md §3 "App settings"): defaults from src/settings.json, every change stored in
 * localStorage and kept across reloads and logouts (the template lost them on reload).
 */
import { session } from '../../authProvider/session';
import defaults from '../settings.json';

export type Settings = Omit<typeof defaults, 'theme' | 'device' | 'serverMenu'> & {
  theme: 'light' | 'dark';
  device: 'desktop' | 'mobile';
  serverMenu: ServerMenuItem[];
};

export interface ServerMenuItem {
  name: string;
  path?: string;
  meta?: Record<string, unknown>;
  children?: ServerMenuItem[];
}

export const DEFAULT_SETTINGS = defaults as Settings;
export const SETTINGS_KEY = 'mds-settings';
/** Where the template kept the theme; kept in step for tools that read it. */
export const THEME_KEY = 'arco-theme';
/** Not stored: runtime state of this window. */
const RUNTIME: (keyof Settings)[] = ['globalSettings', 'device', 'hideMenu'];
/** Below this width the menu becomes a drawer (docs/product.md §2, template: 992 px). */
export const MOBILE_QUERY = '(max-width:991.95px)';

/** The runtime settings of a window that matches MOBILE_QUERY or not: a narrow one's menu is a hidden drawer. */
export const deviceSettings = (mobile: boolean): Pick<Settings, 'device' | 'hideMenu'> => ({ device: mobile ? 'mobile' : 'desktop', hideMenu: mobile });

/** The window's device from the start, so a phone's first render is already its layout (not a desktop one redone). */
const windowDevice = (): Partial<Settings> => (typeof matchMedia === 'function' ? deviceSettings(matchMedia(MOBILE_QUERY).matches) : {});

function load(): Settings {
  try {
    const stored = JSON.parse(localStorage.getItem(SETTINGS_KEY) ?? '{}') as Partial<Settings>;
    const merged = { ...DEFAULT_SETTINGS };
    for (const key of Object.keys(DEFAULT_SETTINGS) as (keyof Settings)[]) {
      if (key in stored && typeof stored[key] === typeof DEFAULT_SETTINGS[key] && !RUNTIME.includes(key))
        (merged as Record<string, unknown>)[key] = stored[key];
    }
    return { ...merged, ...windowDevice() };
  } catch {
    return { ...DEFAULT_SETTINGS };
  }
}

let current: Settings = typeof localStorage === 'undefined' ? { ...DEFAULT_SETTINGS } : load();
const listeners = new Set<() => void>();

export const settingsStore = {
  get: (): Settings => current,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  update(patch: Partial<Settings>) {
    current = { ...current, ...patch };
    const persisted = Object.fromEntries(Object.entries(current).filter(([k]) => !RUNTIME.includes(k as keyof Settings)));
    localStorage.setItem(SETTINGS_KEY, JSON.stringify(persisted));
    localStorage.setItem(THEME_KEY, current.theme);
    listeners.forEach((l) => l());
  },
  /** Back to src/settings.json (tests, "reset"). */
  reset() {
    localStorage.removeItem(SETTINGS_KEY);
    current = { ...DEFAULT_SETTINGS };
    listeners.forEach((l) => l());
  },
};

// The server menu belongs to the session that fetched it: a logout (or a lost session) drops it.
session.onClear(() => {
  if (current.serverMenu.length > 0) settingsStore.update({ serverMenu: [] });
});
