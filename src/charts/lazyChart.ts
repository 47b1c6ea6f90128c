import { lazy, type ComponentType } from 'react';

/** Resolves once the browser has painted the frame it is preparing now (or at once where nothing paints). */
export function afterNextPaint(): Promise<void> {
  if (typeof requestAnimationFrame !== 'function') return Promise.resolve();
  // A frame's callbacks run before its paint; a task queued from one runs after it.
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

/**
 * A chart whose code is asked for once the frame that first needs it has been painted. recharts and
 * d3 are a page's biggest download and its least urgent part: loaded with the page, they held back
 * the page's first paint (the greeting, the figures, the cards' outlines) by their download over a
 * slow network. Render it inside a Suspense whose fallback holds the chart's place.
 */
export function lazyChart<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(() =>
    afterNextPaint()
      .then(load)
      .then((chart) => ({ default: chart })),
  );
}
