import { useOnDemand } from '../components/onDemand';
import { pageCode, type Page } from './pages';

/**
 * Page `folder`'s component once its chunk is in (undefined before: show a loading state), asking
 * for it if nothing has. Not React.lazy: a page that suspended would show its fallback at least
 * 300 ms (React throttles a boundary's reveal), which on the first load was most of the time to
 * the first row. A chunk that failed throws here, for the page's error boundary.
 */
export const usePage = (folder: string): Page | undefined => useOnDemand(pageCode(folder));
