/** docs/product.md §5 route access and §6 fallbacks, over the route registry. */
import { matchPath } from 'react-router-dom';
import { canOpen } from '../../authProvider/access';
import type { ServerMenuItem } from '../appSettings';
import { MENU_GROUPS } from '../../resources/lib/menu';
import { ROUTES, WHITELIST, type RouteDecl } from '../../domain/routes';

export const routeByName = (name: string) => ROUTES.find((r) => r.name === name);

/** The registry route a path belongs to. */
export const matchRoute = (pathname: string): RouteDecl | undefined => ROUTES.find((r) => matchPath({ path: r.path, end: true }, pathname));

/** Breadth-first search of the server menu for a route name. */
export function inServerMenu(menu: readonly ServerMenuItem[], name: string): boolean {
  const queue = [...menu];
  while (queue.length) {
    const item = queue.shift()!;
    if (item.name === name) return true;
    queue.push(...(item.children ?? []));
  }
  return false;
}

/**
 * No check without auth or roles; `*` allows all; else the role must be listed. With a server
 * menu the route must also be in it or in the whitelist.
 */
export function canOpenRoute(
  route: Pick<RouteDecl, 'name' | 'requiresAuth' | 'roles'>,
  role: string | null,
  serverMenu: readonly ServerMenuItem[] | null,
): boolean {
  if (!canOpen(route, role)) return false;
  if (!serverMenu) return true;
  return (WHITELIST as readonly string[]).includes(route.name) || inServerMenu(serverMenu, route.name);
}

const groupOrder = (r: RouteDecl) => MENU_GROUPS.find((g) => g.name === r.group)?.order ?? 99;

/** Registry routes in menu order (groups by order, routes in declaration order within a group). */
export const ROUTES_IN_MENU_ORDER: readonly RouteDecl[] = [...ROUTES].filter((r) => !r.hidden).sort((a, b) => groupOrder(a) - groupOrder(b));

/** Where a route's menu item and tab go. */
export const routeHref = (r: RouteDecl) => r.menuPath ?? r.path;

/** docs/product.md §6: with no access, the first route the role may open; undefined means not-found. */
export const firstAllowedRoute = (role: string | null, serverMenu: readonly ServerMenuItem[] | null): RouteDecl | undefined =>
  ROUTES_IN_MENU_ORDER.find((r) => canOpenRoute(r, role, serverMenu));
