/**
 * POST /api/user/menu: the server's menu for the token's role (docs/product.md §7, contract
 * "Authorization"). Route-like items named as the console's routes; the server decides what
 * each role gets, so a client cannot widen its own menu.
 */
import express from 'express';
import { MENU_GROUPS } from '../../resources/lib/menu';
import { resourcesInMenuGroup, ROUTES } from '../../domain/routes';
import { isRoleAllowed, type ResourceDecl, type RoleRule } from '../../resources/lib/schema';
import { z } from 'zod';
import { ok } from '../envelope';
import { handle } from '../handle';
import { callerOf, type RouteRule } from '../authorization';
import type { Feature } from '../feature';

interface MenuItem {
  name: string;
  path: string;
  meta: { locale: string; icon?: string; roles?: readonly RoleRule[]; order?: number };
  children?: MenuItem[];
}

/** The server-driven dashboard has titles of its own (docs/product.md §2 menu titles). */
const SERVER_TITLES: Record<string, string> = { dashboard: 'menu.server.dashboard', Workplace: 'menu.server.workplace', Monitor: 'menu.server.monitor' };

/**
 * The menu a role gets, from the shared route table and the declared resources with a menu entry:
 * only what it may open; empty groups are dropped.
 */
export function menuFor(role: string, declarations: readonly ResourceDecl[] = []): MenuItem[] {
  return MENU_GROUPS.map((g) => ({
    name: g.name,
    path: `/${g.name}`,
    meta: { locale: SERVER_TITLES[g.name] ?? `menu.group.${g.name}`, icon: g.icon, order: g.order },
    children: ROUTES.filter((r) => r.group === g.name && !r.hidden && isRoleAllowed(r.roles ?? ['*'], role))
      .map((r) => ({
        name: r.name,
        path: r.menuPath ?? r.path,
        meta: { locale: SERVER_TITLES[r.name] ?? r.titleKey, icon: r.icon, roles: r.roles },
      }))
      .concat(
        resourcesInMenuGroup(declarations, g.name, role).map((d) => ({
          name: d.name,
          path: `/${d.name}`,
          meta: { locale: `resources.${d.name}.menu`, icon: d.icon, roles: d.access.read, order: d.menu!.order },
        })),
      ),
  })).filter((g) => g.children.length > 0);
}

const META = z.object({
  locale: z.string().meta({ description: "the console's i18n key of the title" }),
  icon: z.string().optional(),
  roles: z.array(z.enum(['admin', 'user', '*'])).optional(),
  order: z.number().optional(),
});
const ITEM = z.object({ name: z.string(), path: z.string(), meta: META });
const MENU = z.array(ITEM.extend({ children: z.array(ITEM) }));

export const routes: readonly RouteRule[] = [
  {
    method: 'POST',
    path: '/api/user/menu',
    roles: ['*'],
    doc: { tag: 'Account', summary: "The menu for the caller's role: groups of route-like items (a body is ignored)", answer: MENU },
  },
];

const menu: Feature = ({ declarations }) => {
  const router = express.Router({ caseSensitive: true, strict: true });
  router.post(
    '/api/user/menu',
    handle((req, res) => {
      const caller = callerOf(req);
      ok(res, menuFor(caller.role, declarations));
    }),
  );
  return router;
};
export default menu;
