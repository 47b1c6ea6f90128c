import { matchPath, type LoaderFunctionArgs, type ShouldRevalidateFunctionArgs } from 'react-router-dom';
import type { ResourceDecl } from '../../resources/lib/schema';
import { onDemand, onDemandComponent, type OnDemand } from '../components';
import { recordCode } from './recordScreenCode';

export { CreateScreen, EditScreen, ShowScreen } from './recordScreenCode';

/**
 * The generated screens come with the first route that shows one, not with the console: a page
 * without a list (the workplace) loads none of their code. The list is one chunk; a record's
 * screens another (recordScreenCode.ts), which a list loads only when a drawer form opens over it.
 * The router asks for them as the URL changes (createScreenLoader).
 */
const listCode = onDemand(() => import('./DeclaredList'));

export const ListScreen = onDemandComponent(listCode, (m) => m.DeclaredList);

/** The chunks the resource screen at `pathname` needs (react-admin's routes: `/<name>`, `/<name>/create`, `/<name>/:id`, `/<name>/:id/show`). */
export function screensAt(pathname: string, decls: readonly ResourceDecl[]): OnDemand<unknown>[] {
  const decl = decls.find((d) => matchPath(`/${d.name}/*`, pathname));
  if (!decl) return [];
  if (matchPath(`/${decl.name}`, pathname)) return decl.listPath ? [] : [listCode];
  return decl.formMode === 'drawer' && !matchPath(`/${decl.name}/:id/show/*`, pathname) ? [listCode, recordCode] : [recordCode];
}

/** The router's loader and guard for the generated screens: a navigation to one whose code is not in waits for it. */
export function createScreenLoader(decls: readonly ResourceDecl[]) {
  const missing = (url: URL) => screensAt(url.pathname, decls).filter((code) => !code.isLoaded());
  const loader = async ({ request }: LoaderFunctionArgs): Promise<null> => {
    await Promise.all(missing(new URL(request.url)).map((code) => code.load()));
    return null;
  };
  const shouldRevalidate = ({ nextUrl }: ShouldRevalidateFunctionArgs) => missing(nextUrl).length > 0;
  return { loader, shouldRevalidate };
}
