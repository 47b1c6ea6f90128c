import { useEffect, useSyncExternalStore } from 'react';
import { loadedPage, loadPage, onPageLoaded, type Page } from './pages';

/**
 * Page `folder`'s component once its chunk is in (undefined before: show a loading state), asking
 * for it if nothing has. Not React.lazy: a page that suspended would show its fallback at least
 * 300 ms (React throttles a boundary's reveal), which on the first load was most of the time to
 * the first row. A chunk that failed throws here, for the page's error boundary.
 */
export function usePage(folder: string): Page | undefined {
  const loaded = useSyncExternalStore(onPageLoaded, () => loadedPage(folder));
  useEffect(() => {
    if (!loaded) void loadPage(folder);
  }, [folder, loaded]);
  if (loaded && 'error' in loaded) throw loaded.error;
  return loaded?.page;
}
