import { useContext } from 'react';
import { DeclarationsContext, screenAt, type ScreenAction } from '../engine';
import { matchRoute, ROUTES, type RouteDecl } from '../routes';

export interface CurrentRoute {
  /** The registry route, or for a resource screen the route its list lives on (if any). */
  route?: RouteDecl;
  /** A resource screen: the resource and the action (list, create, edit, show). */
  resource?: { name: string; action: ScreenAction };
}

/** What `pathname` is, for breadcrumbs, tabs and the document title. */
export function useCurrentRoute(pathname: string): CurrentRoute {
  const declarations = useContext(DeclarationsContext);
  const route = matchRoute(pathname);
  if (route) return { route };
  const screen = screenAt(pathname, declarations);
  if (screen) return { route: ROUTES.find((r) => r.path === screen.decl.listPath), resource: { name: screen.decl.name, action: screen.action } };
  return {};
}
