/**
 * Role checks (docs/product.md §5 route access, §6 roles): authProvider/access.ts and
 * resources/lib/schema.ts isRoleAllowed.
 */
import { describe, it, expect } from 'vitest';
import { canAct, canOpen } from '../../authProvider/access';
import { isRoleAllowed, ROLES } from '../../resources/lib/schema';
import policies from '../../resources/policies';

describe('canOpen (route access)', () => {
  it('does not check a route that does not require authentication', () => {
    expect(canOpen({ roles: ['admin'] }, 'user')).toBe(true);
    expect(canOpen({ requiresAuth: false, roles: ['admin'] }, null)).toBe(true);
    expect(canOpen({}, undefined)).toBe(true);
  });

  it('does not check a route without a roles list', () => {
    expect(canOpen({ requiresAuth: true }, 'user')).toBe(true);
    expect(canOpen({ requiresAuth: true }, null)).toBe(true);
  });

  it('lets every role open a route whose roles contain "*"', () => {
    for (const role of ROLES) expect(canOpen({ requiresAuth: true, roles: ['*'] }, role)).toBe(true);
    expect(canOpen({ requiresAuth: true, roles: ['*'] }, 'auditor')).toBe(true);
  });

  it('lets a listed role open the route', () => {
    expect(canOpen({ requiresAuth: true, roles: ['admin'] }, 'admin')).toBe(true);
    expect(canOpen({ requiresAuth: true, roles: ['admin', 'user'] }, 'user')).toBe(true);
  });

  it('refuses a role that is not listed', () => {
    expect(canOpen({ requiresAuth: true, roles: ['admin'] }, 'user')).toBe(false);
    expect(canOpen({ requiresAuth: true, roles: [] }, 'admin')).toBe(false);
  });

  it('refuses a missing role on a route with a roles list', () => {
    expect(canOpen({ requiresAuth: true, roles: ['admin'] }, null)).toBe(false);
    expect(canOpen({ requiresAuth: true, roles: ['admin', 'user'] }, undefined)).toBe(false);
  });
});

describe('canAct (actions on a declared resource)', () => {
  const adminWrites = { access: { read: ['*'], write: ['admin'] } } as const;
  const adminOnly = { access: { read: ['admin'], write: ['admin'] } } as const;

  it('lets list, show and export follow access.read', () => {
    for (const action of ['list', 'show', 'export']) {
      expect(canAct(adminWrites, action, 'user')).toBe(true);
      expect(canAct(adminWrites, action, 'admin')).toBe(true);
      expect(canAct(adminOnly, action, 'user')).toBe(false);
      expect(canAct(adminOnly, action, 'admin')).toBe(true);
    }
  });

  it('lets create, edit and delete follow access.write', () => {
    for (const action of ['create', 'edit', 'delete']) {
      expect(canAct(adminWrites, action, 'admin')).toBe(true);
      expect(canAct(adminWrites, action, 'user')).toBe(false);
      expect(canAct(adminWrites, action, null)).toBe(false);
    }
  });

  it('follows the policies declaration: anyone reads, only admin writes', () => {
    expect(canAct(policies, 'list', 'user')).toBe(true);
    expect(canAct(policies, 'edit', 'user')).toBe(false);
    expect(canAct(policies, 'edit', 'admin')).toBe(true);
  });

  it('refuses every action on an undeclared resource', () => {
    for (const action of ['list', 'show', 'create', 'edit', 'delete']) expect(canAct(undefined, action, 'admin')).toBe(false);
  });
});

describe('isRoleAllowed', () => {
  it('allows every role, and no role, with "*"', () => {
    expect(isRoleAllowed(['*'], 'admin')).toBe(true);
    expect(isRoleAllowed(['*'], 'user')).toBe(true);
    expect(isRoleAllowed(['*'], null)).toBe(true);
  });

  it('allows exactly the listed roles', () => {
    expect(isRoleAllowed(['admin'], 'admin')).toBe(true);
    expect(isRoleAllowed(['admin'], 'user')).toBe(false);
    expect(isRoleAllowed(['admin'], 'Admin')).toBe(false);
    expect(isRoleAllowed([], 'admin')).toBe(false);
  });

  it('refuses a missing role', () => {
    expect(isRoleAllowed(['admin', 'user'], null)).toBe(false);
    expect(isRoleAllowed(['admin', 'user'], undefined)).toBe(false);
    expect(isRoleAllowed(['admin', 'user'], '')).toBe(false);
  });
});
