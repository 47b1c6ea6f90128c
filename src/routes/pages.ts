/** Pages load on demand: each `src/pages/<folder>/index.ts` (exporting `Page`) is its own chunk. */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

type PageModule = { Page: ComponentType<Record<string, unknown>> };
const modules = import.meta.glob<PageModule>('../pages/*/index.ts');
const cache = new Map<string, LazyExoticComponent<ComponentType<Record<string, unknown>>>>();

export function pageComponent(folder: string) {
  const loader = modules[`../pages/${folder}/index.ts`];
  if (!loader) throw new Error(`No page module src/pages/${folder}/index.ts`);
  if (!cache.has(folder))
    cache.set(
      folder,
      lazy(() => loader().then((m) => ({ default: m.Page }))),
    );
  return cache.get(folder)!;
}

export const hasPage = (folder: string) => `../pages/${folder}/index.ts` in modules;
