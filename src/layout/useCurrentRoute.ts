import { useContext } from 'react';
import { matchPath } from 'react-router-dom';
import { DeclarationsContext } from '../engine';
import { matchRoute, ROUTES, type RouteDecl } from '../routes';

export interface CurrentRoute {
  /** The registry route, or for a resource screen the route its list lives on (if any). */
  route?: RouteDecl;
  /** A resource screen: the resource and the action (list, create, edit, show). */
  resource?: { name: string; action: 'list' | 'create' | 'edit' | 'show' };
}

/** What `pathname` is, for breadcrumbs, tabs and the document title. */
export function useCurrentRoute(pathname: string): CurrentRoute {
  const declarations = useContext(DeclarationsContext);
  const route = matchRoute(pathname);
  if (route) return { route };
  for (const d of declarations) {
    const base = `/${d.name}`;
    const action = matchPath(`${base}/create`, pathname)
      ? 'create'
      : matchPath(`${base}/:id/show`, pathname)
        ? 'show'
        : matchPath(`${base}/:id`, pathname)
          ? 'edit'
          : matchPath(base, pathname)
            ? 'list'
            : undefined;
    if (action) return { route: ROUTES.find((r) => r.path === d.listPath), resource: { name: d.name, action } };
  }
  return {};
}
