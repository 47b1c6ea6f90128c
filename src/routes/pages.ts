/**
 * Pages load on demand: each `src/pages/<folder>/index.ts` (exporting `Page`) is its own chunk,
 * kept here once it is in (usePage reads it). The router asks for a page's chunk as its URL
 * changes (createPageLoader), so a page is usually in before it renders.
 */
import type { ComponentType } from 'react';
import type { LoaderFunctionArgs, ShouldRevalidateFunctionArgs } from 'react-router-dom';
import { onDemand, type OnDemand } from '../components/onDemand';
import { matchRoute } from './access';

export type Page = ComponentType<Record<string, unknown>>;

const modules = import.meta.glob<{ Page: Page }>('../pages/*/index.ts');
const pages = new Map(Object.entries(modules).map(([path, module]) => [path, onDemand(() => module().then((m) => m.Page))]));

export const hasPage = (folder: string) => pages.has(`../pages/${folder}/index.ts`);

/** Page `folder`'s code, loaded when first asked for (loadPage, usePage). */
export function pageCode(folder: string): OnDemand<Page> {
  const page = pages.get(`../pages/${folder}/index.ts`);
  if (!page) throw new Error(`No page module src/pages/${folder}/index.ts`);
  return page;
}

/** Asks for page `folder`'s chunk unless it is in or on its way (a failed one is asked for again). */
export const loadPage = (folder: string): Promise<void> => pageCode(folder).load();

/** The page folder a registry route shows at `pathname`, if any. */
export const pageAt = (pathname: string): string | undefined => matchRoute(pathname)?.page;

/**
 * The router's loader and guard for pages: a navigation to a page whose chunk is not in waits for
 * it, so the old page stays until the new one can show, and the first load renders the console
 * with its page in one pass (asked for while the console's own code still runs, it is in by then).
 */
export function createPageLoader() {
  const missing = (url: URL) => {
    const folder = pageAt(url.pathname);
    return folder && !pageCode(folder).isLoaded() ? folder : undefined;
  };
  const loader = async ({ request }: LoaderFunctionArgs): Promise<null> => {
    const folder = missing(new URL(request.url));
    if (folder) await loadPage(folder);
    return null;
  };
  const shouldRevalidate = ({ nextUrl }: ShouldRevalidateFunctionArgs) => missing(nextUrl) !== undefined;
  return { loader, shouldRevalidate };
}
