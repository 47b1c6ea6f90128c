import { matchPath, useLocation } from 'react-router-dom';
import { isGroup, type MenuEntry } from './useMenuTree';

/** The menu item (and its group) the current path belongs to. */
export function useActiveKey(tree: MenuEntry[]): { item?: string; group?: string } {
  const { pathname } = useLocation();
  for (const entry of tree) {
    const leaves = isGroup(entry) ? entry.children : [entry];
    for (const leaf of leaves) {
      if (leaf.match.some((p) => matchPath({ path: p, end: !p.endsWith('*') }, pathname)))
        return { item: leaf.key, group: isGroup(entry) ? entry.key : undefined };
    }
  }
  return {};
}
