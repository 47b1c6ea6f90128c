/**
 * index.html's preloads (build/preloadFirstPage.ts): run as the page is read, before any of the
 * console's code, so it uses nothing but its data and the browser.
 */
export interface FirstPageFiles {
  /** localStorage keys of the session's token and of the chosen locale, and the locale when none is chosen. */
  tokenKey: string;
  localeKey: string;
  defaultLocale: string;
  /** A signed-out visitor's: the login page's chunks. */
  login: string[];
  /** A signed-in visitor's: the console's, then its locale's messages', then the page's at the URL. */
  console: string[];
  messages: Record<string, string[]>;
  /** Each page route's patterns of `location.pathname`, with its page's chunks. */
  routes: [patterns: string[], files: string[]][];
}

export default function preloadFirstPage(data: FirstPageFiles): void {
  let files = data.login;
  try {
    if (localStorage.getItem(data.tokenKey)) {
      files = data.console.concat(data.messages[localStorage.getItem(data.localeKey) ?? ''] ?? data.messages[data.defaultLocale]);
      const page = data.routes.find(([patterns]) => patterns.some((pattern) => new RegExp(pattern).test(location.pathname)));
      if (page) files = files.concat(page[1]);
    }
  } catch {
    // No storage (a locked-down browser): the login page's, which a signed-out visit needs.
  }
  for (const file of files) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = '/' + file;
    document.head.appendChild(link);
  }
}
