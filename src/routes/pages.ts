/**
 * Pages load on demand: each `src/pages/<folder>/index.ts` (exporting `Page`) is its own chunk,
 * kept here once it is in (usePage reads it). The router asks for a page's chunk as its URL
 * changes (createPageLoader), so a page is usually in before it renders.
 */
import type { ComponentType } from 'react';
import type { LoaderFunctionArgs, ShouldRevalidateFunctionArgs } from 'react-router-dom';
import { matchRoute } from './access';

export type Page = ComponentType<Record<string, unknown>>;
type Loaded = { page: Page } | { error: unknown };

const modules = import.meta.glob<{ Page: Page }>('../pages/*/index.ts');
const settled = new Map<string, Loaded>();
const inFlight = new Map<string, Promise<void>>();
const listeners = new Set<() => void>();

export const hasPage = (folder: string) => `../pages/${folder}/index.ts` in modules;

/** The page's chunk, or why it failed, once it has settled. */
export const loadedPage = (folder: string): Loaded | undefined => settled.get(folder);

const isLoaded = (folder: string) => {
  const known = settled.get(folder);
  return known !== undefined && 'page' in known;
};

export function onPageLoaded(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Asks for page `folder`'s chunk unless it is in or on its way (a failed one is asked for again). */
export function loadPage(folder: string): Promise<void> {
  const module = modules[`../pages/${folder}/index.ts`];
  if (!module) throw new Error(`No page module src/pages/${folder}/index.ts`);
  if (isLoaded(folder)) return Promise.resolve();
  if (!inFlight.has(folder)) {
    const load = module().then(
      (m) => ({ page: m.Page }),
      (error: unknown) => ({ error }),
    );
    inFlight.set(
      folder,
      load.then((result) => {
        settled.set(folder, result);
        inFlight.delete(folder);
        listeners.forEach((l) => l());
      }),
    );
  }
  return inFlight.get(folder)!;
}

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
    return folder && !isLoaded(folder) ? folder : undefined;
  };
  const loader = async ({ request }: LoaderFunctionArgs): Promise<null> => {
    const folder = missing(new URL(request.url));
    if (folder) await loadPage(folder);
    return null;
  };
  const shouldRevalidate = ({ nextUrl }: ShouldRevalidateFunctionArgs) => missing(nextUrl) !== undefined;
  return { loader, shouldRevalidate };
}
