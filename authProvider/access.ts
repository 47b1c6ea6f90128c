/** Role checks of docs/product.md §5/§6, shared by menus, routes and react-admin's canAccess. */
import { isRoleAllowed, type ResourceDecl, type RoleRule } from '../resources/lib/schema';
import { session } from './session';

export interface RouteAccess {
  requiresAuth?: boolean;
  roles?: readonly RoleRule[];
}

/** No check without auth or roles; `*` allows every role; otherwise the role must be listed. */
export function canOpen(route: RouteAccess, role: string | null | undefined): boolean {
  if (!route.requiresAuth || !route.roles) return true;
  return isRoleAllowed(route.roles, role);
}

const READ_ACTIONS = ['list', 'show', 'export'];

/** react-admin actions on a declared resource: reads follow `access.read`, the rest `access.write`. */
export function canAct(decl: Pick<ResourceDecl, 'access'> | undefined, action: string, role: string | null | undefined): boolean {
  if (!decl) return false;
  return isRoleAllowed(READ_ACTIONS.includes(action) ? decl.access.read : decl.access.write, role);
}

/**
 * What the authProvider answers to checkAuth, getPermissions and canAccess, known at once from the
 * session in this tab: the authProvider's async methods return these, and the console starts
 * react-admin's auth queries with them (src/session/authChecksFromSession.ts).
 */
export function sessionAnswers(declarations: readonly Pick<ResourceDecl, 'name' | 'access'>[]) {
  const byName = new Map(declarations.map((d) => [d.name, d]));
  return {
    signedIn: () => !!session.token(),
    permissions: () => session.effectiveRole(),
    // The UI follows the effective role (an admin's preview); the server enforces the real one.
    canAccess: (resource: string, action: string) => canAct(byName.get(resource), action, session.effectiveRole()),
  };
}
