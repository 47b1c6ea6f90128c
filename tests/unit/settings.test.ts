/** App settings (src/appSettings/settingsStore.ts): stored on every change and read back on a reload, runtime state not stored. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../authProvider/session';
import { DEFAULT_SETTINGS, MOBILE_QUERY, SETTINGS_KEY, settingsStore } from '../../src/appSettings/settingsStore';

/** The store as a fresh page load finds it (the module reads localStorage once, when loaded). */
async function reloaded() {
  vi.resetModules();
  return (await import('../../src/appSettings/settingsStore')).settingsStore.get();
}

afterEach(() => settingsStore.reset());

describe('settings', () => {
  it('come back on a reload; a stored value of the wrong kind, a runtime one or an unreadable store gives the default', async () => {
    localStorage.setItem(SETTINGS_KEY, JSON.stringify({ theme: 'dark', menuWidth: 260, tabBar: 'yes', device: 'mobile', unknown: 1 }));
    const settings = await reloaded();
    expect(settings).toMatchObject({ theme: 'dark', menuWidth: 260, tabBar: DEFAULT_SETTINGS.tabBar, device: DEFAULT_SETTINGS.device });
    expect(settings).not.toHaveProperty('unknown');
    localStorage.setItem(SETTINGS_KEY, '{not json');
    expect(await reloaded()).toEqual(DEFAULT_SETTINGS);
  });
  it('store every change', () => {
    settingsStore.update({ tabBar: true, menuWidth: 260, theme: 'dark' });
    expect(JSON.parse(localStorage.getItem(SETTINGS_KEY)!)).toMatchObject({ tabBar: true, menuWidth: 260, theme: 'dark' });
    expect(localStorage.getItem('arco-theme')).toBe('dark');
    expect(settingsStore.get().tabBar).toBe(true);
  });
  it('drop the server menu with the session that fetched it, and keep the rest', () => {
    settingsStore.update({ menuFromServer: true, menuWidth: 260, serverMenu: [{ name: 'dashboard', path: '/dashboard' }] });
    session.clear();
    expect(settingsStore.get()).toMatchObject({ menuFromServer: true, menuWidth: 260, serverMenu: [] });
    expect(JSON.parse(localStorage.getItem(SETTINGS_KEY)!).serverMenu).toEqual([]);
  });
  it("start in a narrow window's layout: the menu a drawer from the first render, not a desktop layout redone", async () => {
    const matchMedia = vi.fn((query: string) => ({ matches: query === MOBILE_QUERY }) as MediaQueryList);
    vi.stubGlobal('matchMedia', matchMedia);
    try {
      expect(await reloaded()).toMatchObject({ device: 'mobile', hideMenu: true });
      matchMedia.mockImplementation(() => ({ matches: false }) as MediaQueryList);
      expect(await reloaded()).toMatchObject({ device: 'desktop', hideMenu: DEFAULT_SETTINGS.hideMenu });
    } finally {
      vi.unstubAllGlobals();
    }
  });
  it('do not store the drawer state or the device', () => {
    settingsStore.update({ globalSettings: true, device: 'mobile' });
    const stored = JSON.parse(localStorage.getItem(SETTINGS_KEY)!);
    expect(stored).not.toHaveProperty('globalSettings');
    expect(stored).not.toHaveProperty('device');
  });
});
