import { useMemo, type ReactNode } from 'react';
import { Resource, ResourceDefinitionContext } from 'react-admin';
import type { ResourceDecl } from '../../resources/lib/schema';
import { resourceProps } from './resourceProps';

const keep = () => {};

/**
 * react-admin's resource registry, known from the declarations at the first render. react-admin
 * fills its own in effects after the first render, then unregisters and registers every resource
 * again once its route list settles: two more renders of everything that reads the registry (the
 * menu, every list), before the first rows could be painted. The declarations are the whole,
 * unchanging set, so registering is a no-op here.
 */
export function DeclaredResourceDefinitions({ declarations, children }: { declarations: readonly ResourceDecl[]; children: ReactNode }) {
  const value = useMemo(
    () => ({
      definitions: Object.fromEntries(declarations.map((d) => [d.name, Resource.registerResource!(resourceProps(d))])),
      register: keep,
      unregister: keep,
    }),
    [declarations],
  );
  return <ResourceDefinitionContext.Provider value={value}>{children}</ResourceDefinitionContext.Provider>;
}
