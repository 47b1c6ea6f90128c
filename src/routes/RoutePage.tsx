import { createElement, Suspense } from 'react';
import { PageLoading } from '../components';
import { pageComponent } from './pages';
import { RouteGuard } from './RouteGuard';
import type { RouteDecl } from './routes';

/** A registry route: access check, then its page, loaded on demand (one lazy component per folder). */
export function RoutePage({ route }: { route: RouteDecl }) {
  return (
    <RouteGuard route={route}>
      <Suspense fallback={<PageLoading />}>{createElement(pageComponent(route.page!), route.pageProps)}</Suspense>
    </RouteGuard>
  );
}
