import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { PageLoading } from '../components';
import { useRole } from '../appSettings';
import { NotFoundPage } from '../pages/notFound/NotFoundPage';
import { canOpenRoute, firstAllowedRoute, routeHref } from './access';
import type { RouteDecl } from '../../domain/routes';
import { useServerMenu } from './useServerMenu';

/** docs/product.md §5/§6: open the route, or go to the first route the role may open, else not-found. */
export function RouteGuard({ route, children }: { route: RouteDecl; children: ReactNode }) {
  const role = useRole();
  const { menu, loading } = useServerMenu();
  if (loading) return <PageLoading />;
  if (canOpenRoute(route, role, menu)) return <>{children}</>;
  // With a server menu, a route missing from it is simply not there.
  if (menu) return <NotFoundPage />;
  const first = firstAllowedRoute(role, null);
  return first ? <Navigate to={routeHref(first)} replace /> : <NotFoundPage />;
}
