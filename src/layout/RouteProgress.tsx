import { useEffect, useRef } from 'react';
import { useNavigation } from 'react-router-dom';
import NProgress from 'nprogress';

/** docs/product.md §9 progress bar constants. */
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
} as Partial<NProgress.NProgressOptions>);

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
    if (waitsForPage) NProgress.start();
    else NProgress.done();
  }, [waitsForPage]);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    NProgress.start();
    const t = window.setTimeout(() => NProgress.done(), 0);
    return () => window.clearTimeout(t);
  }, [pathname]);
  return null;
}
