import { useContext, useMemo } from 'react';
import type { IconName } from '../../../resources/lib/icons';
import { DeclarationsContext } from '../../engine';
import { canOpenRoute, inServerMenu, resourcesInMenuGroup, EXTERNAL_LINKS, MENU_GROUPS, ROUTES, routeHref, useServerMenu, type MenuGroup } from '../../routes';
import { useRole, type ServerMenuItem } from '../../appSettings';
import { useWaiting } from './useWaiting';

export interface MenuLeaf {
  key: string;
  titleKey: string;
  icon: IconName;
  href: string;
  /** Opens in a new tab. */
  external?: boolean;
  /** Paths that count as this item (for the active highlight). */
  match: string[];
  /** How many of its records wait for the reader (useWaiting). */
  count?: number;
}

export interface MenuNode extends Omit<MenuLeaf, 'href' | 'match'> {
  children: MenuLeaf[];
}

export type MenuEntry = MenuNode | MenuLeaf;
export const isGroup = (e: MenuEntry): e is MenuNode => 'children' in e;

/** The server's own title key for a route, when it sends one we know. */
function serverTitle(menu: readonly ServerMenuItem[] | null, name: string): string | undefined {
  const queue = [...(menu ?? [])];
  while (queue.length) {
    const item = queue.shift()!;
    if (item.name === name) return typeof item.meta?.locale === 'string' ? item.meta.locale : undefined;
    queue.push(...(item.children ?? []));
  }
  return undefined;
}

/** docs/product.md §2 menu: groups in menu order, each with the routes the role may open, then the links. */
export function useMenuTree(): MenuEntry[] {
  const role = useRole();
  const { menu } = useServerMenu();
  const declarations = useContext(DeclarationsContext);
  const waiting = useWaiting();
  return useMemo(() => {
    const groups: MenuEntry[] = MENU_GROUPS.map((g) => {
      const routes: MenuLeaf[] = ROUTES.filter((r) => r.group === g.name && !r.hidden && canOpenRoute(r, role, menu)).map((r) => ({
        key: r.name,
        titleKey: serverTitle(menu, r.name) ?? r.titleKey,
        icon: r.icon ?? g.icon,
        href: routeHref(r),
        // A resource whose list lives on this route (the search table) keeps it active on its screens.
        match: [r.path, ...(r.menuPath ? [r.menuPath] : []), ...declarations.filter((d) => d.listPath === r.path).map((d) => `/${d.name}/*`)],
      }));
      // Declared resources with a menu entry of their own join their group (hidden from a server menu that lacks them).
      const resources: MenuLeaf[] = resourcesInMenuGroup(declarations, g.name, role)
        .filter((d) => !menu || inServerMenu(menu, d.name))
        .map((d) => ({
          key: d.name,
          titleKey: `resources.${d.name}.menu`,
          icon: d.icon,
          href: `/${d.name}`,
          match: [`/${d.name}/*`],
          count: waiting.reduce((n, w) => (w.resource === d.name ? n + w.count : n), 0),
        }));
      const children = [...routes, ...resources];
      return { key: g.name, titleKey: serverTitle(menu, g.name) ?? `menu.group.${g.name}`, icon: g.icon, children };
    }).filter((g) => isGroup(g) && g.children.length > 0);
    const links: MenuLeaf[] = EXTERNAL_LINKS.map((l) => ({ key: l.name, titleKey: l.titleKey, icon: l.icon, href: l.href, external: true, match: [] }));
    return [...groups, ...links];
  }, [role, menu, declarations, waiting]);
}

export const groupOf = (name: MenuGroup) => MENU_GROUPS.find((g) => g.name === name);
