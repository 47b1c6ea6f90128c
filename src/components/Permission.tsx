import type { ReactNode } from 'react';
import { isRoleAllowed, type RoleRule } from '../../resources/lib/schema';
import { useRole } from '../appSettings';

/** docs/product.md §5/§6 permission directive: without an array of roles it is a programming error. */
export function assertRoles(roles: unknown): asserts roles is readonly RoleRule[] {
  if (!Array.isArray(roles)) throw new Error('need roles!');
}

/** True when `role` may see an element guarded by `roles`: an empty list allows everyone. */
export const permits = (roles: readonly RoleRule[], role: string | null) => roles.length === 0 || isRoleAllowed(roles, role);

/** Renders its children only for the listed roles (`*` = all, empty = all). */
export function Permission({ roles, children }: { roles: readonly RoleRule[]; children: ReactNode }) {
  assertRoles(roles);
  const role = useRole();
  return permits(roles, role) ? <>{children}</> : null;
}
