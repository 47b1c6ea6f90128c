/** App settings: docs/product.md §9 defaults, stored on every change, runtime state not stored. */
import { afterEach, describe, expect, it } from 'vitest';
import { session } from '../../authProvider/session';
import { DEFAULT_SETTINGS, SETTINGS_KEY, settingsStore } from '../../src/appSettings/settingsStore';
import { colorShades } from '../../src/theme/colorShades';
import { tabsStore, TABS_KEY } from '../../src/tabs/tabsStore';

afterEach(() => settingsStore.reset());

describe('settings', () => {
  it('default to docs/product.md §9', () => {
    expect(DEFAULT_SETTINGS).toMatchObject({
      theme: 'light',
      device: 'desktop',
      navbar: true,
      menu: true,
      footer: false,
      tabBar: false,
      menuFromServer: false,
      menuWidth: 220,
      themeColor: '#165DFF',
      colorWeak: false,
    });
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
  it('do not store the drawer state or the device', () => {
    settingsStore.update({ globalSettings: true, device: 'mobile' });
    const stored = JSON.parse(localStorage.getItem(SETTINGS_KEY)!);
    expect(stored).not.toHaveProperty('globalSettings');
    expect(stored).not.toHaveProperty('device');
  });
});

describe('theme colour shades', () => {
  it('are ten, from light to dark, with the colour itself sixth', () => {
    const shades = colorShades('#165DFF');
    expect(shades).toHaveLength(10);
    expect(shades[5].toLowerCase()).toBe('#165dff');
    const lightness = shades.map((s) => [1, 3, 5].reduce((sum, i) => sum + parseInt(s.slice(i, i + 2), 16), 0));
    expect(lightness).toEqual([...lightness].sort((a, b) => b - a));
  });
  it('refuse what is not a colour', () => {
    expect(() => colorShades('blue')).toThrow();
  });
});

describe('tabs', () => {
  const tab = (path: string) => ({ name: path, titleKey: `t${path}`, path, search: '', ignoreCache: false });
  it('start with the workplace tab, add one per page and survive a reload', () => {
    tabsStore.ensureWorkplace({ ...tab('/project/1'), name: 'Workplace' });
    tabsStore.visit(tab('/a'));
    tabsStore.visit(tab('/b'));
    tabsStore.visit(tab('/a'));
    expect(tabsStore.get().map((t) => t.path)).toEqual(['/project/1', '/a', '/b']);
    expect(JSON.parse(localStorage.getItem(TABS_KEY)!).map((t: { path: string }) => t.path)).toEqual(['/project/1', '/a', '/b']);
  });
  it('never close the workplace tab', () => {
    tabsStore.keep(() => false);
    expect(tabsStore.get().map((t) => t.path)).toEqual(['/project/1']);
  });
});
