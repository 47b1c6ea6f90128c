// The route table is plain data, shared with the fake API's server menu.
export * from '../../domain/routes';
export * from '../../resources/lib/menu';
export * from './access';
export * from './currentProject';
export * from './pages';
export * from './RoutePage';
export * from './RouteGuard';
export * from './RedirectPage';
export * from './RootRedirect';
export * from './WorkplaceRedirect';
export * from './useServerMenu';
export * from './recentVisits';
export * from './routerProvider';
export * from './PathnameContext';
export * from './RouteContext';
