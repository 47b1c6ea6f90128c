import { createContext, useContext } from 'react';

/**
 * The current path, without the query string, for the shell's parts. react-router's location
 * changes with every list page, sort and filter (they live in the query string); a context whose
 * value is the path alone wakes the menu, tabs and breadcrumbs only when the page itself changes.
 */
export const PathnameContext = createContext<string | null>(null);

export function usePathname(): string {
  const pathname = useContext(PathnameContext);
  if (pathname === null) throw new Error('usePathname works inside the layout (PathnameContext).');
  return pathname;
}
