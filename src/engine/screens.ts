import type { LoaderFunctionArgs } from 'react-router-dom';
import type { ResourceDecl } from '../../resources/lib/schema';
import type { OnDemand } from '../components';
import { listCode, recordCode } from './lazy';
import { screenAt } from './screenAt';

/*
 * The generated screens come with the first route that shows one, not with the console: a page
 * without a list (the workplace) loads none of their code. The list is one chunk; a record's
 * screens another, which a list loads only when a drawer form opens over it (both seams: lazy.ts).
 * The router asks for them as the URL changes (createScreenLoader), a list for a record's ahead.
 */

/**
 * The chunks the resource screen at `pathname` needs (screenAt): a list's, a record's, or both
 * for a drawer form over its list (resourceProps.tsx); none for a list a page draws (`listPath`).
 */
export function screensAt(pathname: string, decls: readonly ResourceDecl[]): OnDemand<unknown>[] {
  const screen = screenAt(pathname, decls);
  if (!screen) return [];
  const { decl, action } = screen;
  if (action === 'list') return decl.listPath ? [] : [listCode];
  return decl.formMode === 'drawer' && action !== 'show' ? [listCode, recordCode] : [recordCode];
}

/**
 * The router's loader for the generated screens. The first load waits for the screen's code, so the
 * console renders with it in one pass (asked for while the console's own code still runs, it is in
 * by then). Later navigations do not wait: held back, one could be cancelled by another that the page
 * makes meanwhile (a list writing its state to the URL); the screen shows its loading state for the
 * moment its code takes, and the list asks for a record's code ahead (DeclaredList).
 */
export function createScreenLoader(decls: readonly ResourceDecl[]) {
  let first = true;
  const loader = async ({ request }: LoaderFunctionArgs): Promise<null> => {
    const loads = screensAt(new URL(request.url).pathname, decls).map((code) => code.load());
    if (first) await Promise.all(loads);
    first = false;
    return null;
  };
  return { loader };
}
