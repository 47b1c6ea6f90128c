/**
 * The menu's groups, in order. A declaration's `menu.group` and a route's `group` are typed by this
 * list, and the console's labels (`menu.group.<name>` in src/routes/locale) by the same type, so a new
 * group without a label, or a declaration naming an unknown group, fails the type check.
 */
import type { IconName } from './icons';

/** The product's menu order; declared resources join the group their declaration names. */
export const MENU_GROUPS = [
  { name: 'dashboard', order: 0, icon: 'Dashboard' },
  { name: 'visualization', order: 1, icon: 'Insights' },
  { name: 'list', order: 2, icon: 'List' },
  { name: 'form', order: 3, icon: 'Edit' },
  { name: 'profile', order: 4, icon: 'Description' },
  { name: 'result', order: 5, icon: 'CheckCircle' },
  { name: 'exception', order: 6, icon: 'Error' },
  { name: 'user', order: 7, icon: 'Person' },
  // Not in the template: datasets, access requests, grants and output releases.
  { name: 'sharing', order: 7.2, icon: 'Share' },
  // Not in the template: admin-only declared resources (invitation codes…) gather here, after the
  // template's groups and before the external links (orders 8 and 9).
  { name: 'admin', order: 7.5, icon: 'AdminPanelSettings' },
] as const satisfies readonly { name: string; order: number; icon: IconName }[];

export type MenuGroup = (typeof MENU_GROUPS)[number]['name'];
export type MenuGroupDecl = (typeof MENU_GROUPS)[number];

export const isMenuGroup = (name: unknown): name is MenuGroup => MENU_GROUPS.some((g) => g.name === name);
