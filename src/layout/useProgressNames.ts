import { useEffect } from 'react';
import { useTranslate } from 'react-admin';

/** A spinner or bar with no name: react-admin's <Loading> (lists, forms and records waiting for access) leaves its own so. */
const UNNAMED = '[role=progressbar]:not([aria-label]):not([aria-labelledby])';

/**
 * Names every unnamed progress indicator "Loading…" in the reader's language as it appears
 * (axe: aria-progressbar-name), for the screens react-admin renders with its own <Loading>.
 * Ours (PageLoading) are named where they are drawn.
 */
export function useProgressNames() {
  const translate = useTranslate();
  useEffect(() => {
    const name = translate('ra.message.loading');
    // Held here: a late callback (after a test tears the page down) must not look up `document`.
    const body = document.body;
    const fix = () => {
      for (const el of body.querySelectorAll<HTMLElement>(UNNAMED)) el.setAttribute('aria-label', name);
    };
    fix();
    const observer = new MutationObserver(fix);
    observer.observe(body, { subtree: true, childList: true });
    return () => observer.disconnect();
  }, [translate]);
}
