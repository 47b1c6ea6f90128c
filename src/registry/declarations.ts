/**
 * Every resource declaration: each `resources/*.ts` file's default export, found at build time.
 * Adding a resource is adding that one file.
 */
import type { ResourceDecl } from '../../resources/lib/schema';

const modules = import.meta.glob<{ default: ResourceDecl }>('../../resources/*.ts', { eager: true });

export const declarations: readonly ResourceDecl[] = Object.keys(modules)
  .sort()
  .map((path) => modules[path].default);

/** react-admin resource name → API path, for the data provider. */
export const endpointsOf = (decls: readonly ResourceDecl[]): Record<string, string> => Object.fromEntries(decls.map((d) => [d.name, d.endpoint]));
