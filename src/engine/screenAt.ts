import { matchPath } from 'react-router-dom';
import type { ResourceDecl } from '../../resources/lib/schema';

export type ScreenAction = 'list' | 'create' | 'edit' | 'show';

/**
 * The generated screen at `pathname`, by react-admin's routes of a resource: `/<name>` (list),
 * `/<name>/create`, `/<name>/:id` (edit) and `/<name>/:id/show`.
 */
export function screenAt(pathname: string, decls: readonly ResourceDecl[]): { decl: ResourceDecl; action: ScreenAction } | undefined {
  for (const decl of decls) {
    const base = `/${decl.name}`;
    const action = matchPath(`${base}/create`, pathname)
      ? 'create'
      : matchPath(`${base}/:id/show`, pathname)
        ? 'show'
        : matchPath(`${base}/:id`, pathname)
          ? 'edit'
          : matchPath(base, pathname)
            ? 'list'
            : undefined;
    if (action) return { decl, action };
  }
  return undefined;
}
