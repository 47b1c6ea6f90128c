import { useEffect, useRef } from 'react';
import { useNavigation } from 'react-router-dom';

/** docs/product.md §9 progress bar constants. */
const configure = (NProgress: typeof import('nprogress')) =>
  NProgress.configure({
    minimum: 0.08,
    speed: 200,
    trickle: true,
    trickleRate: 0.02,
    trickleSpeed: 800,
    showSpinner: false,
    // nprogress's own template says role="bar", which is no ARIA role; the bar is decoration.
    template: '<div class="bar" aria-hidden="true"><div class="peg"></div></div>',
    barSelector: '.bar',
  } as Partial<import('nprogress').NProgressOptions>);

/**
 * nprogress, configured, asked for on the first navigation rather than with every first page (the bar
 * is never shown on the first load). Each call waits on the one promise, so starts and ends keep their order.
 */
let bar: Promise<typeof import('nprogress')> | undefined;
const withBar = (use: (b: typeof import('nprogress')) => void) => {
  bar ??= import('nprogress').then((m) => configure(m.default));
  void bar.then(use, () => undefined);
};

/**
 * The route progress bar: runs while a navigation to another page waits for what it shows (the
 * page's code, a list's rows) and through the route change. Not on the first load (the console is
 * not on screen before its first route, and the bar's start measured the whole new page in the
 * middle of its first render) nor for a list's own page, sort or filter changes. Its own
 * component, so only it follows the router's loading state.
 */
export function RouteProgress({ pathname }: { pathname: string }) {
  const navigation = useNavigation();
  const waitsForPage = navigation.state === 'loading' && navigation.location.pathname !== pathname;
  const shown = useRef(pathname);
  useEffect(() => {
    // Nothing to end before the first start: the bar's code need not come for it.
    if (waitsForPage) withBar((b) => b.start());
    else if (bar) withBar((b) => b.done());
  }, [waitsForPage]);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    withBar((b) => b.start());
    const t = window.setTimeout(() => withBar((b) => b.done()), 0);
    return () => window.clearTimeout(t);
  }, [pathname]);
  return null;
}
