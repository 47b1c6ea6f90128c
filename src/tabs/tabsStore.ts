/**
 * The tab bar's tabs (docs/product.md §3 "Tab entry"): the workplace tab first, then one per visited page,
 * kept across reloads (the template lost them). Keyed by path; the last query of a page is kept.
 */
import { useSyncExternalStore } from 'react';

export interface Tab {
  /** Route name (registry) or resource screen key. */
  name: string;
  titleKey: string;
  /** Arguments of the title (a record id). */
  titleArgs?: Record<string, string>;
  /** Pathname, the tab's identity. */
  path: string;
  /** Its last query string, including "?". */
  search: string;
  ignoreCache: boolean;
}

export const TABS_KEY = 'mds-tabs';
export const WORKPLACE_TAB_NAME = 'Workplace';

const listeners = new Set<() => void>();
let tabs: Tab[] | undefined;

function load(): Tab[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(TABS_KEY) ?? '[]');
    return Array.isArray(parsed) ? (parsed as Tab[]).filter((t) => typeof t?.path === 'string' && typeof t?.titleKey === 'string') : [];
  } catch {
    return [];
  }
}

function set(next: Tab[]) {
  tabs = next;
  localStorage.setItem(TABS_KEY, JSON.stringify(next));
  listeners.forEach((l) => l());
}

export const tabsStore = {
  get(): Tab[] {
    return (tabs ??= load());
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** The list always starts with the workplace tab (of the current project). */
  ensureWorkplace(workplace: Tab) {
    const rest = tabsStore.get().filter((t) => t.name !== WORKPLACE_TAB_NAME);
    const current = tabsStore.get()[0];
    if (current?.name === WORKPLACE_TAB_NAME && current.path === workplace.path) return;
    set([workplace, ...rest]);
  },
  /** Adds a tab for a visit, or refreshes its query. */
  visit(tab: Tab) {
    const list = tabsStore.get();
    const i = list.findIndex((t) => t.path === tab.path || (tab.name === WORKPLACE_TAB_NAME && t.name === WORKPLACE_TAB_NAME));
    if (i < 0) set([...list, tab]);
    else if (list[i].search !== tab.search || list[i].path !== tab.path) set(list.map((t, j) => (j === i ? { ...t, path: tab.path, search: tab.search } : t)));
  },
  /** Keeps the tabs whose index passes `keep`; the workplace tab always stays. */
  keep(keep: (index: number) => boolean) {
    set(tabsStore.get().filter((_, i) => i === 0 || keep(i)));
  },
  reset() {
    set(tabsStore.get().slice(0, 1));
  },
};

export const useTabs = (): Tab[] => useSyncExternalStore(tabsStore.subscribe, tabsStore.get, tabsStore.get);
