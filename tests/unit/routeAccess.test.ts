/** docs/product.md §5 route access and §6 fallbacks over the route registry. */
import { describe, expect, it } from 'vitest';
import { canOpenRoute, firstAllowedRoute, inServerMenu, matchRoute, ROUTES_IN_MENU_ORDER, routeHref } from '../../src/routes/access';
import { ROUTES } from '../../domain/routes';
import { MENU_GROUPS } from '../../resources/lib/menu';
import { menuFor } from '../../fake-api/features/menu';

const route = (name: string) => ROUTES.find((r) => r.name === name)!;

describe('canOpenRoute without a server menu', () => {
  it('does not check a route that needs no authentication', () => {
    expect(canOpenRoute({ name: 'x', requiresAuth: false, roles: ['admin'] }, null, null)).toBe(true);
  });
  it('does not check a route without a roles list', () => {
    expect(canOpenRoute({ name: 'x', requiresAuth: true }, 'user', null)).toBe(true);
  });
  it('lets every role through the wildcard', () => {
    for (const role of ['admin', 'user']) expect(canOpenRoute(route('Workplace'), role, null)).toBe(true);
  });
  it('needs the role in the list otherwise', () => {
    expect(canOpenRoute(route('Step'), 'admin', null)).toBe(true);
    expect(canOpenRoute(route('Step'), 'user', null)).toBe(false);
    expect(canOpenRoute(route('Step'), null, null)).toBe(false);
  });
  it('follows the spec table for every admin-only route', () => {
    const adminOnly = ROUTES.filter((r) => !canOpenRoute(r, 'user', null)).map((r) => r.path);
    expect(adminOnly.sort()).toEqual(
      [
        '/dashboard/monitor',
        '/exception/403',
        '/form/group',
        '/form/step',
        '/profile/basic',
        '/result/error',
        '/result/success',
        '/visualization/data-analysis',
        '/visualization/multi-dimension-data-analysis',
      ].sort(),
    );
  });
});

describe('canOpenRoute with a server menu', () => {
  const menu = [{ name: 'list', children: [{ name: 'SearchTable' }] }];
  it('needs the route in the server menu as well', () => {
    expect(canOpenRoute(route('SearchTable'), 'user', menu)).toBe(true);
    expect(canOpenRoute(route('Card'), 'user', menu)).toBe(false);
  });
  it('still needs the role', () => {
    expect(canOpenRoute(route('Step'), 'user', [{ name: 'Step' }])).toBe(false);
  });
  it('always lets the whitelist through', () => {
    expect(canOpenRoute({ name: 'login', requiresAuth: false }, null, [])).toBe(true);
    expect(canOpenRoute({ name: 'notFound', requiresAuth: true, roles: ['*'] }, 'user', [])).toBe(true);
  });
  it('searches nested items breadth first', () => {
    expect(inServerMenu([{ name: 'a', children: [{ name: 'b', children: [{ name: 'c' }] }] }], 'c')).toBe(true);
    expect(inServerMenu([{ name: 'a' }], 'c')).toBe(false);
  });
  it('accepts every route of the role-specific menu the fake API serves, and only those', () => {
    for (const role of ['admin', 'user']) {
      const menu = menuFor(role);
      for (const r of ROUTES) expect(canOpenRoute(r, role, menu), `${role} ${r.name}`).toBe(canOpenRoute(r, role, null));
    }
  });
});

describe('fallbacks', () => {
  it('sends a role with no access to the first route it may open, in menu order', () => {
    expect(firstAllowedRoute('user', null)?.name).toBe('Workplace');
    expect(routeHref(firstAllowedRoute('user', null)!)).toBe('/dashboard/workplace');
  });
  it('gives nothing (not-found) when no route is open to the role', () => {
    // With a server menu that lists nothing, no route is open to anyone.
    expect(firstAllowedRoute('user', [])).toBeUndefined();
    expect(firstAllowedRoute('admin', [])).toBeUndefined();
  });
  it('orders the menu by the spec group order', () => {
    const orders = ROUTES_IN_MENU_ORDER.map((r) => MENU_GROUPS.find((g) => g.name === r.group)!.order);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
  });
  it('matches paths with parameters', () => {
    expect(matchRoute('/project/42')?.name).toBe('Workplace');
    expect(matchRoute('/list/search-table')?.name).toBe('SearchTable');
    expect(matchRoute('/nowhere')).toBeUndefined();
  });
});
