import { useEffect } from 'react';
import { matchPath, useLocation } from 'react-router-dom';
import { routeByName } from '../routes/access';
import { workplacePath } from '../routes/currentProject';
import type { CurrentRoute } from '../layout/useCurrentRoute';
import { tabsStore, WORKPLACE_TAB_NAME } from './tabsStore';

/** docs/product.md §4 tabs: start with the workplace tab; every visited page but the redirect helper adds one. */
export function useTabTracking({ route, resource }: CurrentRoute, enabled: boolean) {
  const { pathname, search } = useLocation();
  useEffect(() => {
    if (!enabled) return;
    const workplace = routeByName(WORKPLACE_TAB_NAME)!;
    const onWorkplace = route?.name === WORKPLACE_TAB_NAME;
    tabsStore.ensureWorkplace({
      name: WORKPLACE_TAB_NAME,
      titleKey: workplace.titleKey,
      path: onWorkplace ? pathname : workplacePath(),
      search: '',
      ignoreCache: false,
    });
    if (route && !resource && !route.hidden) {
      tabsStore.visit({ name: route.name, titleKey: route.titleKey, path: pathname, search, ignoreCache: !!route.ignoreCache });
    } else if (resource) {
      const id = matchPath(`/${resource.name}/:id/*`, pathname)?.params.id;
      const titleKey = resource.action === 'list' ? `resources.${resource.name}.menu` : `ra.action.${resource.action}`;
      tabsStore.visit({
        name: `${resource.name}:${resource.action}`,
        titleKey: resource.action === 'create' ? `resources.${resource.name}.menu` : titleKey,
        titleArgs: id && id !== 'create' ? { id } : undefined,
        path: pathname,
        search,
        // Forms start from the record each time they are opened.
        ignoreCache: resource.action !== 'list',
      });
    }
  }, [enabled, route, resource, pathname, search]);
}
