import { matchPath } from 'react-router-dom';
import { usePathname } from '../../routes/PathnameContext';
import { isGroup, type MenuEntry } from './useMenuTree';

/** The menu item (and its group) the current path belongs to. */
export function useActiveKey(tree: MenuEntry[]): { item?: string; group?: string } {
  const pathname = usePathname();
  for (const entry of tree) {
    const leaves = isGroup(entry) ? entry.children : [entry];
    for (const leaf of leaves) {
      if (leaf.match.some((p) => matchPath({ path: p, end: !p.endsWith('*') }, pathname)))
        return { item: leaf.key, group: isGroup(entry) ? entry.key : undefined };
    }
  }
  return {};
}
