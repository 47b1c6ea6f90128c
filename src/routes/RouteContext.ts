import { createContext, useContext } from 'react';
import type { RouteDecl } from '../../domain/routes';

/** The registry route a page was opened by: steady while its tab is kept alive behind another. */
export const RouteContext = createContext<RouteDecl | null>(null);

export function useRoute(): RouteDecl {
  const route = useContext(RouteContext);
  if (!route) throw new Error('useRoute works inside a registry route (RoutePage).');
  return route;
}
