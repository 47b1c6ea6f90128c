/**
 * Where the console may go after signing in: the `redirect` query names a page of this console,
 * or nothing is followed. The value is read as the browser would read it (the URL parser, against
 * the console's own origin: a backslash is a slash there, tabs and new lines are dropped), so what
 * is checked is what `location.assign` would open.
 */
import { DEFAULT_ROUTE_PATH, REDIRECT_ROUTE, ROUTES } from '../../domain/routes';

// The declared resources' pages, by file name (a declaration's name is its file's: see the test).
// The glob is lazy: only the names come into the login page's code, not the declarations.
const RESOURCE_NAMES = Object.keys(import.meta.glob('../../resources/*.ts')).map((file) => file.replace(/^.*\/(\w+)\.ts$/, '$1'));
const RESOURCE_PAGES = RESOURCE_NAMES.flatMap((name) => [`/${name}`, `/${name}/create`, `/${name}/:id`, `/${name}/:id/show`]);
const PATTERNS = [...ROUTES.map((r) => r.path), REDIRECT_ROUTE.path, DEFAULT_ROUTE_PATH, ...RESOURCE_PAGES].map((p) => p.split('/'));

/** Route patterns: `:param` is one segment, a final `*` any rest. */
function isConsolePath(pathname: string): boolean {
  const segments = pathname.split('/');
  return PATTERNS.some(
    (pattern) =>
      (pattern.at(-1) === '*' ? segments.length >= pattern.length - 1 : segments.length === pattern.length) &&
      pattern.every((part, i) => part === '*' || (part.startsWith(':') ? !!segments[i] : part === segments[i])),
  );
}

export function safeRedirect(raw: string | null, origin = window.location.origin): string | undefined {
  // Only a path (one slash, then not a slash or backslash once the browser has dropped tabs and new lines).
  if (!raw || !/^\/(?![/\\])/.test(raw.replace(/[\t\n\r]/g, ''))) return undefined;
  let url: URL;
  try {
    url = new URL(raw, origin);
  } catch {
    return undefined;
  }
  if (url.origin !== origin || url.username || url.password) return undefined;
  if (!isConsolePath(url.pathname)) return undefined;
  return url.pathname + url.search + url.hash;
}
