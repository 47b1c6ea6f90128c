import { LoadedPage } from './LoadedPage';
import { RouteContext } from './RouteContext';
import { RouteGuard } from './RouteGuard';
import type { RouteDecl } from '../../domain/routes';

/** A registry route: access check, then its page, loaded on demand (one chunk per folder). */
export function RoutePage({ route }: { route: RouteDecl }) {
  return (
    <RouteGuard route={route}>
      <RouteContext.Provider value={route}>
        <LoadedPage folder={route.page!} props={route.pageProps} />
      </RouteContext.Provider>
    </RouteGuard>
  );
}
