/**
 * A file that rendered the console waits out the timers it left behind before jsdom is torn down:
 * react-admin's debounces (an autocomplete's filter: 250 ms, not cancelled on unmount; the longest
 * is 500 ms), the zero-delay timer a list-parameter change waits (useReferenceParams), and the
 * route progress bar taking itself off the page (nprogress: 400 ms after done). Firing after the
 * teardown, they throw "window is not defined" or "document is not defined". Files without a DOM
 * (node environment) have nothing to wait for.
 */
import { afterAll } from 'vitest';

if (typeof document !== 'undefined') {
  let rendered = false;
  const observer = new MutationObserver(() => {
    rendered = true;
    observer.disconnect();
  });
  observer.observe(document.body, { childList: true, subtree: true });
  afterAll(() => (rendered ? new Promise((resolve) => setTimeout(resolve, 600)) : undefined));
}
