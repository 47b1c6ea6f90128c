/**
 * Asks for the console's code once the visitor starts using the form (a key or a click), so that
 * signing in does not wait for it, while the login page itself downloads only what it shows.
 * The module is loaded, not mounted: src/main.tsx mounts it after the sign-in's full navigation,
 * from the browser's cache.
 */
import { loadConsole } from '../../loadConsole';

const EVENTS = ['keydown', 'pointerdown'] as const;

export function prefetchConsoleOnFirstInput() {
  const prefetch = () => {
    for (const type of EVENTS) document.removeEventListener(type, prefetch, true);
    // Offline, it fails quietly: the sign-in fails too, and says so, and its navigation asks again.
    void loadConsole().catch(() => undefined);
  };
  for (const type of EVENTS) document.addEventListener(type, prefetch, true);
}
