/**
 * The console's chunks as the build writes them: which module is a first page, a page folder or a
 * generated screen, the chunk that holds a module and what a chunk imports. Read by sharedChunks.ts
 * (to gather what the pages share) and preloadFirstPage.ts (to preload what a page needs).
 */
import type { Rolldown } from 'vite';
import { DEFAULT_ROUTE_PATH, ROUTES } from '../domain/routes';

export type Chunk = Rolldown.OutputChunk;

/** What src/main.tsx imports: for a signed-in visitor the console, for a signed-out one the login page. */
export const FIRST_PAGES = { console: '/src/AdminRoot.tsx', login: '/src/login/standalone/index.tsx' } as const;

/** A page folder's module, as src/routes/pages.ts loads it. */
export const pageModule = (folder: string) => `/src/pages/${folder}/index.ts`;

/** The page every sign-in lands on (the default route's): what it shares with the generated screens comes with the console. */
const landing = ROUTES.find((r) => r.path === DEFAULT_ROUTE_PATH || r.menuPath === DEFAULT_ROUTE_PATH)?.page;
if (!landing) throw new Error(`no page for the default route ${DEFAULT_ROUTE_PATH}`);
export const LANDING_PAGE = pageModule(landing);

/** A page's drawings, which it loads once it has painted (src/charts/lazyChart.ts): recharts and what it needs. */
export const DRAWINGS = /\/src\/pages\/[^/]+\/charts\.ts$/;

/** The generated screens' modules (their seams: src/engine/lazy.ts): the list, and a record's screens. */
export const SCREENS = { list: '/src/engine/DeclaredList.tsx', record: '/src/engine/recordScreens.ts' } as const;

/**
 * The chunk whose entry module's path ends with `path` (a page or a lazily loaded part), or which
 * holds that module (one imported both ways, e.g. the list by the search table and by the screens).
 */
export function chunkFor(chunks: readonly Chunk[], path: string): Chunk {
  const chunk = chunks.find((c) => c.facadeModuleId?.endsWith(path)) ?? chunks.find((c) => c.moduleIds.some((id) => id.endsWith(path)));
  if (!chunk) throw new Error(`no chunk for ${path}`);
  return chunk;
}

/** The chunks `fileNames` and every chunk they import, by file name. */
export function withImports(chunks: readonly Chunk[], fileNames: readonly string[], seen = new Set<string>()): Set<string> {
  for (const name of fileNames) {
    if (seen.has(name)) continue;
    seen.add(name);
    withImports(chunks, chunks.find((c) => c.fileName === name)?.imports ?? [], seen);
  }
  return seen;
}
