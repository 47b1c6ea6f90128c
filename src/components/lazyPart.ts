import { lazy, useEffect, type ComponentType } from 'react';
import { isMissingCode, reportMissingCode } from './missingCode';

/**
 * A part of the screen whose code comes when it is first shown (a menu, a box, a drawer), and the
 * props that ask for that code ahead when the pointer or the focus comes to what opens it, so that
 * by the click it is there. A part whose code does not download (a new version deployed, the
 * network down) draws nothing and says so (reportMissingCode; the console offers a reload) rather
 * than taking the whole screen down with it; any other failure is thrown as it was.
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>) {
  return {
    Part: lazy(() =>
      load().then(
        (component) => ({ default: component }),
        (error: unknown) => {
          if (!isMissingCode(error)) throw error;
          return { default: MissingPart as ComponentType<P> };
        },
      ),
    ),
    prefetchProps: askAhead(load),
  };
}

function MissingPart() {
  useEffect(reportMissingCode, []);
  return null;
}

/** The props that ask for code (`load`) when the pointer or the focus comes to an element. */
export function askAhead(load: () => Promise<unknown>) {
  // A failed prefetch is left for the part's showing to report.
  const prefetch = () => void load().catch(() => undefined);
  return { onPointerEnter: prefetch, onFocus: prefetch };
}
