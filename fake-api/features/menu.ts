/**
 * POST /api/user/menu: the server's menu for the token's role (spec §7, contract
 * "Authorization"). Route-like items named as the console's routes; the server decides what
 * each role gets, so a client cannot widen its own menu.
 */
import express from 'express';
import type { RoleRule } from '../../resources/lib/schema';
import { ok } from '../envelope';
import { handle } from '../handle';
import { requireRole, type Feature } from '../feature';
import { methodNotAllowed } from '../hardening';

interface MenuItem {
  name: string;
  path: string;
  meta: { locale: string; icon?: string; roles?: readonly RoleRule[]; order?: number };
  children?: MenuItem[];
}

const ANY: readonly RoleRule[] = ['*'];
const ADMIN: readonly RoleRule[] = ['admin'];
const leaf = (name: string, path: string, locale: string, roles: readonly RoleRule[]): MenuItem => ({ name, path, meta: { locale, roles } });

const MENU: MenuItem[] = [
  {
    name: 'dashboard',
    path: '/dashboard',
    meta: { locale: 'menu.server.dashboard', icon: 'Dashboard', order: 0 },
    children: [leaf('Workplace', '/dashboard/workplace', 'menu.server.workplace', ANY), leaf('Monitor', '/dashboard/monitor', 'menu.server.monitor', ADMIN)],
  },
  {
    name: 'visualization',
    path: '/visualization',
    meta: { locale: 'menu.group.visualization', order: 1 },
    children: [
      leaf('DataAnalysis', '/visualization/data-analysis', 'menu.visualization.dataAnalysis', ADMIN),
      leaf('MultiDimensionDataAnalysis', '/visualization/multi-dimension-data-analysis', 'menu.visualization.multiDimensionDataAnalysis', ADMIN),
    ],
  },
  {
    name: 'list',
    path: '/list',
    meta: { locale: 'menu.group.list', order: 2 },
    children: [leaf('SearchTable', '/list/search-table', 'menu.list.searchTable', ANY), leaf('Card', '/list/card', 'menu.list.cardList', ANY)],
  },
  {
    name: 'form',
    path: '/form',
    meta: { locale: 'menu.group.form', order: 3 },
    children: [leaf('Step', '/form/step', 'menu.form.step', ADMIN), leaf('Group', '/form/group', 'menu.form.group', ADMIN)],
  },
  {
    name: 'profile',
    path: '/profile',
    meta: { locale: 'menu.group.profile', order: 4 },
    children: [leaf('Basic', '/profile/basic', 'menu.profile.basic', ADMIN)],
  },
  {
    name: 'result',
    path: '/result',
    meta: { locale: 'menu.group.result', order: 5 },
    children: [leaf('Success', '/result/success', 'menu.result.success', ADMIN), leaf('Error', '/result/error', 'menu.result.error', ADMIN)],
  },
  {
    name: 'exception',
    path: '/exception',
    meta: { locale: 'menu.group.exception', order: 6 },
    children: [
      leaf('403', '/exception/403', 'menu.exception.403', ADMIN),
      leaf('404', '/exception/404', 'menu.exception.404', ANY),
      leaf('500', '/exception/500', 'menu.exception.500', ANY),
    ],
  },
  {
    name: 'user',
    path: '/user',
    meta: { locale: 'menu.group.user', order: 7 },
    children: [leaf('Info', '/user/info', 'menu.user.info', ANY), leaf('Setting', '/user/setting', 'menu.user.setting', ANY)],
  },
];

const allowed = (roles: readonly RoleRule[] | undefined, role: string) => !roles || roles.includes('*') || roles.includes(role as RoleRule);

/** The menu a role gets: only the routes it may open; groups left empty are dropped. */
export function menuFor(role: string): MenuItem[] {
  return MENU.map((g) => ({ ...g, children: g.children?.filter((c) => allowed(c.meta.roles, role)) })).filter((g) => (g.children?.length ?? 0) > 0);
}

const menu: Feature = ({ sessions }) => {
  const router = express.Router({ caseSensitive: true, strict: true });
  router.post(
    '/api/user/menu',
    handle((req, res) => {
      const caller = requireRole(sessions, req, ['*']);
      ok(res, menuFor(caller.role));
    }),
  );
  router.all('/api/user/menu', methodNotAllowed);
  return router;
};
export default menu;
