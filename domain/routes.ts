/**
 * Every route of the console (docs/product.md §2), declared once with its meta: menu group and order,
 * title key (menu, breadcrumb, tab and document title), icon name, roles, and the page folder
 * under `src/pages/` that renders it (loaded on demand, a chunk per page).
 */
import type { IconName } from '../resources/lib/icons';
import type { MenuGroup } from '../resources/lib/menu';
import { isRoleAllowed, type ResourceDecl, type RoleRule } from '../resources/lib/schema';

export interface RouteDecl {
  /** Unique, as in the spec's table (the server menu names routes by it). */
  name: string;
  path: string;
  titleKey: string;
  icon?: IconName;
  group?: MenuGroup;
  requiresAuth: boolean;
  roles?: readonly RoleRule[];
  /** Folder under src/pages/ whose index.ts exports `Page`; props passed as given. */
  page?: string;
  pageProps?: Record<string, unknown>;
  hidden?: boolean;
  /** Rendered afresh on every visit instead of kept alive while its tab is open. */
  ignoreCache?: boolean;
  /** Where the menu item links when `path` has parameters. */
  menuPath?: string;
}

/**
 * Declared resources with a menu entry of their own in a group, for a role (by the declaration's
 * read rule), in their declared order. The console's menu and the server menu both use it.
 */
export const resourcesInMenuGroup = (decls: readonly ResourceDecl[], group: MenuGroup, role: string | null): ResourceDecl[] =>
  decls.filter((d) => d.menu?.group === group && isRoleAllowed(d.access.read, role)).sort((a, b) => a.menu!.order - b.menu!.order);

export interface ExternalLink {
  name: string;
  titleKey: string;
  icon: IconName;
  href: string;
  order: number;
}

/** docs/product.md §2: the UI library's website and its FAQ, after the groups (orders 8 and 9). */
export const EXTERNAL_LINKS: readonly ExternalLink[] = [
  { name: 'website', titleKey: 'menu.website', icon: 'Link', href: 'https://mui.com/material-ui/', order: 8 },
  { name: 'faq', titleKey: 'menu.faq', icon: 'Help', href: 'https://mui.com/material-ui/getting-started/faq/', order: 9 },
];

const ANY: readonly RoleRule[] = ['*'];
const ADMIN: readonly RoleRule[] = ['admin'];

/**
 * The page that shows a declaration's generated list on a route of its own: the declaration whose
 * `listPath` is the route's path. Other pages at a `listPath` (the card list) draw it themselves.
 */
export const GENERATED_LIST_PAGE = 'searchTable';

export const ROUTES: readonly RouteDecl[] = [
  {
    name: 'Workplace',
    path: '/project/:projectId',
    menuPath: '/dashboard/workplace',
    titleKey: 'menu.dashboard.workplace',
    icon: 'Dashboard',
    group: 'dashboard',
    requiresAuth: true,
    roles: ANY,
    page: 'workplace',
  },
  {
    name: 'Monitor',
    path: '/dashboard/monitor',
    titleKey: 'menu.dashboard.monitor',
    icon: 'Monitor',
    group: 'dashboard',
    requiresAuth: true,
    roles: ADMIN,
    page: 'monitor',
  },
  {
    name: 'DataAnalysis',
    path: '/visualization/data-analysis',
    titleKey: 'menu.visualization.dataAnalysis',
    icon: 'Insights',
    group: 'visualization',
    requiresAuth: true,
    roles: ADMIN,
    page: 'dataAnalysis',
  },
  {
    name: 'MultiDimensionDataAnalysis',
    path: '/visualization/multi-dimension-data-analysis',
    titleKey: 'menu.visualization.multiDimensionDataAnalysis',
    icon: 'Insights',
    group: 'visualization',
    requiresAuth: true,
    roles: ADMIN,
    page: 'multiDimensionDataAnalysis',
  },
  {
    name: 'SearchTable',
    path: '/list/search-table',
    titleKey: 'menu.list.searchTable',
    icon: 'Table',
    group: 'list',
    requiresAuth: true,
    roles: ANY,
    page: GENERATED_LIST_PAGE,
  },
  { name: 'Card', path: '/list/card', titleKey: 'menu.list.cardList', icon: 'Cards', group: 'list', requiresAuth: true, roles: ANY, page: 'cardList' },
  {
    name: 'Step',
    path: '/form/step',
    titleKey: 'menu.form.step',
    icon: 'Steps',
    group: 'form',
    requiresAuth: true,
    roles: ADMIN,
    page: 'stepForm',
    ignoreCache: false,
  },
  { name: 'Group', path: '/form/group', titleKey: 'menu.form.group', icon: 'Edit', group: 'form', requiresAuth: true, roles: ADMIN, page: 'groupForm' },
  {
    name: 'Basic',
    path: '/profile/basic',
    titleKey: 'menu.profile.basic',
    icon: 'Description',
    group: 'profile',
    requiresAuth: true,
    roles: ADMIN,
    page: 'basicProfile',
  },
  {
    name: 'Success',
    path: '/result/success',
    titleKey: 'menu.result.success',
    icon: 'CheckCircle',
    group: 'result',
    requiresAuth: true,
    roles: ADMIN,
    page: 'result',
    pageProps: { status: 'success' },
  },
  {
    name: 'Error',
    path: '/result/error',
    titleKey: 'menu.result.error',
    icon: 'Cancel',
    group: 'result',
    requiresAuth: true,
    roles: ADMIN,
    page: 'result',
    pageProps: { status: 'error' },
  },
  {
    name: '403',
    path: '/exception/403',
    titleKey: 'menu.exception.403',
    icon: 'Block',
    group: 'exception',
    requiresAuth: true,
    roles: ADMIN,
    page: 'exception',
    pageProps: { status: 403 },
  },
  {
    name: '404',
    path: '/exception/404',
    titleKey: 'menu.exception.404',
    icon: 'SearchOff',
    group: 'exception',
    requiresAuth: true,
    roles: ANY,
    page: 'exception',
    pageProps: { status: 404 },
  },
  {
    name: '500',
    path: '/exception/500',
    titleKey: 'menu.exception.500',
    icon: 'Error',
    group: 'exception',
    requiresAuth: true,
    roles: ANY,
    page: 'exception',
    pageProps: { status: 500 },
  },
  { name: 'Info', path: '/user/info', titleKey: 'menu.user.info', icon: 'Person', group: 'user', requiresAuth: true, roles: ANY, page: 'userInfo' },
  {
    name: 'Setting',
    path: '/user/setting',
    titleKey: 'menu.user.setting',
    icon: 'ManageAccounts',
    group: 'user',
    requiresAuth: true,
    roles: ANY,
    page: 'userSetting',
  },
];

/**
 * A route's addresses as patterns of `location.pathname`, for scripts that run before the router
 * (index.html's preloads: build/preloadFirstPage.ts): its path, each `:param` a named group, and its menu
 * path (where the default route lands before the router sends it on).
 */
export const pathPatterns = (route: RouteDecl): string[] =>
  [route.path, ...(route.menuPath ? [route.menuPath] : [])].map((p) => `^${p.replace(/:(\w+)/g, '(?<$1>[^/]+)')}/?$`);

/** docs/product.md §2: re-enters a route (tab reload); hidden, never a tab. */
export const REDIRECT_ROUTE = { name: 'Redirect', path: '/redirect/*' } as const;
/** docs/product.md §9 default route; goes to the current project's workplace. */
export const DEFAULT_ROUTE_PATH = '/dashboard/workplace';
/** Always reachable, also with a server menu. */
export const WHITELIST = ['login', 'notFound'] as const;
