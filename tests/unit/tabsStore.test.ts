/** src/tabs/tabsStore.ts: the tab bar's tabs, kept across reloads. */
import { describe, expect, it } from 'vitest';
import { tabsStore, TABS_KEY } from '../../src/tabs/tabsStore';

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
